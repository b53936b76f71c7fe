import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PublicSubmitPayload } from '@fikr/shared/core';
import { coinLedger, customerWallets, responses, vouchers } from '../db/schema';
import { conflict } from '../lib/app-error';
import { urlToken, voucherCode } from '../lib/random-codes';
import { bumpBusinessStats, countAnswers, countResponse, type Tx } from './counters';
import { validateAnswers } from './answers';
import { resolvePublicCode } from './public-form';
import { sendQuietly } from './survey-request';

const DAY_MS = 86_400_000;

async function insertVoucher(tx: Tx, values: Omit<typeof vouchers.$inferInsert, 'code' | 'confirmToken'>) {
  // Codes are 8 characters from 32 symbols; a collision is rare but possible, so pick again.
  for (let attempt = 0; attempt < 10; attempt++) {
    const [row] = await tx
      .insert(vouchers)
      .values({ ...values, code: voucherCode(), confirmToken: urlToken(24) })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
  }
  throw new Error('could not allocate a voucher code');
}

/**
 * POST /responses/:code/submit. A request code completes its waiting response exactly once (the
 * conditional UPDATE makes a concurrent second submit find nothing → 409) and grants the reward in the
 * same transaction; a form's share code stores a new completed response without reward.
 */
export async function submitPublic(app: FastifyInstance, code: string, input: PublicSubmitPayload): Promise<{ _id: string }> {
  const target = await resolvePublicCode(app.db, code);
  if (target.kind === 'request' && target.response.status === 'completed') throw conflict('errors.responseCompleted');
  const answers = validateAnswers(target.form.questions, input.answers);
  const filled = { answers, rating: input.rating, review: input.review, isPublic: input.isPublic, completedAt: new Date() };
  if (target.kind === 'open') {
    const formId = target.form.id;
    const id = await app.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(responses)
        .values({ ...filled, businessId: target.form.businessId, formId, uniqueCode: urlToken(), status: 'completed' })
        .returning({ id: responses.id });
      await countResponse(tx, formId);
      await countAnswers(tx, formId, answers);
      await bumpBusinessStats(tx, target.form.businessId, { responses: 1, completed: 1, ratingSum: input.rating, ratingCount: 1 });
      return row.id;
    });
    return { _id: id };
  }
  const outcome = await app.db.transaction(async (tx) => {
    const [done] = await tx
      .update(responses)
      .set({ ...filled, status: 'completed' })
      .where(and(eq(responses.id, target.response.id), eq(responses.status, 'waiting')))
      .returning();
    if (!done) throw conflict('errors.responseCompleted');
    await countAnswers(tx, done.formId, answers);
    await bumpBusinessStats(tx, done.businessId, { completed: 1, ratingSum: input.rating, ratingCount: 1 });
    if (done.typeMotive === 'coin') {
      const amount = Number(done.coin ?? 0);
      await tx
        .insert(customerWallets)
        .values({ phone: done.customerPhone, coin: amount })
        .onConflictDoUpdate({ target: customerWallets.phone, set: { coin: sql`${customerWallets.coin} + ${amount}`, updatedAt: new Date() } });
      await tx.insert(coinLedger).values({ phone: done.customerPhone, businessId: done.businessId, responseId: done.id, amount });
      return { response: done, voucher: null };
    }
    const voucher = await insertVoucher(tx, {
      businessId: done.businessId,
      responseId: done.id,
      amount: Number(done.voucherAmount ?? 0),
      description: done.voucherDescription ?? '',
      expiresAt: new Date(Date.now() + (done.voucherDuration ?? 0) * DAY_MS),
      customerPhone: done.customerPhone,
      customerName: done.customerName,
    });
    return { response: done, voucher };
  });
  const business = target.business.name;
  const { response, voucher } = outcome;
  const message = voucher
    ? `${business}: rahmat! ${voucher.amount} so'mlik voucheringiz kodi ${voucher.code}, ${voucher.expiresAt.toISOString().slice(0, 10)} gacha amal qiladi.`
    : `${business}: rahmat! Hisobingizga ${Number(response.coin ?? 0)} coin keshbek qo'shildi.`;
  await sendQuietly(app, response.customerPhone, message);
  return { _id: response.id };
}
