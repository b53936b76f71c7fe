// The lists of the remotes below antd's md breakpoint (vouchers, responses, payment history): one card per row.
// Its own entry, @fikr/shared/list-cards: only the remotes' list pages load it.
import type { CSSProperties, ReactNode } from 'react';
import { Pagination, Spin, Typography } from 'antd';
import { PAGE_SIZES } from '@fikr/shared';

export interface CardView {
  /** The main figure (amount), large, never wrapped. */
  figure: ReactNode;
  status: ReactNode;
  customer?: ReactNode;
  date: ReactNode;
  action?: ReactNode;
}

interface ListCardsProps<T> {
  label: string;
  items: T[];
  rowKey: (item: T) => string;
  view: (item: T) => CardView;
  loading: boolean;
  empty: ReactNode;
  current: number;
  pageSize: number;
  total: number;
  onPage: (page: number, size: number) => void;
  showTotal?: (total: number) => ReactNode;
}

const card: CSSProperties = {
  listStyle: 'none',
  border: '1px solid rgba(5, 5, 5, 0.1)',
  borderRadius: 10,
  padding: 12,
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  minWidth: 0,
};
const line: CSSProperties = {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: 8,
  minWidth: 0,
};

/** A list below antd's md breakpoint: one card per row (figure and status, customer, date and action), same paging. */
export function ListCards<T>({
  label,
  items,
  rowKey,
  view,
  loading,
  empty,
  current,
  pageSize,
  total,
  onPage,
  showTotal,
}: ListCardsProps<T>) {
  return (
    <Spin spinning={loading}>
      {items.length === 0 ? (
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center', padding: 24, margin: 0 }}>
          {loading ? ' ' : empty}
        </Typography.Paragraph>
      ) : (
        <ul aria-label={label} style={{ display: 'flex', flexDirection: 'column', gap: 8, padding: 0, margin: 0 }}>
          {items.map((item) => {
            const v = view(item);
            return (
              <li key={rowKey(item)} data-testid="list-card" style={card}>
                <div style={line}>
                  <Typography.Text strong style={{ fontSize: 16, whiteSpace: 'nowrap' }}>
                    {v.figure}
                  </Typography.Text>
                  <span style={{ flexShrink: 0 }}>{v.status}</span>
                </div>
                {v.customer && <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{v.customer}</div>}
                <div style={line}>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {v.date}
                  </Typography.Text>
                  {v.action}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination
        size="small"
        showLessItems
        style={{ marginTop: 12, justifyContent: 'center', flexWrap: 'wrap', rowGap: 8 }}
        current={current}
        pageSize={pageSize}
        total={total}
        showSizeChanger
        pageSizeOptions={PAGE_SIZES.map(String)}
        showTotal={showTotal}
        onChange={onPage}
      />
    </Spin>
  );
}
