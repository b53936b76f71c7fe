import { eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ONBOARDING_STEPS, type Onboarding } from '@fikr/shared/core';
import type { Db } from '../db/client';
import { rows } from '../db/rows';
import { businessOnboarding, businesses, responses } from '../db/schema';
import { conflict } from '../lib/app-error';
import { text } from '../lib/messages';
import { urlToken } from '../lib/random-codes';
import { smsText } from '../lib/sms-text';
import { bumpBusinessStats, countResponse } from './counters';
import { FIELD, markStep } from './onboarding-steps';
import { customerLang } from './customer-lang';
import { findOwnForm } from './forms';
import { enqueueMessage } from './outbox';
import { responseView, type BusinessResponse } from './response-view';
import { assertNotSuspended } from './survey-request';
import type { Scope } from './scope';

type Row = typeof businessOnboarding.$inferSelect;

function view(row: Row | undefined): Onboarding {
  const steps = ONBOARDING_STEPS.map((key) => {
    const at = row?.[FIELD[key]] ?? null;
    return { key, done: at !== null, doneAt: at ? at.toISOString() : null };
  });
  return { steps, done: steps.every((s) => s.done), testRequestUsed: Boolean(row?.testRequestAt) };
}

/**
 * GET /business/onboarding. Steps are stamped when they happen (a form created, a request sent, a link taken);
 * a business from before the first steps existed, or an answer (stamped here rather than on the hot submit path),
 * gets the moment from its data once, and that moment is kept whatever is deleted later. Test requests and their
 * answers are not real ones: they do no step.
 */
export async function getOnboarding(db: Db, businessId: string): Promise<Onboarding> {
  const [row] = await db.select().from(businessOnboarding).where(eq(businessOnboarding.businessId, businessId));
  if (row?.formAt && row.requestAt && row.answerAt) return view(row);
  const [found] = await rows<{ form_at: string | null; request_at: string | null; answer_at: string | null }>(
    db,
    sql`select
          (select created_at from forms where business_id = ${businessId} order by created_at limit 1) as form_at,
          (select created_at from responses where business_id = ${businessId} and type_motive is not null
             and not is_test order by created_at limit 1) as request_at,
          (select completed_at from responses where business_id = ${businessId} and status = 'completed'
             and not is_test order by created_at limit 1) as answer_at`,
  );
  const seen = {
    formAt: found.form_at ? new Date(found.form_at) : null,
    requestAt: found.request_at ? new Date(found.request_at) : null,
    answerAt: found.answer_at ? new Date(found.answer_at) : null,
  };
  if (!seen.formAt && !seen.requestAt && !seen.answerAt) return view(row);
  const [kept] = await db
    .insert(businessOnboarding)
    .values({ businessId, ...seen })
    .onConflictDoUpdate({
      target: businessOnboarding.businessId,
      set: {
        formAt: sql`coalesce(${businessOnboarding.formAt}, excluded.form_at)`,
        requestAt: sql`coalesce(${businessOnboarding.requestAt}, excluded.request_at)`,
        answerAt: sql`coalesce(${businessOnboarding.answerAt}, excluded.answer_at)`,
      },
    })
    .returning();
  return view(kept);
}

/** POST /business/onboarding/share: the console took the form's link, QR image or table tent. */
export async function markShared(db: Db, businessId: string): Promise<Onboarding> {
  await markStep(db, businessId, 'share');
  return getOnboarding(db, businessId);
}

/**
 * POST /business/onboarding/test-request: a real survey request to the caller's own phone, marked as a test. Free
 * (no reward, no fee, no ledger row) and once per business: the claim of `test_request_at` is a conditional
 * upsert, so of concurrent calls one sends and the others get 409.
 */
export async function sendTestRequest(
  app: FastifyInstance,
  { businessId, branchId }: Scope,
  formId: string,
  phone: string,
): Promise<BusinessResponse> {
  const form = await findOwnForm(app.db, businessId, formId);
  await assertNotSuspended(app.db, businessId);
  const response = await app.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(businessOnboarding)
      .values({ businessId, testRequestAt: new Date() })
      .onConflictDoUpdate({
        target: businessOnboarding.businessId,
        set: { testRequestAt: sql`excluded.test_request_at` },
        setWhere: isNull(businessOnboarding.testRequestAt),
      })
      .returning({ businessId: businessOnboarding.businessId });
    if (claimed.length === 0) throw conflict('errors.testRequestUsed');
    const [created] = await tx
      .insert(responses)
      // filed under the caller's branch, so a branch-bound manager sees their own test in the list
      .values({ businessId, branchId, formId: form.id, uniqueCode: urlToken(), customerPhone: phone, isTest: true })
      .returning();
    await countResponse(tx, form.id);
    await bumpBusinessStats(tx, businessId, { responses: 1 });
    const [business] = await tx.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, businessId));
    const lang = await customerLang(tx, phone);
    const url = `${app.config.publicFormOrigin}/form/${created.uniqueCode}`;
    const message = await enqueueMessage(tx, {
      channel: 'sms',
      kind: 'survey',
      phone,
      businessId,
      responseId: created.id,
      link: { label: text('api.tgOpenForm', {}, lang), url },
      text: smsText('sms.surveyTest', { business: business.name, url }, lang),
    });
    return { created, channel: message.channel === 'telegram' ? ('telegram' as const) : ('sms' as const) };
  });
  return responseView(response.created, form.title, {
    channel: response.channel,
    status: 'queued',
    attempts: 0,
    sentAt: null,
  });
}
