import { useTranslation } from 'react-i18next';
import { formatSom, type Response } from '@fikr/shared';
import { NS } from '../i18n';

/** '{amount} coin' or 'Voucher {amount} so'm'. */
export function useRewardText() {
  const { t } = useTranslation(NS);
  return (r: Pick<Response, 'typeMotive' | 'coin' | 'voucher'>) =>
    r.typeMotive === 'voucher'
      ? t('list.voucher', { amount: formatSom(r.voucher?.amount ?? 0) })
      : t('list.coin', { amount: formatSom(r.coin ?? 0) });
}
