import { Button, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatPhone, formatSom, tagTone } from '@fikr/shared';
import type { OpsPayout } from '@fikr/shared/schemas';
import { NS } from '../i18n';

// unknown: the processor has not told the outcome yet (the payout job keeps asking), so it stands out like review.
const TONES = {
  review: 'warning',
  pending: 'default',
  unknown: 'processing',
  paid: 'success',
  failed: 'error',
} as const;

interface PayoutsTableProps {
  payouts: OpsPayout[];
  loading: boolean;
  onApprove: (payout: OpsPayout) => void;
  onReject: (payout: OpsPayout) => void;
}

/** Oldest first (the review queue): customer, amount, card, when, status; approve or reject those in review. */
export function PayoutsTable({ payouts, loading, onApprove, onReject }: PayoutsTableProps) {
  const { t } = useTranslation(NS);
  const columns: ColumnsType<OpsPayout> = [
    { key: 'phone', title: t('payouts.phone'), render: (_, p) => formatPhone(p.phone) },
    {
      key: 'amount',
      title: t('payouts.amount'),
      align: 'right',
      render: (_, p) => t('coin', { amount: formatSom(p.amount) }),
    },
    { key: 'card', title: t('payouts.card'), dataIndex: 'cardMask' },
    { key: 'created', title: t('payouts.createdAt'), render: (_, p) => formatDateTime(p.createdAt) },
    {
      key: 'status',
      title: t('payouts.status'),
      render: (_, p) => <Tag style={tagTone(TONES[p.status])}>{t(`payoutStatus.${p.status}`)}</Tag>,
    },
    {
      key: 'actions',
      title: t('actions'),
      render: (_, p) =>
        p.status === 'review' ? (
          <Space>
            <Button type="primary" size="small" onClick={() => onApprove(p)}>
              {t('payouts.approve')}
            </Button>
            <Button danger size="small" onClick={() => onReject(p)}>
              {t('payouts.reject')}
            </Button>
          </Space>
        ) : null,
    },
  ];
  return (
    <Table<OpsPayout>
      aria-label={t('payouts.listLabel')}
      rowKey="_id"
      columns={columns}
      dataSource={payouts}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('payouts.empty') }}
    />
  );
}
