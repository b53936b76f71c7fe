import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  type CardPaymentSession,
  type ConfirmTransactionPayload,
  type CreateTransactionPayload,
} from '@fikr/shared/core';
import type { Db } from '../db/client';
import { businesses, ledger, paymentTransactions } from '../db/schema';
import { AppError, conflict } from '../lib/app-error';
import { isUuid } from '../lib/random-codes';
import { CARD_CODES } from '../providers/types';
import { INSTANCE_ID } from '../lib/instance-id';
import { recordAudit, type Actor } from './audit';
import { cardErrorKey } from './card-errors';
import { assertNotSuspended } from './survey-request';

/** Wrong OTPs allowed before the transaction is given up. */
const MAX_OTP_ATTEMPTS = 5;

/** 400 with the Uzbek text of a processor code (spec §8) and the code itself. */
export function cardError(code: number): AppError {
  return new AppError(400, cardErrorKey(code), code);
}

const maskCard = (card: string) => `${card.slice(0, 4)} **** **** ${card.slice(-4)}`;

export async function createTopUp(
  app: FastifyInstance,
  businessId: string,
  input: CreateTransactionPayload,
): Promise<CardPaymentSession> {
  await assertNotSuspended(app.db, businessId);
  const [business] = await app.db
    .select({ phone: businesses.phone })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  const { card } = app.providers;
  const [tx] = await app.db
    .insert(paymentTransactions)
    .values({
      businessId,
      provider: card.name,
      amount: input.amount,
      cardMask: maskCard(input.cardNumber),
      otpPhone: business.phone,
    })
    .returning({ id: paymentTransactions.id });
  const result = await card.createTransaction({ transactionId: tx.id, businessPhone: business.phone, ...input });
  if (!result.ok) {
    await app.db
      .update(paymentTransactions)
      .set({ status: 'failed', errorCode: result.code, updatedAt: new Date() })
      .where(eq(paymentTransactions.id, tx.id));
    throw cardError(result.code);
  }
  await app.db
    .update(paymentTransactions)
    .set({
      providerRef: result.providerRef,
      otpHash: result.otpHash ?? null,
      otpSentAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(paymentTransactions.id, tx.id));
  return { transactionId: tx.id, otpSentPhone: result.otpSentPhone };
}

/** Not yet settled: only such a row may become paid or failed (and paid is credited exactly once). */
const unsettled = inArray(paymentTransactions.status, ['pending', 'processing']);

/**
 * A 'processing' claim whose lease ran out: its instance died mid-confirm. The lease (config
 * topUpClaimLeaseMs, 2 min) is well above the processor's 30 s timeout, so a live confirm is never taken over.
 */
const claimLapsed = and(
  eq(paymentTransactions.status, 'processing'),
  lt(paymentTransactions.claimExpiresAt, sql`now()`),
);

/**
 * Confirms a top-up with its OTP. The row is first claimed (pending → processing) by one conditional
 * UPDATE, so a repeated or concurrent confirm does not reach the processor twice; the claim is settled by
 * updates that only change an unsettled row, and the credit's ledger row is unique per transaction.
 */
export async function confirmTopUp(
  app: FastifyInstance,
  businessId: string,
  input: ConfirmTransactionPayload,
  actor?: Actor,
) {
  if (!isUuid(input.transactionId)) throw cardError(CARD_CODES.notFound);
  const mine = and(eq(paymentTransactions.id, input.transactionId), eq(paymentTransactions.businessId, businessId));
  const [claimed] = await app.db
    .update(paymentTransactions)
    .set({
      status: 'processing',
      attempts: sql`${paymentTransactions.attempts} + 1`,
      claimedBy: INSTANCE_ID,
      claimExpiresAt: sql`now() + make_interval(secs => ${app.config.topUpClaimLeaseMs / 1000})`,
      updatedAt: new Date(),
    })
    .where(and(mine, or(eq(paymentTransactions.status, 'pending'), claimLapsed)))
    .returning();
  if (!claimed) {
    const [row] = await app.db.select({ status: paymentTransactions.status }).from(paymentTransactions).where(mine);
    if (row?.status === '1' || row?.status === 'processing') throw conflict('api.paymentAlreadyConfirmed');
    throw cardError(CARD_CODES.notFound);
  }
  const settle = and(eq(paymentTransactions.id, claimed.id), unsettled);
  let result;
  try {
    result = await app.providers.card.confirmTransaction({
      transactionId: claimed.id,
      providerRef: claimed.providerRef,
      otp: input.otp,
      otpHash: claimed.otpHash,
      otpSentAt: claimed.otpSentAt,
    });
  } catch (err) {
    await app.db.update(paymentTransactions).set({ status: 'pending' }).where(settle);
    throw err;
  }
  if (!result.ok) {
    const again = result.retry && claimed.attempts < MAX_OTP_ATTEMPTS;
    await app.db
      .update(paymentTransactions)
      .set({ status: again ? 'pending' : 'failed', errorCode: result.code, updatedAt: new Date() })
      .where(settle);
    throw cardError(result.code);
  }
  const amount = Number(claimed.amount);
  const balance = await app.db.transaction(async (tx) => {
    const [paid] = await tx
      .update(paymentTransactions)
      .set({ status: '1', errorCode: null, updatedAt: new Date() })
      .where(settle)
      .returning({ id: paymentTransactions.id });
    // Settled meanwhile by a confirm of another server process (see releaseAbandonedClaims).
    if (!paid) throw conflict('api.paymentAlreadyConfirmed');
    const [credited] = await tx
      .update(businesses)
      .set({ coin: sql`${businesses.coin} + ${amount}` })
      .where(eq(businesses.id, businessId))
      .returning({ coin: businesses.coin });
    await tx.insert(ledger).values({ businessId, kind: 'topup', amount, transactionId: claimed.id });
    if (actor) await recordAudit(tx, actor, 'topup.credited', `${amount} ${claimed.cardMask}`);
    return Number(credited.coin);
  });
  return { transactionId: claimed.id, amount, status: 1 as const, balance };
}

/**
 * A process killed between a confirm's claim and its settling leaves the row 'processing': the customer's
 * retry would hear "already confirmed" for a top-up never credited. Run at start, this gives back to
 * 'pending' the claims whose lease ran out (and those from before leases); a live peer's claim is left alone,
 * so its confirm never reaches the processor twice. A claim that lapses later is taken over by the next
 * confirm itself. `soleInstance` (PGlite: its data directory lock admits one process) releases every claim.
 */
export async function releaseAbandonedClaims(db: Db, soleInstance = false): Promise<number> {
  const abandoned = soleInstance
    ? eq(paymentTransactions.status, 'processing')
    : and(
        eq(paymentTransactions.status, 'processing'),
        or(isNull(paymentTransactions.claimExpiresAt), lt(paymentTransactions.claimExpiresAt, sql`now()`)),
      );
  const released = await db
    .update(paymentTransactions)
    .set({ status: 'pending', claimedBy: null, claimExpiresAt: null, updatedAt: new Date() })
    .where(abandoned)
    .returning({ id: paymentTransactions.id });
  return released.length;
}
