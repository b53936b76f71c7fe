import { createHmac, timingSafeEqual } from 'node:crypto';
import { otpCode } from '../lib/random-codes';
import { smsText } from '../lib/sms-text';
import { CARD_CODES, type CardPayoutResult, type CardProvider, type SmsProvider } from './types';

const GOOD_CARDS = new Set(['8600000000000001', '9860000000000001']);
/** Test cards: the last four digits pick the processor's failure code. */
const FAILING_ENDINGS: Record<string, number> = {
  '0116': CARD_CODES.noFunds,
  '0112': CARD_CODES.wrongExpiry,
  '0113': CARD_CODES.wrongCard,
  '0114': CARD_CODES.blocked,
  '0115': CARD_CODES.limit,
  '0100': CARD_CODES.technical,
  '0101': CARD_CODES.temporary,
};
export const OTP_TTL_MS = 3 * 60_000;

/** YYMM in the past (a card is valid through the end of its expiry month)? */
export function isExpired(expireDate: string, now = new Date()): boolean {
  const year = 2000 + Number(expireDate.slice(0, 2));
  const month = Number(expireDate.slice(2, 4));
  return year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

export function maskPhone(phone: string): string {
  return `+${phone.slice(0, 5)}***${phone.slice(-4)}`;
}

function otpHash(transactionId: string, otp: string): string {
  return createHmac('sha256', transactionId).update(otp).digest('base64url');
}

/** Payout test cards: these endings fail with their code; 0101 fails temporarily twice, then pays (the retry path). */
const PAYOUT_FAILING_ENDINGS: Record<string, number> = {
  '0113': CARD_CODES.wrongCard,
  '0114': CARD_CODES.blocked,
  '0116': CARD_CODES.noFunds,
};
const PAYOUT_FLAKY_ENDING = '0101';
/** Payout test card whose calls never answer (the money goes out, the answer is lost): the `unknown` path. */
const PAYOUT_SILENT_ENDING = '0102';

/** Never resolves; rejects when the caller gives up (its signal), as a connection cut mid-call does. */
const silence = (signal?: AbortSignal) =>
  new Promise<never>((_resolve, reject) => signal?.addEventListener('abort', () => reject(new Error('no answer'))));

/**
 * The default card processor: no money moves. Cards 8600 0000 0000 0001 and 9860 0000 0000 0001 pay;
 * endings 0116/0112/0113/0114/0115/0100/0101 fail with that code; the OTP goes by SMS to the business phone.
 * Payouts pay the same two test cards; endings 0113/0114/0116 are declined with that code, one ending in 0101 pays
 * on its third attempt, one ending in 0102 is paid but its calls never answer (the status query then says paid),
 * and any other card is declined as -113. The status query knows the payouts this process answered or paid.
 */
function payoutResult(cardNumber: string, attempt: number): CardPayoutResult {
  const failure = PAYOUT_FAILING_ENDINGS[cardNumber.slice(-4)];
  if (failure !== undefined) return { ok: false, code: failure, retry: false };
  if (cardNumber.endsWith(PAYOUT_FLAKY_ENDING))
    return attempt <= 2 ? { ok: false, code: CARD_CODES.temporary, retry: true } : { ok: true, providerRef: null };
  if (!GOOD_CARDS.has(cardNumber) && !cardNumber.endsWith(PAYOUT_SILENT_ENDING))
    return { ok: false, code: CARD_CODES.wrongCard, retry: false };
  return { ok: true, providerRef: null };
}

export function sandboxCard(sms: SmsProvider, clock: () => number = Date.now): CardProvider {
  /** Definite outcomes by payout id: a repeated id answers the first, as a processor's idempotency key does. */
  const settled = new Map<string, CardPayoutResult>();
  return {
    kind: 'sandbox',
    name: 'uzcard',
    async createTransaction({ transactionId, amount, cardNumber, expireDate, businessPhone }) {
      const failure = FAILING_ENDINGS[cardNumber.slice(-4)];
      if (failure !== undefined) return { ok: false, code: failure };
      if (!GOOD_CARDS.has(cardNumber)) return { ok: false, code: CARD_CODES.wrongCard };
      if (isExpired(expireDate, new Date(clock()))) return { ok: false, code: CARD_CODES.wrongExpiry };
      const otp = otpCode();
      await sms.send(businessPhone, smsText('sms.topupCode', { amount, code: otp }, 'uz'));
      return {
        ok: true,
        providerRef: null,
        otpSentPhone: maskPhone(businessPhone),
        otpHash: otpHash(transactionId, otp),
      };
    },
    async confirmTransaction({ transactionId, otp, otpHash: stored, otpSentAt }) {
      if (!stored) return { ok: false, code: CARD_CODES.notFound, retry: false };
      if (clock() - otpSentAt.getTime() > OTP_TTL_MS) return { ok: false, code: CARD_CODES.otpExpired, retry: false };
      const given = Buffer.from(otpHash(transactionId, otp));
      if (!timingSafeEqual(given, Buffer.from(stored))) return { ok: false, code: CARD_CODES.wrongOtp, retry: true };
      return { ok: true };
    },
    async payout({ payoutId, cardNumber, attempt, signal }) {
      const result = settled.get(payoutId) ?? payoutResult(cardNumber, attempt);
      if (result.ok || !result.retry) settled.set(payoutId, result);
      if (cardNumber.endsWith(PAYOUT_SILENT_ENDING)) return silence(signal);
      return result;
    },
    async payoutStatus({ payoutId }) {
      const result = settled.get(payoutId);
      if (!result) return { status: 'failed', code: CARD_CODES.notFound };
      return result.ok ? { status: 'paid', providerRef: null } : { status: 'failed', code: result.code };
    },
  };
}
