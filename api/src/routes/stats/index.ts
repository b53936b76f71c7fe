import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { trendsQuerySchema } from '@fikr/shared/core';
import { answerStats, businessStats } from '../../services/stats';
import { todayStats, trends } from '../../services/trends';

const secured = { security: [{ bearer: [] }], tags: ['stats'] };

export default async function statsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/', { schema: secured, preHandler: app.requireBusiness }, async (request) => {
    const [stats, today] = await Promise.all([
      businessStats(app.db, request.businessId),
      todayStats(app.db, request.businessId),
    ]);
    return { success: true, data: { ...stats, today } };
  });
  app.get('/answers', { schema: secured, preHandler: app.requireBusiness }, async (request) => {
    return { success: true, data: await answerStats(app.db, request.businessId) };
  });
  /** Per Asia/Tashkent day: requests, completed, average public rating (null without ratings). */
  app.get(
    '/trends',
    { schema: { ...secured, querystring: trendsQuerySchema }, preHandler: app.requireBusiness },
    async (request) => {
      return { success: true, data: await trends(app.db, request.businessId, request.query) };
    },
  );
}
