import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paginationQuerySchema } from '@fikr/shared/core';
import { users } from '../../db/schema';
import { forbidden } from '../../lib/app-error';
import { lastReconciliation, reconcileNow } from '../../services/reconcile';
import {
  listBusinesses,
  listMessages,
  listPayoutsFor,
  moneyReport,
  recordOps,
  retryMessage,
  reviewPayout,
  setSuspended,
  type Operator,
} from '../../services/ops';
import { ok, okResponse } from '../replies';

const secured = { security: [{ bearer: [] }], tags: ['ops'] };
const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const MESSAGE_KINDS = [
  'survey',
  'reward',
  'voucher_confirm',
  'topup_otp',
  'password_reset',
  'alert',
  'customer_code',
  'coin_receipt',
  'payout',
  'member_invite',
] as const;
const idParams = z.object({ id: z.string().max(100) });
const search = z.preprocess(
  blank,
  z.string({ error: 'validation.searchTooLong' }).trim().max(100, { error: 'validation.searchTooLong' }).optional(),
);

const businessSchema = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  coin: z.number(),
  formsCount: z.number(),
  responsesCount: z.number(),
  lastActivityAt: z.string().nullable(),
  suspended: z.boolean(),
});
const businessesPage = z.object({
  businesses: z.array(businessSchema),
  pagination: z.object({ total: z.number(), page: z.number(), limit: z.number() }),
});
const suspension = z.object({ _id: z.string(), suspended: z.boolean() });
const mismatch = z.object({ check: z.string(), target: z.string(), expected: z.number(), actual: z.number() });
const reconciliation = z.object({ ok: z.boolean(), checkedAt: z.string(), mismatches: z.array(mismatch) });
const messagesPage = z.object({
  messages: z.array(
    z.object({
      _id: z.string(),
      channel: z.string(),
      kind: z.string(),
      status: z.string(),
      attempts: z.number(),
      lastError: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  /** Sent of sent and failed in the last 24 hours, in percent. */
  deliveryRate: z.number(),
});

/**
 * The platform's operators (users whose phone is in OPERATOR_PHONES) and no one else: owners get 403. Every
 * operator action goes to the append-only ops_audit.
 */
export default async function opsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const operators = new Set(app.config.operatorPhones);
  const operatorOf = new WeakMap<FastifyRequest, Operator>();
  const requireOperator = async (request: FastifyRequest) => {
    await (app.authenticate as (request: FastifyRequest) => Promise<void>)(request);
    const [user] = await app.db.select({ phone: users.phone }).from(users).where(eq(users.id, request.userId));
    if (!user || !operators.has(user.phone)) throw forbidden();
    operatorOf.set(request, { phone: user.phone, ip: request.ip });
  };
  const op = (request: FastifyRequest) => operatorOf.get(request) as Operator;

  app.get(
    '/businesses',
    {
      schema: {
        ...secured,
        querystring: paginationQuerySchema.extend({ search }),
        response: okResponse(businessesPage),
      },
      preValidation: requireOperator,
    },
    async (request) => ok(await listBusinesses(app.db, request.query)),
  );
  app.post(
    '/businesses/:id/suspend',
    {
      schema: {
        ...secured,
        params: idParams,
        body: z.object({
          reason: z
            .string({ error: 'validation.reasonRequired' })
            .trim()
            .min(1, { error: 'validation.reasonRequired' })
            .max(500, { error: 'validation.reasonRequired' }),
        }),
        response: okResponse(suspension),
      },
      preValidation: requireOperator,
    },
    async (request) => ok(await setSuspended(app.db, op(request), request.params.id, request.body.reason)),
  );
  app.post(
    '/businesses/:id/unsuspend',
    { schema: { ...secured, params: idParams, response: okResponse(suspension) }, preValidation: requireOperator },
    async (request) => ok(await setSuspended(app.db, op(request), request.params.id, null)),
  );
  app.post(
    '/reconcile',
    { schema: { ...secured, response: okResponse(reconciliation) }, preValidation: requireOperator },
    async (request) => {
      const result = await reconcileNow(app.db, app.config);
      await recordOps(
        app.db,
        op(request),
        'reconcile.run',
        result.ok ? 'ok' : `${result.mismatches.length} mismatches`,
      );
      return ok(result);
    },
  );
  app.get(
    '/reconcile',
    { schema: { ...secured, response: okResponse(reconciliation) }, preValidation: requireOperator },
    async () => ok(await lastReconciliation(app.db)),
  );
  app.get(
    '/messages',
    {
      schema: {
        ...secured,
        querystring: paginationQuerySchema.extend({
          status: z.preprocess(
            blank,
            z.enum(['failed', 'queued'], { error: 'validation.statusInvalid' }).default('failed'),
          ),
          kind: z.preprocess(blank, z.enum(MESSAGE_KINDS, { error: 'validation.statusInvalid' }).optional()),
        }),
        response: okResponse(messagesPage),
      },
      preValidation: requireOperator,
    },
    async (request) => ok(await listMessages(app.db, request.query)),
  );
  const day = z
    .string({ error: 'validation.dateInvalid' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.dateInvalid' });
  app.get(
    '/money',
    {
      schema: {
        ...secured,
        querystring: z
          .object({ from: day, to: day })
          .refine((q) => q.from <= q.to && Date.parse(q.to) - Date.parse(q.from) <= 366 * 86_400_000, {
            error: 'validation.dateRangeTooLong',
            path: ['to'],
          }),
        response: okResponse(
          z.object({
            days: z.array(
              z.object({
                date: z.string(),
                topups: z.number(),
                commissions: z.number(),
                rewardsCoin: z.number(),
                payouts: z.number(),
              }),
            ),
            liabilities: z.object({ businessBalances: z.number(), customerWallets: z.number() }),
          }),
        ),
      },
      preValidation: requireOperator,
    },
    async (request) => ok(await moneyReport(app.db, request.query.from, request.query.to)),
  );
  const payoutRow = z.object({
    _id: z.string(),
    phone: z.string(),
    amount: z.number(),
    cardMask: z.string(),
    status: z.string(),
    createdAt: z.string(),
  });
  app.get(
    '/payouts',
    {
      schema: {
        ...secured,
        querystring: z.object({
          status: z.preprocess(
            blank,
            z.enum(['review', 'pending', 'paid', 'failed'], { error: 'validation.statusInvalid' }).default('review'),
          ),
        }),
        response: okResponse(z.object({ payouts: z.array(payoutRow) })),
      },
      preValidation: requireOperator,
    },
    async (request) => ok({ payouts: await listPayoutsFor(app.db, request.query.status) }),
  );
  for (const [action, approve] of [
    ['approve', true],
    ['reject', false],
  ] as const) {
    app.post(
      `/payouts/:id/${action}`,
      {
        schema: {
          ...secured,
          params: idParams,
          response: okResponse(z.object({ _id: z.string(), status: z.string() })),
        },
        preValidation: requireOperator,
      },
      async (request) => {
        const result = await reviewPayout(app.db, op(request), request.params.id, approve);
        if (approve) app.payoutJob.wake();
        return ok(result);
      },
    );
  }
  app.post(
    '/messages/:id/retry',
    {
      schema: {
        ...secured,
        params: idParams,
        response: okResponse(z.object({ _id: z.string(), status: z.literal('queued') })),
      },
      preValidation: requireOperator,
    },
    async (request) => ok(await retryMessage(app.db, op(request), request.params.id)),
  );
}
