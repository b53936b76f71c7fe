import type { InlineKeyboardMarkup, ReplyKeyboardMarkup, ReplyKeyboardRemove } from 'grammy/types';

/** What the outbox's sender passes along with a message: the attempt (1 = first) and its timeout. */
export interface SendOptions {
  attempt?: number;
  signal?: AbortSignal;
}

/** Outgoing SMS (customers' links, voucher codes, payment OTPs); messages reach it through the outbox. */
export interface SmsProvider {
  readonly kind: 'sandbox' | 'eskiz';
  send(phone: string, text: string, options?: SendOptions): Promise<void>;
}

/** The messenger ("Telegram") that delivers reset passwords. */
export interface MessengerProvider {
  readonly kind: 'sandbox' | 'telegram';
  sendPassword(phone: string, password: string, options?: SendOptions): Promise<void>;
}

/** The Bot API's `reply_markup` of a message: inline buttons or a reply keyboard (grammY's types). */
export type ReplyMarkup = InlineKeyboardMarkup | ReplyKeyboardMarkup | ReplyKeyboardRemove;

/** Messages to a Telegram chat (owner alerts, customers' requests and rewards) through the bot. */
export interface ChatProvider {
  readonly kind: 'sandbox' | 'telegram';
  sendToChat(chatId: string, text: string, options?: SendOptions & { replyMarkup?: ReplyMarkup | null }): Promise<void>;
}

/** The Bot API answered 403: the user blocked the bot (or never started it); no retry can succeed. */
export class ChatBlocked extends Error {
  constructor(readonly chatId: string) {
    super('telegram: the bot was blocked by the user (403)');
    this.name = 'ChatBlocked';
  }
}

/** A browser's push subscription: where its push service takes the message and the keys it is encrypted to. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The push service answered 404 or 410: the subscription no longer exists, so it is deleted and never retried. */
export class PushSubscriptionGone extends Error {
  constructor(
    readonly endpoint: string,
    reason = 'the push service answered 404/410',
  ) {
    super(`the push subscription is gone: ${reason}`);
    this.name = 'PushSubscriptionGone';
  }
}

/** Web Push (owner and manager alerts) to a browser subscription; `payload` is the JSON the service worker reads. */
export interface PushProvider {
  readonly kind: 'sandbox' | 'webpush' | 'off';
  send(target: PushTarget, payload: string, options?: SendOptions): Promise<void>;
}

export interface CardCreateInput {
  /** Our payment_transactions id (sent to the gateway as the external id). */
  transactionId: string;
  amount: number;
  cardNumber: string;
  /** YYMM */
  expireDate: string;
  /** Where the sandbox sends its OTP (the business phone); a real gateway uses the card holder's phone. */
  businessPhone: string;
}

export type CardCreateResult =
  { ok: true; providerRef: string | null; otpSentPhone: string; otpHash?: string } | { ok: false; code: number };

export interface CardConfirmInput {
  transactionId: string;
  providerRef: string | null;
  otp: string;
  otpHash: string | null;
  otpSentAt: Date;
}

/** `retry`: the same OTP step may be tried again (wrong code); otherwise the transaction has failed. */
export type CardConfirmResult = { ok: true } | { ok: false; code: number; retry: boolean };

export interface CardPayoutInput {
  /** Our payouts id: the processor's idempotency key, so a repeated call never pays twice. */
  payoutId: string;
  amount: number;
  cardNumber: string;
  /** 1 for the first call of this payout. */
  attempt: number;
  signal?: AbortSignal;
}

/**
 * The processor's answer to a payout. `retry`: a temporary failure (nothing was paid), the same payout may be sent
 * again. A call that ends without an answer (timeout, transport error, a body that is not an answer) rejects: its
 * outcome is unknown, the money may have gone out.
 */
export type CardPayoutResult = { ok: true; providerRef: string | null } | { ok: false; code: number; retry: boolean };

export interface CardPayoutStatusInput {
  /** The payout id the payout was sent under (its idempotency key). */
  payoutId: string;
  signal?: AbortSignal;
}

/**
 * What the processor knows of a payout sent earlier: `paid` and `failed` are definite (failed: nothing was paid,
 * `code` says why; a payout it never received is failed with -2); `unknown`: it cannot say yet (still processing).
 * A call without a readable answer rejects, which the job also takes as unknown.
 */
export type CardPayoutStatus =
  { status: 'paid'; providerRef: string | null } | { status: 'failed'; code: number } | { status: 'unknown' };

/** Uzcard-style card processor: a payment without card registration, confirmed by an SMS code; payouts to a card. */
export interface CardProvider {
  readonly kind: 'sandbox' | 'uzcard';
  /** Name stored on transactions and shown in the payments history. */
  readonly name: string;
  createTransaction(input: CardCreateInput): Promise<CardCreateResult>;
  confirmTransaction(input: CardConfirmInput): Promise<CardConfirmResult>;
  /** Sends money to a card; the same payoutId answers the first call's result without paying again. */
  payout(input: CardPayoutInput): Promise<CardPayoutResult>;
  /** Asks what became of a payout whose call ended without an answer. */
  payoutStatus(input: CardPayoutStatusInput): Promise<CardPayoutStatus>;
}

export interface Providers {
  sms: SmsProvider;
  messenger: MessengerProvider;
  chat: ChatProvider;
  push: PushProvider;
  card: CardProvider;
}

/** Provider codes of spec section 8. */
export const CARD_CODES = {
  notFound: -2,
  noFunds: -116,
  wrongExpiry: -112,
  wrongCard: -113,
  blocked: -114,
  limit: -115,
  technical: -100,
  temporary: -101,
  wrongOtp: -205,
  otpExpired: -206,
} as const;
