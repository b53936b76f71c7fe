import { useState } from 'react';
import { Alert, Button, Card, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { api, apiErrorMessage, formatDateTime, opsQueries, queryClient, toast, unwrap } from '@fikr/shared';
import type { Reconciliation } from '@fikr/shared/schemas';
import { NS } from '../i18n';
import { useOps } from '../use-ops';
import { MismatchesTable } from './mismatches-table';

/** The API's answer when no reconciliation has run yet: checked at the epoch. */
const never = (r: Reconciliation) => Date.parse(r.checkedAt) === 0;

/** /business/ops/reconcile: the last reconciliation of balances and wallets against their ledgers; run one now. */
export function ReconcilePage() {
  const { t } = useTranslation(NS);
  const last = useOps<Reconciliation>('/reconcile', {}, 'reconcile.loadFailed');
  const [busy, setBusy] = useState(false);

  async function run() {
    setBusy(true);
    try {
      const ran = unwrap<Reconciliation>(await api.post('/ops/reconcile'));
      // the run answers the reconciliation as it now is: shown without a second request
      queryClient.setQueryData(opsQueries.get<Reconciliation>('/reconcile').queryKey, ran);
      toast.success(t('reconcile.ran'), { topic: 'ops-reconcile' });
    } catch (err) {
      toast.error(apiErrorMessage(err, `${NS}:reconcile.runFailed`), { topic: 'ops-reconcile' });
    } finally {
      setBusy(false);
    }
  }

  const result = last.data;
  const runNow = (
    <Button type="primary" loading={busy} onClick={() => void run()}>
      {t('reconcile.run')}
    </Button>
  );
  return (
    <Card title={t('reconcile.title')} extra={runNow}>
      {last.error && <Alert type="error" showIcon title={last.error} />}
      {!result && !last.error && <Skeleton active paragraph={{ rows: 2 }} />}
      {result && (
        <section aria-label={t('reconcile.title')} aria-live="polite">
          <Result
            status={never(result) ? 'info' : result.ok ? 'success' : 'error'}
            title={
              never(result)
                ? t('reconcile.never')
                : result.ok
                  ? t('reconcile.ok')
                  : t('reconcile.mismatches', { count: result.mismatches.length })
            }
            subTitle={never(result) ? undefined : t('reconcile.checkedAt', { at: formatDateTime(result.checkedAt) })}
          />
          {result.mismatches.length > 0 && <MismatchesTable mismatches={result.mismatches} />}
        </section>
      )}
    </Card>
  );
}
