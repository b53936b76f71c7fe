import type { FastifyInstance } from 'fastify';
import { answerStats, businessStats } from '../../services/stats';

const secured = { security: [{ bearer: [] }], tags: ['stats'] };

export default async function statsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/', { schema: secured, preHandler: app.requireBusiness }, async (request) => {
    return { success: true, data: await businessStats(app.db, request.businessId) };
  });
  app.get('/answers', { schema: secured, preHandler: app.requireBusiness }, async (request) => {
    return { success: true, data: await answerStats(app.db, request.businessId) };
  });
}
