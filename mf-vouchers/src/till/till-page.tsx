import { useState } from 'react';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { api, apiErrorMessage, unwrap, useRequest, type Voucher } from '@fikr/shared';
import type { TillToday as TillTodayData } from '@fikr/shared/schemas';
import { NS } from '../i18n';
import { CoinPaymentButton } from '../coin-payment/coin-payment-button';
import { TillToday } from './till-today';
import { TillVoucher } from './till-voucher';
import { VoucherLookup } from './voucher-lookup';

/** GET /vouchers/by-code/:code: the business's own voucher (404 otherwise); every role of the team may ask. */
async function byCode(code: string): Promise<Voucher> {
  return unwrap<{ voucher: Voucher }>(await api.get(`/vouchers/by-code/${encodeURIComponent(code)}`)).voucher;
}

/** GET /business/till/today: what the signed-in member took today. */
async function loadToday(signal: AbortSignal): Promise<TillTodayData> {
  return unwrap<TillTodayData>(await api.get('/business/till/today', { signal }));
}

/** /business/till, for the cashier's phone: find a voucher by its code and redeem it, take coins, today's list. */
export function TillPage() {
  const { t } = useTranslation(NS);
  const today = useRequest('till-today', loadToday, { fallbackKey: `${NS}:till.todayFailed` });
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
          onUsed={(used) => {
            today.reload();
            void reload(used).then(setVoucher, () => setVoucher(null));
          }}
        />
      )}
      <div role="separator" style={{ borderTop: '1px solid #f0f0f0', margin: '24px 0 16px' }} />
      <Typography.Paragraph type="secondary">{t('till.coinIntro')}</Typography.Paragraph>
      <CoinPaymentButton onPaid={today.reload} />
      <TillToday today={today.data} error={today.error} onRetry={today.reload} />
    </Card>
  );
}
