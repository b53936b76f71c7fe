import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGE_KINDS,
  moneyReportSchema,
  opsBusinessesPageSchema,
  opsMessagesSchema,
  opsPayoutsSchema,
  opsRemotesSchema,
  remoteNameSchema,
  remoteOverrideRequestSchema,
  payoutReviewSchema,
  payoutStatusSchema,
  reconciliationSchema,
  suspendRequestSchema,
  paginationQuerySchema,
  suspensionSchema,
} from '@fikr/shared/core';
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
import { assertAllowedOrigin, listOverrides, setOverride, unsetOverride } from '../../services/remotes';
import { ok, okResponse } from '../replies';
import { smsTemplatesRoute } from './sms-templates';

const secured = { security: [{ bearer: [] }], tags: ['ops'] };
const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const idParams = z.object({ id: z.string().max(100) });
const search = z.preprocess(
  blank,
  z.string({ error: 'validation.searchTooLong' }).trim().max(100, { error: 'validation.searchTooLong' }).optional(),
);

/**
 * The platform's operators (users who proved a phone that is in OPERATOR_PHONES) and no one else: owners get 403.
 * Every operator action goes to the append-only ops_audit in the action's own transaction.
 */
export default async function opsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const operators = new Set(app.config.operatorPhones);
  const operatorOf = new WeakMap<FastifyRequest, Operator>();
  const requireOperator = async (request: FastifyRequest) => {
    await (app.authenticate as (request: FastifyRequest) => Promise<void>)(request);
    const [user] = await app.db
      .select({ phone: users.phone, provenAt: users.phoneVerifiedAt })
      .from(users)
      .where(eq(users.id, request.userId));
    // a listed number that nobody proved is nobody's: registering it gives nothing
    if (!user || !operators.has(user.phone) || user.provenAt === null) throw forbidden();
    operatorOf.set(request, { phone: user.phone, ip: request.ip });
  };
  const op = (request: FastifyRequest) => operatorOf.get(request) as Operator;
  smsTemplatesRoute(app, requireOperator);

  app.get(
    '/businesses',
    {
      schema: {
        ...secured,
        querystring: paginationQuerySchema.extend({ search }),
        response: okResponse(opsBusinessesPageSchema),
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
        body: suspendRequestSchema,
        response: okResponse(suspensionSchema),
      },
      preValidation: requireOperator,
    },
    async (request) => ok(await setSuspended(app.db, op(request), request.params.id, request.body.reason)),
  );
  app.post(
    '/businesses/:id/unsuspend',
    {
      schema: { ...secured, params: idParams, response: okResponse(suspensionSchema) },
      preValidation: requireOperator,
    },
    async (request) => ok(await setSuspended(app.db, op(request), request.params.id, null)),
  );
  app.post(
    '/reconcile',
    { schema: { ...secured, response: okResponse(reconciliationSchema) }, preValidation: requireOperator },
    async (request) => {
      const result = await reconcileNow(app.db, app.config, (tx, mismatches) =>
        recordOps(tx, op(request), 'reconcile.run', mismatches.length === 0 ? 'ok' : `${mismatches.length} mismatches`),
      );
      return ok(result);
    },
  );
  app.get(
    '/reconcile',
    { schema: { ...secured, response: okResponse(reconciliationSchema) }, preValidation: requireOperator },
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
        response: okResponse(opsMessagesSchema),
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
        response: okResponse(moneyReportSchema),
      },
      preValidation: requireOperator,
    },
    async (request) => ok(await moneyReport(app.db, request.query.from, request.query.to)),
  );
  app.get(
    '/payouts',
    {
      schema: {
        ...secured,
        querystring: z.object({
          status: z.preprocess(
            blank,
            z.enum(payoutStatusSchema.options, { error: 'validation.statusInvalid' }).default('review'),
          ),
        }),
        response: okResponse(opsPayoutsSchema),
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
          response: okResponse(payoutReviewSchema),
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

  // The console's remote manifest, shared by every instance: moving a remote forward (a canary, a new version) or
  // back (a rollback) is a row in the database that all instances serve within a second, with its CSP.
  const remotesNow = async () => {
    app.remotes.invalidate();
    await app.remotes.fresh();
    return ok({ manifest: app.remotes.manifest(), overrides: await listOverrides(app.db) });
  };
  const nameParams = z.object({ name: remoteNameSchema });
  app.get(
    '/remotes',
    { schema: { ...secured, response: okResponse(opsRemotesSchema) }, preValidation: requireOperator },
    async () => remotesNow(),
  );
  app.put(
    '/remotes/:name',
    {
      schema: {
        ...secured,
        params: nameParams,
        body: remoteOverrideRequestSchema,
        response: okResponse(opsRemotesSchema),
      },
      preValidation: requireOperator,
    },
    async (request) => {
      const { entry, pages } = request.body;
      const value = entry === null ? null : pages ? { entry, pages } : entry;
      assertAllowedOrigin(value, app.config.remoteOrigins);
      await app.db.transaction(async (tx) => {
        const name = await setOverride(tx, request.params.name, value, op(request).phone);
        await recordOps(tx, op(request), 'remote.set', `${name} ${entry ?? 'withdrawn'}`);
      });
      return remotesNow();
    },
  );
  app.delete(
    '/remotes/:name',
    {
      schema: { ...secured, params: nameParams, response: okResponse(opsRemotesSchema) },
      preValidation: requireOperator,
    },
    async (request) => {
      await app.db.transaction(async (tx) => {
        const removed = await unsetOverride(tx, request.params.name);
        const name = request.params.name.replace(/-/g, '_');
        await recordOps(tx, op(request), 'remote.unset', removed ? name : `${name} (had no override)`);
      });
      return remotesNow();
    },
  );
}
