import { Button, Table } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type Response, PAGE_SIZES } from '@fikr/shared';
import { DeliveryStatus } from '../delivery/delivery-status';
import { NS } from '../i18n';
import { HandledTag } from './handled-tag';
import { CustomerCell } from './customer-cell';
import { RewardLabel } from './reward-label';
import type { ResponsesTableProps } from './responses-table';

/** The responses as a table, on a screen wide enough for one (a phone shows them as cards). */
export default function ResponsesWideTable({
  page,
  loading,
  current,
  pageSize,
  onPage,
  onDetails,
  empty,
}: ResponsesTableProps) {
  const { t } = useTranslation(NS);
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
