// The lists of the remotes below antd's md breakpoint (vouchers, responses, payment history): one card per row.
// Its own entry, @fikr/shared/list-cards: only the remotes' list pages load it. Plain markup, no antd: it is a
// phone's first screen, where each antd component's start (its styles generated, its hooks run) cost the most.
import type { CSSProperties, ReactNode } from 'react';
import { CardsPager } from './cards-pager';
import { PALETTE } from './palette';

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
    // while a page loads, the last one stays dimmed under it
    <div aria-busy={loading} style={{ opacity: loading && items.length > 0 ? 0.5 : 1, transition: 'opacity 0.2s' }}>
      {items.length === 0 ? (
        <p style={{ color: PALETTE.textSecondary, textAlign: 'center', padding: 24, margin: 0 }}>
          {loading ? ' ' : empty}
        </p>
      ) : (
        <ul aria-label={label} style={{ display: 'flex', flexDirection: 'column', gap: 8, padding: 0, margin: 0 }}>
          {items.map((item) => {
            const v = view(item);
            return (
              <li key={rowKey(item)} data-testid="list-card" style={card}>
                <div style={line}>
                  <strong style={{ fontSize: 16, fontWeight: 600, whiteSpace: 'nowrap' }}>{v.figure}</strong>
                  <span style={{ flexShrink: 0 }}>{v.status}</span>
                </div>
                {v.customer && <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{v.customer}</div>}
                <div style={line}>
                  <span style={{ color: PALETTE.textSecondary, fontSize: 12 }}>{v.date}</span>
                  {v.action}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {/* the first page's cards come in above it: a pager shown before them would be pushed down as they do */}
      {(items.length > 0 || !loading) && (
        <CardsPager current={current} pageSize={pageSize} total={total} onPage={onPage} showTotal={showTotal} />
      )}
    </div>
  );
}
