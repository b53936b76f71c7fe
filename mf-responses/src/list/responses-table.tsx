import type { ReactNode } from 'react';
import { Button, Table, Tag } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  formatDateTime,
  isResponseCompleted,
  responseStatusKey,
  useNarrow,
  type Response,
  type ResponsesPage,
  tagTone,
} from '@fikr/shared';
import { PAGE_SIZES } from '@fikr/shared/schemas';
import { DeliveryStatus } from '../delivery/delivery-status';
import { NS } from '../i18n';
import { HandledTag } from '../detail/follow-up';
import { CustomerCell } from './customer-cell';
import { ListCards } from '@fikr/shared/list-cards';
import { RewardLabel, useRewardText } from './reward-label';

interface Props {
  page: ResponsesPage | undefined;
  loading: boolean;
  current: number;
  pageSize: number;
  onPage: (page: number, size: number) => void;
  onDetails: (response: Response) => void;
  /** What an empty page says; under a filter: 'nothing matches' + 'clear filters'. */
  empty?: ReactNode;
}

export function ResponsesTable({ page, loading, current, pageSize, onPage, onDetails, empty: emptyNode }: Props) {
  const { t } = useTranslation(NS);
  const empty = emptyNode ?? t('list.empty');
  const narrow = useNarrow();
  const rewardText = useRewardText();
  if (narrow) {
    // a phone: one card per response, the same columns (delivery and handled included) and the same paging
    return (
      <ListCards<Response>
        label={t('list.cardsLabel')}
        items={page?.responses ?? []}
        rowKey={(r) => r._id}
        loading={loading}
        empty={empty}
        current={current}
        pageSize={pageSize}
        total={page?.pagination.total ?? 0}
        onPage={onPage}
        showTotal={(total) => t('list.total', { count: total })}
        view={(r) => ({
          figure: rewardText(r),
          status: (
            <>
              <Tag style={{ ...tagTone(isResponseCompleted(r.status) ? 'success' : 'warning'), marginInlineEnd: 0 }}>
                {t(`common:${responseStatusKey(r.status)}`)}
              </Tag>
              {r.handled && <HandledTag />}
            </>
          ),
          customer: (
            <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'flex-start' }}>
              <CustomerCell response={r} />
              <DeliveryStatus delivery={r.delivery} />
            </div>
          ),
          date: formatDateTime(r.createdAt),
          action: (
            <Button size="small" icon={<EyeOutlined />} onClick={() => onDetails(r)}>
              {t('list.details')}
            </Button>
          ),
        })}
      />
    );
  }
  return (
    <Table<Response>
      rowKey="_id"
      size="middle"
      scroll={{ x: 640 }}
      loading={loading}
      dataSource={page?.responses ?? []}
      // Nothing under the spinner while the first page loads; the empty text only once it is known.
      locale={{ emptyText: loading ? ' ' : empty }}
      pagination={{
        current,
        pageSize,
        total: page?.pagination.total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: PAGE_SIZES.map(String),
        showTotal: (total) => t('list.total', { count: total }),
        onChange: onPage,
      }}
      columns={[
        {
          key: 'customer',
          title: t('list.customer'),
          render: (_, r) => (
            <>
              <CustomerCell response={r} />
              {r.handled && <HandledTag />}
            </>
          ),
        },
        { key: 'type', title: t('list.type'), render: (_, r) => <RewardLabel response={r} /> },
        {
          key: 'delivery',
          title: t('delivery.column'),
          align: 'center',
          render: (_, r) => <DeliveryStatus delivery={r.delivery} />,
        },
        { key: 'date', title: t('list.date'), render: (_, r) => formatDateTime(r.createdAt) },
        {
          key: 'details',
          title: t('list.details'),
          align: 'center',
          render: (_, r) => (
            <Button type="text" icon={<EyeOutlined />} aria-label={t('list.details')} onClick={() => onDetails(r)} />
          ),
        },
      ]}
    />
  );
}
