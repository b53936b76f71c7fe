import { useState } from 'react';
import { Alert, Card, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatPhone, formatSom, useListParams } from '@fikr/shared';
import { payoutStatusSchema, type OpsPayout } from '@fikr/shared/schemas';
import { ConfirmDialog } from '../confirm-dialog';
import { NS } from '../i18n';
import { opsAction, useOps } from '../use-ops';
import { PayoutsTable } from './payouts-table';

const STATUSES = payoutStatusSchema.options;

/**
 * /business/ops/payouts: the payouts over the review threshold wait here to be approved or rejected; the status
 * filter shows the others, among them those whose outcome the processor has not told yet (unknown).
 */
export function PayoutsPage() {
  const { t } = useTranslation(NS);
  const [params, setParams] = useListParams({ status: 'review' }, { status: STATUSES });
  const list = useOps<{ payouts: OpsPayout[] }>('/payouts', { status: params.status }, 'payouts.loadFailed');
  const [rejecting, setRejecting] = useState<OpsPayout | null>(null);

  async function review(payout: OpsPayout, action: 'approve' | 'reject') {
    const text = t(action === 'approve' ? 'payouts.approved' : 'payouts.rejected');
    return opsAction(`/payouts/${payout._id}/${action}`, text, 'payouts.failed');
  }

  return (
    <Card>
      <Segmented
        aria-label={t('payouts.status')}
        value={params.status}
        onChange={(status) => setParams({ status: String(status) })}
        options={STATUSES.map((status) => ({ value: status, label: t(`payoutStatus.${status}`) }))}
        style={{ marginBottom: 16 }}
      />
      {list.error && <Alert type="error" showIcon title={list.error} style={{ marginBottom: 16 }} />}
      <PayoutsTable
        payouts={list.data?.payouts ?? []}
        loading={list.loading}
        onApprove={(p) => void review(p, 'approve')}
        onReject={setRejecting}
      />
      {rejecting && (
        <ConfirmDialog
          title={t('payouts.rejectTitle')}
          text={t('payouts.rejectText', { amount: formatSom(rejecting.amount), phone: formatPhone(rejecting.phone) })}
          confirm={t('payouts.reject')}
          onConfirm={() => review(rejecting, 'reject')}
          onClose={() => setRejecting(null)}
        />
      )}
    </Card>
  );
}
