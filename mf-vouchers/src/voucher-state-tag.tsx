import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { commonText, voucherStateKey, type Lang, type VoucherState, tagTone } from '@fikr/shared';

const COLORS: Record<VoucherState, string> = { valid: 'success', redeemed: 'blue', expired: 'error' };

/** Display state of a voucher: the list says Foydalanilgan / Yaroqsiz, the dialog Ishlatilgan / Muddati tugagan. */
export function VoucherStateTag({ state, place }: { state: VoucherState; place: 'list' | 'dialog' }) {
  const { i18n } = useTranslation();
  return <Tag style={tagTone(COLORS[state])}>{commonText(voucherStateKey(state, place), i18n.language as Lang)}</Tag>;
}

/** 'N kun qoldi' chip of a valid voucher (days rounded up). */
export function DaysLeftTag({ days }: { days: number }) {
  const { t } = useTranslation();
  return <Tag style={tagTone('processing')}>{t('voucher.daysLeft', { count: days })}</Tag>;
}
