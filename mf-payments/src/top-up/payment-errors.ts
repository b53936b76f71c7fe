import type { ParseKeys, TFunction } from 'i18next';
import { apiErrorMessage, isApiError, paymentCodeKey } from '@fikr/shared';

/** i18n key (common namespace) of a processor code when the failure carried one (`code` present in the body). */
function providerCodeKey(error: unknown): ParseKeys<'common'> | null {
  if (!isApiError(error)) return null;
  const body = error.response?.data as { code?: unknown } | undefined;
  if (!body || typeof body !== 'object' || !('code' in body)) return null;
  // paymentCodeKey answers keys of `common` (payment.code.*) as plain strings
  return paymentCodeKey(body.code as number | string | null | undefined) as ParseKeys<'common'>;
}

function isNetworkFailure(error: unknown): boolean {
  return isApiError(error) && !error.response;
}

/**
 * Spec §8, createTransaction: a processor code → its message (unknown code → the generic one);
 * no response → 'Tarmoq xatosi…'; other non-200 → the server message or 'To'lovda xatolik yuz berdi'.
 */
export function createTransactionError(error: unknown, t: TFunction<'common'>): string {
  const codeKey = providerCodeKey(error);
  if (codeKey) return t(codeKey);
  if (isNetworkFailure(error)) return t('errors.networkError');
  return apiErrorMessage(error, 'common:errors.paymentFailed');
}

/** confirmTransaction: a processor code → its message; no response → network message; else server message or 'SMS kod noto'g'ri'. */
export function confirmTransactionError(error: unknown, t: TFunction<'common'>): string {
  const codeKey = providerCodeKey(error);
  if (codeKey) return t(codeKey);
  if (isNetworkFailure(error)) return t('errors.networkError');
  return apiErrorMessage(error, 'common:errors.smsCodeWrong');
}

/** Codes after which the payment session is gone and a new SMS code must be requested. */
export function sessionEnded(error: unknown): boolean {
  const codeKey = providerCodeKey(error);
  return codeKey === 'payment.code.-2' || codeKey === 'payment.code.-206';
}
