import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { businessId } from './accounts';
import { createdAt, id, money } from './columns';

/** A customer who signed in to the wallet; raising token_version ends every session of the phone. */
export const customers = pgTable('customers', {
  phone: text('phone').primaryKey(),
  tokenVersion: integer('token_version').notNull().default(0),
  /** The language the customer signed in with: their SMS (receipts, payouts) are written in it. */
  lang: text('lang').$type<'uz' | 'ru' | 'en'>().notNull().default('uz'),
  createdAt: createdAt(),
});

/** The wallet's sign-in code of a phone (one at a time), hashed; void after 5 wrong tries or 5 minutes. */
export const customerLoginCodes = pgTable('customer_login_codes', {
  phone: text('phone').primaryKey(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * A phone's one live pay code: a business enters it to take coins, at most `amount` (what the customer consented
 * to); a new one replaces it. Codes issued before the amount existed default to 0 and take nothing.
 */
export const payCodes = pgTable('pay_codes', {
  phone: text('phone').primaryKey(),
  code: text('code').notNull().unique(),
  amount: money('amount').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Coins a business took from a customer's wallet with a pay code (credited to its balance). */
export const coinPayments = pgTable(
  'coin_payments',
  {
    id: id(),
    businessId: businessId(),
    phone: text('phone').notNull(),
    amount: money('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('coin_payments_amount_positive', sql`${t.amount} > 0`),
    index('coin_payments_business_created_idx').on(
      t.businessId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

export type PayoutStatus = 'review' | 'pending' | 'unknown' | 'paid' | 'failed';

/**
 * A cash-out to a card. Created pending with the wallet's debit; the payout job (services/payout-job.ts) sends it
 * to the processor and settles it paid, or failed with the wallet credited back. When the last send ends without
 * a readable answer (timeout, transport error) it is `unknown`: never refunded on a guess, the job asks the
 * processor for its status until the answer is definite.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: id(),
    phone: text('phone').notNull(),
    amount: money('amount').notNull(),
    cardMask: text('card_mask').notNull(),
    /** The card number, encrypted, while the payout is pending (the job needs it); erased once it ends. */
    cardSecret: text('card_secret'),
    status: text('status').$type<PayoutStatus>().notNull().default('pending'),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** When a pending payout is due (an unknown one: its next status question); while claimed, the lease's end. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    errorCode: integer('error_code'),
    lastError: text('last_error'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('payouts_status_check', sql`${t.status} in ('review', 'pending', 'unknown', 'paid', 'failed')`),
    check('payouts_amount_positive', sql`${t.amount} > 0`),
    uniqueIndex('payouts_phone_idempotency_key').on(t.phone, t.idempotencyKey),
    index('payouts_phone_created_idx').on(t.phone, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('payouts_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'unknown')`),
  ],
);
