import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businessId } from './accounts';
import { createdAt, id, money, updatedAt } from './columns';
import { responses } from './forms';

/**
 * Every movement of a business balance: top-up credits (+), survey-request debits (−), a reply's make-good (−,
 * its response), coins taken from customers (+).
 */
export const ledger = pgTable(
  'ledger',
  {
    id: id(),
    businessId: businessId(),
    kind: text('kind').$type<'topup' | 'request' | 'reply' | 'coin_payment'>().notNull(),
    amount: money('amount').notNull(),
    commission: money('commission').notNull().default(0),
    responseId: uuid('response_id'),
    transactionId: uuid('transaction_id'),
    coinPaymentId: uuid('coin_payment_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_business_created_idx').on(t.businessId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // A top-up is credited once, whatever confirms race or retry after a crash (services/payments.ts).
    uniqueIndex('ledger_topup_transaction_key')
      .on(t.transactionId)
      .where(sql`${t.kind} = 'topup'`),
    uniqueIndex('ledger_coin_payment_key')
      .on(t.coinPaymentId)
      .where(sql`${t.kind} = 'coin_payment'`),
  ],
);

/** Customer coin (cashback) wallets, one per phone; `coin` always equals the sum of the phone's coin_ledger rows. */
export const customerWallets = pgTable(
  'customer_wallets',
  {
    phone: text('phone').primaryKey(),
    coin: money('coin').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [check('customer_wallets_coin_non_negative', sql`${t.coin} >= 0`)],
);

export type CoinMovementKind = 'reward' | 'spent' | 'payout' | 'payout_refund';

/** Every movement of a wallet, signed: a reward (+, its response), spent at a business (−), a payout (−) and its refund (+). */
export const coinLedger = pgTable(
  'coin_ledger',
  {
    id: id(),
    phone: text('phone').notNull(),
    kind: text('kind').$type<CoinMovementKind>().notNull().default('reward'),
    businessId: uuid('business_id'),
    responseId: uuid('response_id').unique(),
    /** A reply's coin make-good (its response keeps the survey reward's row). */
    replyId: uuid('reply_id').unique(),
    payoutId: uuid('payout_id'),
    coinPaymentId: uuid('coin_payment_id'),
    amount: money('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('coin_ledger_phone_created_idx').on(t.phone, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('coin_ledger_kind_check', sql`${t.kind} in ('reward', 'spent', 'payout', 'payout_refund')`),
    // A payout is debited once and refunded at most once; a coin payment is spent once.
    uniqueIndex('coin_ledger_payout_kind_key')
      .on(t.payoutId, t.kind)
      .where(sql`${t.payoutId} is not null`),
    uniqueIndex('coin_ledger_coin_payment_key')
      .on(t.coinPaymentId)
      .where(sql`${t.coinPaymentId} is not null`),
  ],
);

export const vouchers = pgTable(
  'vouchers',
  {
    id: id(),
    businessId: businessId(),
    /** The response that earned it: by its survey reward, or by a reply's make-good (`replyId`). */
    responseId: uuid('response_id')
      .notNull()
      .references(() => responses.id, { onDelete: 'cascade' }),
    replyId: uuid('reply_id').unique(),
    code: text('code').notNull().unique(),
    amount: money('amount').notNull(),
    description: text('description').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    isRedeemed: boolean('is_redeemed').notNull().default(false),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    userConfirm: boolean('user_confirm').notNull().default(false),
    confirmToken: text('confirm_token').notNull().unique(),
    customerPhone: text('customer_phone').notNull(),
    customerName: text('customer_name').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('vouchers_business_created_idx').on(t.businessId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('vouchers_business_redeemed_created_idx').on(
      t.businessId,
      t.isRedeemed,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // A response's survey reward is one voucher; its replies may add make-goods of their own.
    uniqueIndex('vouchers_response_reward_key')
      .on(t.responseId)
      .where(sql`${t.replyId} is null`),
    index('vouchers_phone_trgm_idx').using('gin', sql`${t.customerPhone} gin_trgm_ops`),
  ],
);

/** Card top-ups. status: 'pending' | 'processing' (a confirm is running) | 'failed' | '1' paid | '4' refunded. */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: id(),
    businessId: businessId(),
    provider: text('provider').notNull(),
    amount: money('amount').notNull(),
    status: text('status').notNull().default('pending'),
    cardMask: text('card_mask').notNull(),
    providerRef: text('provider_ref'),
    otpHash: text('otp_hash'),
    otpPhone: text('otp_phone').notNull(),
    otpSentAt: timestamp('otp_sent_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    errorCode: integer('error_code'),
    /** The instance whose confirm holds the 'processing' claim, and when that claim lapses (a lease). */
    claimedBy: text('claimed_by'),
    claimExpiresAt: timestamp('claim_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payment_transactions_status_check', sql`${t.status} in ('pending', 'processing', 'failed', '1', '4')`),
    index('payment_transactions_business_created_idx').on(
      t.businessId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('payment_transactions_business_status_created_idx').on(
      t.businessId,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/** Messages recorded by the sandbox SMS/Telegram/push providers (what they "sent"): by phone, Telegram chat id or push endpoint. */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    channel: text('channel').$type<'sms' | 'telegram' | 'push'>().notNull(),
    phone: text('phone'),
    chatId: text('chat_id'),
    /** A push's subscription endpoint (its text is the JSON payload). */
    endpoint: text('endpoint'),
    text: text('text').notNull(),
    /** A bot message's reply_markup as sent. */
    replyMarkup: jsonb('reply_markup'),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_phone_created_idx').on(t.phone, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('outbox_chat_created_idx')
      .on(t.chatId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.chatId} is not null`),
  ],
);
