import { createHash } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { PAYOUT_DAY_MAX, type Lang, type Payout, type PayoutRequestPayload } from '@fikr/shared/core';
import type { Db } from '../db/client';
import { sqlState, UNIQUE_VIOLATION } from '../db/pg-error';
import { rows } from '../db/rows';
import { coinLedger, customerWallets, payouts } from '../db/schema';
import { AppError } from '../lib/app-error';
import { cardSecrets, payoutCardMask } from '../lib/card-secret';
import { text } from '../lib/messages';
import { cardErrorKey } from './card-errors';
import type { Tx } from './counters';

type PayoutRow = typeof payouts.$inferSelect;

/** An Idempotency-Key as a client may send it: 1–100 visible ASCII characters. */
const KEY_RE = /^[\x21-\x7e]{1,100}$/;

export function payoutView(row: PayoutRow, lang: Lang): Payout {
  return {
    _id: row.id,
    amount: Number(row.amount),
    cardMask: row.cardMask,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
    error: row.status === 'failed' ? text(cardErrorKey(row.errorCode), undefined, lang) : null,
  };
}

const requestHash = (input: PayoutRequestPayload) =>
  createHash('sha256').update(`${input.amount}:${input.cardNumber}`).digest('base64url');

async function byKey(db: Db | Tx, phone: string, key: string): Promise<PayoutRow | undefined> {
  const [row] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.phone, phone), eq(payouts.idempotencyKey, key)))
    .limit(1);
  return row;
}

function replay(row: PayoutRow, hash: string): PayoutRow {
  if (row.requestHash !== hash) throw new AppError(422, 'wallet.idempotencyKeyReused');
  return row;
}

/**
 * POST /customer/payouts. In one transaction: the wallet row is locked, the rules checked (balance, 1,000,000 a
 * Tashkent day), the payout created pending (in review when the phone's payouts of the Tashkent day, this one
 * included, are over `reviewAbove`) with the card sealed for the job, the wallet debited and the debit
 * written as a movement. The same Idempotency-Key with the same body answers the same payout; with another body, 422.
 */
export async function createPayout(
  db: Db,
  secret: string,
  phone: string,
  idempotencyKey: string | undefined,
  input: PayoutRequestPayload,
  reviewAbove = Number.POSITIVE_INFINITY,
): Promise<PayoutRow> {
  if (!idempotencyKey || !KEY_RE.test(idempotencyKey)) throw new AppError(400, 'wallet.idempotencyKeyRequired');
  const hash = requestHash(input);
  const earlier = await byKey(db, phone, idempotencyKey);
  if (earlier) return replay(earlier, hash);
  try {
    return await db.transaction(async (tx) => {
      const [wallet] = await rows<{ coin: number | string }>(
        tx,
        sql`select coin from customer_wallets where phone = ${phone} for update`,
      );
      // The same key sent twice at once: the second waited for the wallet's lock and now sees the first's payout.
      const sameKey = await byKey(tx, phone, idempotencyKey);
      if (sameKey) return replay(sameKey, hash);
      if (!wallet || Number(wallet.coin) < input.amount) throw new AppError(400, 'wallet.insufficient');
      const [today] = await rows<{ total: number | string }>(
        tx,
        sql`select coalesce(sum(amount), 0) as total from payouts
            where phone = ${phone} and status <> 'failed'
              and created_at >= (date_trunc('day', now() at time zone 'Asia/Tashkent') at time zone 'Asia/Tashkent')`,
      );
      const dayTotal = Number(today.total) + input.amount;
      if (dayTotal > PAYOUT_DAY_MAX) throw new AppError(400, 'wallet.payoutDayLimit');
      const [payout] = await tx
        .insert(payouts)
        .values({
          phone,
          amount: input.amount,
          cardMask: payoutCardMask(input.cardNumber),
          cardSecret: cardSecrets(secret).seal(input.cardNumber),
          idempotencyKey,
          requestHash: hash,
          // The day's total, not this payout alone: two payouts just under the threshold are one large cash-out.
          status: dayTotal > reviewAbove ? 'review' : 'pending',
        })
        .returning();
      await tx
        .update(customerWallets)
        .set({ coin: sql`${customerWallets.coin} - ${input.amount}`, updatedAt: new Date() })
        .where(eq(customerWallets.phone, phone));
      await tx.insert(coinLedger).values({ phone, kind: 'payout', amount: -input.amount, payoutId: payout.id });
      return payout;
    });
  } catch (err) {
    // The same key sent twice at once for a phone without a wallet row yet: the second insert met the first's.
    if (sqlState(err) !== UNIQUE_VIOLATION) throw err;
    const winner = await byKey(db, phone, idempotencyKey);
    if (!winner) throw err;
    return replay(winner, hash);
  }
}

/** GET /customer/payouts: the phone's payouts, newest first. */
export async function listPayouts(db: Db, phone: string): Promise<PayoutRow[]> {
  return db
    .select()
    .from(payouts)
    .where(eq(payouts.phone, phone))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(100);
}
