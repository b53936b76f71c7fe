import { and, eq, gte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { coinCommission, voucherCommission, type CreateResponsePayload } from '@fikr/shared/core';
import { businesses, clients, ledger, responses } from '../db/schema';
import { AppError } from '../lib/app-error';
import { text } from '../lib/messages';
import { urlToken } from '../lib/random-codes';
import { smsText } from '../lib/sms-text';
import { bumpBusinessStats, countResponse } from './counters';
import { ownBranch } from './branches';
import { findOwnForm } from './forms';
import { recordAudit, type Actor } from './audit';
import { enqueueMessage } from './outbox';
import { markStep } from './onboarding-steps';
import { customerLang } from './customer-lang';
import { surveysStopped } from './customer-contacts';
import { assertNotTooOften, quietHoursEnd } from './survey-guard';
import { responseView, type BusinessResponse } from './response-view';

/** What the business pays: a coin reward plus its commission; for a voucher only the commission. */
export function requestCost(input: CreateResponsePayload): { cost: number; commission: number } {
  if (input.typeMotive === 'coin') {
    const commission = coinCommission(input.coin);
    return { cost: input.coin + commission, commission };
  }
  const commission = voucherCommission(input.voucher.amount);
  return { cost: commission, commission };
}

/**
 * POST /responses/:formId. One transaction: conditional debit (never below zero), ledger row, waiting
 * response with an unguessable code, client upsert, and the customer's SMS link in the outbox (sent by the
 * outbox's sender loop, with retries). Not enough balance → 400 and nothing changes.
 */
/** A suspended business reads everything but sends no request and tops up nothing (403). */
export async function assertNotSuspended(db: FastifyInstance['db'], businessId: string): Promise<void> {
  const [row] = await db
    .select({ suspendedAt: businesses.suspendedAt })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (row?.suspendedAt) throw new AppError(403, 'errors.businessSuspended');
}

export async function createSurveyRequest(
  app: FastifyInstance,
  businessId: string,
  formId: string,
  input: CreateResponsePayload,
  actor?: Actor,
): Promise<BusinessResponse> {
  const form = await findOwnForm(app.db, businessId, formId);
  await assertNotSuspended(app.db, businessId);
  const branch = input.branchId ? await ownBranch(app.db, businessId, input.branchId) : null;
  // The customer said /stop (or will, by the SMS opt-out link): no business may ask them, and nothing is charged.
  if (await surveysStopped(app.db, input.phone)) throw new AppError(409, 'errors.customerOptedOut');
  const { cost, commission } = requestCost(input);
  const notBefore = app.config.surveys.quietHours ? quietHoursEnd(Date.now()) : null;
  const result = await app.db.transaction(async (tx) => {
    await assertNotTooOften(tx, app.config.surveys, businessId, input.phone);
    const [debited] = await tx
      .update(businesses)
      .set({ coin: sql`${businesses.coin} - ${cost}` })
      .where(and(eq(businesses.id, businessId), gte(businesses.coin, cost)))
      .returning({ name: businesses.name });
    if (!debited) throw new AppError(400, 'validation.insufficientBalance');
    // before the form's counter row: the test request (services/onboarding.ts) takes the two in this order too
    await markStep(tx, businessId, 'request');
    const [response] = await tx
      .insert(responses)
      .values({
        businessId,
        formId: form.id,
        uniqueCode: urlToken(),
        customerPhone: input.phone,
        typeMotive: input.typeMotive,
        coin: input.typeMotive === 'coin' ? input.coin : null,
        voucherAmount: input.typeMotive === 'voucher' ? input.voucher.amount : null,
        voucherDescription: input.typeMotive === 'voucher' ? input.voucher.description : null,
        voucherDuration: input.typeMotive === 'voucher' ? input.voucher.duration : null,
        commission,
        branchId: branch?.id ?? null,
      })
      .returning();
    await countResponse(tx, form.id);
    await tx.insert(ledger).values({ businessId, kind: 'request', amount: -cost, commission, responseId: response.id });
    const [client] = await tx
      .insert(clients)
      .values({ businessId, phone: input.phone, requests: 1 })
      .onConflictDoUpdate({
        target: [clients.businessId, clients.phone],
        set: { requests: sql`${clients.requests} + 1`, updatedAt: new Date() },
      })
      .returning({ requests: clients.requests, name: clients.name });
    // 'Ismingiz' the customer gave this business before: shown in the lists and prefilled on the form.
    if (client.name) {
      await tx.update(responses).set({ customerName: client.name }).where(eq(responses.id, response.id));
      response.customerName = client.name;
    }
    // The client's first request makes a customer, the second a repeat customer.
    await bumpBusinessStats(tx, businessId, {
      responses: 1,
      customers: client.requests === 1 ? 1 : 0,
      repeatCustomers: client.requests === 2 ? 1 : 0,
    });
    const url = `${app.config.publicFormOrigin}/form/${response.uniqueCode}`;
    // every survey request ends with its one-tap opt-out page (the same stop as the bot's /stop)
    const stop = `${app.config.publicFormOrigin}/stop/${response.uniqueCode}`;
    const business = debited.name;
    const lang = await customerLang(tx, input.phone);
    const message = await enqueueMessage(tx, {
      channel: 'sms',
      kind: 'survey',
      phone: input.phone,
      businessId,
      responseId: response.id,
      link: { label: text('api.tgOpenForm', {}, lang), url },
      notBefore,
      text:
        input.typeMotive === 'coin'
          ? smsText('sms.surveyCoin', { business, coin: input.coin, url, stop }, lang)
          : smsText('sms.surveyVoucher', { business, amount: input.voucher.amount, url, stop }, lang),
    });
    if (actor) {
      const what = input.typeMotive === 'coin' ? `coin ${input.coin}` : `voucher ${input.voucher.amount}`;
      await recordAudit(tx, actor, 'survey_request.sent', `${input.phone} ${what} (${cost})`);
    }
    const channel = message.channel === 'telegram' ? ('telegram' as const) : ('sms' as const);
    return { response, channel, status: message.status === 'scheduled' ? ('scheduled' as const) : ('queued' as const) };
  });
  return responseView(result.response, form.title, {
    channel: result.channel,
    status: result.status,
    attempts: 0,
    sentAt: null,
  });
}
