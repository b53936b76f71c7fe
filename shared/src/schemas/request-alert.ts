import { requestTotalCost } from '../commission/commission';
import type { TypeMotive } from '../types/common';
import { isValidFullPhone } from '../format/phone';
import { AMOUNT_MAX_DIGITS, VOUCHER_DURATION_MAX_DAYS } from './request-dialog';

export interface RequestDialogInput {
  formId: string | null | undefined;
  phoneMode: 'last4' | 'full';
  /** The phone field as typed (full mode) or the resolved client phone / typed digits (last-4 mode). */
  phone: string;
  typeMotive: TypeMotive;
  coin: string;
  voucherAmount: string;
  voucherDescription: string;
  voucherDuration: string;
  /** Business coin balance; null/undefined while unknown (the check is then left to the server). */
  balance: number | null | undefined;
}

export type RequestAlertKey =
  | 'requestAlert.selectForm'
  | 'requestAlert.enterPhone'
  | 'requestAlert.phoneInvalid'
  | 'requestAlert.insufficientBalance'
  | 'requestAlert.voucherAmount'
  | 'requestAlert.voucherDescription'
  | 'requestAlert.voucherDuration'
  | 'requestAlert.coinAmount';

/** A positive whole number of at most `maxDigits` digits, else null. */
function positiveWhole(raw: string, maxDigits = AMOUNT_MAX_DIGITS): number | null {
  const text = raw.trim();
  if (!new RegExp(`^\\d{1,${maxDigits}}$`).test(text)) return null;
  const value = Number(text);
  return value > 0 ? value : null;
}

/** The reward amount the request is about (NaN-free; 0 when not entered). */
export function requestAmount(input: Pick<RequestDialogInput, 'typeMotive' | 'coin' | 'voucherAmount'>): number {
  return positiveWhole(input.typeMotive === 'coin' ? input.coin : input.voucherAmount) ?? 0;
}

/**
 * True when the business cannot pay for the request. The cost is amount + commission (the dialog
 * shows the commission under the amount and the server deducts both), not the bare amount.
 */
export function exceedsBalance(
  input: Pick<RequestDialogInput, 'typeMotive' | 'coin' | 'voucherAmount' | 'balance'>,
): boolean {
  if (input.balance === null || input.balance === undefined) return false;
  return requestTotalCost(input.typeMotive, requestAmount(input)) > input.balance;
}

/**
 * The first submit alert of the new-survey-request dialog, in the spec's order, or null when the
 * request may be sent. In last-4 mode the digits alone are not a phone: the dialog must resolve them
 * to a client's full number (picking a suggestion does that and switches to full mode).
 */
export function requestDialogAlert(input: RequestDialogInput): RequestAlertKey | null {
  if (!input.formId) return 'requestAlert.selectForm';
  if (input.phone.replace(/\D/g, '') === '') return 'requestAlert.enterPhone';
  if (!isValidFullPhone(input.phone)) return 'requestAlert.phoneInvalid';
  if (exceedsBalance(input)) return 'requestAlert.insufficientBalance';
  if (input.typeMotive === 'voucher') {
    if (positiveWhole(input.voucherAmount) === null) return 'requestAlert.voucherAmount';
    if (input.voucherDescription.trim() === '') return 'requestAlert.voucherDescription';
    const days = positiveWhole(input.voucherDuration);
    if (days === null || days > VOUCHER_DURATION_MAX_DAYS) return 'requestAlert.voucherDuration';
    return null;
  }
  if (positiveWhole(input.coin) === null) return 'requestAlert.coinAmount';
  return null;
}
