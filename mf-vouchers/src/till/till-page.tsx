import { useState } from 'react';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { api, apiErrorMessage, queryClient, unwrap, useQuery, voucherQueries, type Voucher } from '@fikr/shared';
import { NS } from '../i18n';
import { CoinPaymentButton } from '../coin-payment/coin-payment-button';
import { TillToday } from './till-today';
import { TillVoucher } from './till-voucher';
import { VoucherLookup } from './voucher-lookup';

/** GET /vouchers/by-code/:code: the business's own voucher (404 otherwise); every role of the team may ask. */
async function byCode(code: string): Promise<Voucher> {
  return unwrap<{ voucher: Voucher }>(await api.get(`/vouchers/by-code/${encodeURIComponent(code)}`)).voucher;
}

/** /business/till, for the cashier's phone: find a voucher by its code and redeem it, take coins, today's list. */
export function TillPage() {
  const { t } = useTranslation(NS);
  // what the member took today: a redeemed voucher or coins taken re-read it (their changes in `dataChanges`)
  const today = useQuery(voucherQueries.tillToday(), queryClient);
  const [voucher, setVoucher] = useState<Voucher | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function find(code: string) {
    setBusy(true);
    setFailure(null);
    setVoucher(null);
    try {
      setVoucher(await byCode(code));
    } catch (err) {
      setFailure(apiErrorMessage(err, `${NS}:till.findFailed`));
    } finally {
      setBusy(false);
    }
  }
  const reload = async (v: Voucher) => byCode(v.code);

  return (
    <Card data-remote="mf-vouchers" style={{ maxWidth: 560, margin: '0 auto' }}>
      <VoucherLookup busy={busy} failure={failure} onFind={(code) => void find(code)} />
      {voucher && (
        <TillVoucher
          key={voucher._id}
          voucher={voucher}
          reload={reload}
          onUpdated={setVoucher}
          onUsed={(used) => void reload(used).then(setVoucher, () => setVoucher(null))}
        />
      )}
      <div role="separator" style={{ borderTop: '1px solid #f0f0f0', margin: '24px 0 16px' }} />
      <Typography.Paragraph type="secondary">{t('till.coinIntro')}</Typography.Paragraph>
      <CoinPaymentButton />
      <TillToday
        today={today.data}
        error={today.error ? apiErrorMessage(today.error, `${NS}:till.todayFailed`) : null}
        onRetry={() => void today.refetch()}
      />
    </Card>
  );
}
