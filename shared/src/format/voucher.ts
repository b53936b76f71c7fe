import { DAY_MS, toDate, type DateInput } from './tashkent-time';

export type VoucherState = 'redeemed' | 'expired' | 'valid';

/** Whole days until expiry, rounded up; 0 once expired (or when the date is unreadable). */
export function remainingDays(expiresAt: DateInput, now: Date = new Date()): number {
  const date = toDate(expiresAt);
  if (!date) return 0;
  return Math.max(0, Math.ceil((date.getTime() - now.getTime()) / DAY_MS));
}

/** Redeemed wins; else expired once expiresAt is reached (an unreadable date counts as expired); else valid. */
export function voucherState(v: { isRedeemed: boolean; expiresAt: DateInput }, now: Date = new Date()): VoucherState {
  if (v.isRedeemed) return 'redeemed';
  const date = toDate(v.expiresAt);
  if (!date || date.getTime() <= now.getTime()) return 'expired';
  return 'valid';
}

/** i18n key of a state: the list says Foydalanilgan / Yaroqsiz, the details dialog Ishlatilgan / Muddati tugagan. */
export function voucherStateKey(state: VoucherState, place: 'list' | 'dialog'): string {
  if (state === 'valid') return 'voucher.state.valid';
  if (state === 'redeemed') return place === 'list' ? 'voucher.state.redeemed' : 'voucher.state.used';
  return place === 'list' ? 'voucher.state.invalid' : 'voucher.state.expired';
}
