import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  answerStatsSchema,
  branchQuerySchema,
  branchStatsSchema,
  recoveryQuerySchema,
  recoverySchema,
  reviewClicksQuerySchema,
  reviewClicksSchema,
  statsSchema,
  trendsQuerySchema,
  trendsSchema,
} from '@fikr/shared/core';
import { scopedBranch } from '../../plugins/auth';
import { branchStats } from '../../services/branches';
import { reviewClickStats } from '../../services/review-links';
import { answerStats, businessStats } from '../../services/stats';
import { recoveryStats } from '../../services/recovery';
import { todayStats, trends } from '../../services/trends';
import { ok, okResponse } from '../replies';

const secured = { security: [{ bearer: [] }], tags: ['stats'] };

export default async function statsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/',
    {
      schema: { ...secured, querystring: branchQuerySchema, response: okResponse(statsSchema) },
      preHandler: app.requireBusiness,
    },
    async (request) => {
      const branch = scopedBranch(request, request.query.branch);
      const [stats, today] = await Promise.all([
        businessStats(app.db, request.businessId, branch),
        todayStats(app.db, request.businessId, branch),
      ]);
      return ok({ ...stats, today });
    },
  );
  const answers = { ...secured, response: okResponse(answerStatsSchema) };
  app.get('/answers', { schema: answers, preHandler: app.requireBusiness }, async (request) => {
    return ok(await answerStats(app.db, request.businessId, scopedBranch(request)));
  });
  /** Per Asia/Tashkent day: requests, completed, average public rating (null without ratings). */
  app.get(
    '/trends',
    {
      schema: { ...secured, querystring: trendsQuerySchema, response: okResponse(trendsSchema) },
      preHandler: app.requireBusiness,
    },
    async (request) => {
      const branch = scopedBranch(request, request.query.branch);
      return ok(await trends(app.db, request.businessId, { ...request.query, branch }));
    },
  );

  /** 'Norozi mijozlar': public 1–2 star answers of the last `days` days and how many were replied to, made good, came back. */
  app.get(
    '/recovery',
    {
      schema: { ...secured, querystring: recoveryQuerySchema, response: okResponse(recoverySchema) },
      preHandler: app.requireBusiness,
    },
    async (request) => {
      const branch = scopedBranch(request, request.query.branch);
      return ok(await recoveryStats(app.db, request.businessId, request.query.days, branch));
    },
  );

  /** Clicks on the completion page's review links per site in the last `days` days (a member: their branch's). */
  app.get(
    '/review-clicks',
    {
      schema: { ...secured, querystring: reviewClicksQuerySchema, response: okResponse(reviewClicksSchema) },
      preHandler: app.requireBusiness,
    },
    async (request) => {
      const branch = scopedBranch(request, request.query.branch);
      return ok(await reviewClickStats(app.db, request.businessId, branch, request.query.days));
    },
  );

  /** The dashboard's branch table: requests, completed and the public rating per branch. */
  app.get(
    '/branches',
    { schema: { ...secured, response: okResponse(branchStatsSchema) }, preHandler: app.requireBusiness },
    async (request) => ok(await branchStats(app.db, request.businessId, scopedBranch(request) ?? null)),
  );
}
