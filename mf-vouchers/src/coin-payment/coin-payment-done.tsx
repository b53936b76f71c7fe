import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatSom } from '@fikr/shared';
import type { CoinPayment } from '@fikr/shared/schemas';
import { NS } from '../i18n';

/** What was taken and from whom (the phone masked by the API). */
export function CoinPaymentDone({ payment }: { payment: CoinPayment }) {
  const { t } = useTranslation(NS);
  return (
    <Result
      status="success"
      style={{ padding: '16px 0' }}
      title={t('coin.done', { amount: formatSom(payment.amount) })}
      subTitle={<span data-testid="coin-payment-customer">{t('coin.customer', { phone: payment.customerPhone })}</span>}
    />
  );
}
