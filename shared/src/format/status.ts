import type { PaymentStatus } from '../types/payment';
import type { ResponseStatus } from '../types/form';

export const PAYMENT_PROVIDER_CODES = [-2, -116, -112, -113, -114, -115, -100, -101, -205, -206] as const;

/** i18n key of a card-processor error code; unknown or missing → 'payment.code.unknown'. */
export function paymentCodeKey(code: number | string | null | undefined): string {
  const n = typeof code === 'string' && code.trim() !== '' ? Number(code) : code;
  return (PAYMENT_PROVIDER_CODES as readonly unknown[]).includes(n) ? `payment.code.${n}` : 'payment.code.unknown';
}

export type StatusColor = 'warning' | 'error' | 'success' | 'default';

const PAYMENT_STATUS_COLORS: Record<string, StatusColor> = {
  pending: 'warning',
  failed: 'error',
  '1': 'success',
  '4': 'default',
};

/** Label key and chip colour of a payment status: pending Kutilmoqda, failed Hatolik, 1 To'langan, 4 Qaytarilgan. */
export function paymentStatusView(status: PaymentStatus): { key: string; color: StatusColor } {
  const id = String(status);
  return id in PAYMENT_STATUS_COLORS
    ? { key: `payment.status.${id}`, color: PAYMENT_STATUS_COLORS[id] }
    : { key: 'payment.status.pending', color: 'warning' };
}

/** Anything other than 'completed' counts as pending. */
export function isResponseCompleted(status: ResponseStatus | string | null | undefined): boolean {
  return status === 'completed';
}

export function responseStatusKey(status: ResponseStatus | string | null | undefined): string {
  return isResponseCompleted(status) ? 'response.status.completed' : 'response.status.waiting';
}
