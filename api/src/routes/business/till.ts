import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tillTodaySchema } from '@fikr/shared/core';
import { tillToday } from '../../services/audit';
import { ok, okResponse } from '../replies';

const secured = { security: [{ bearer: [] }], tags: ['business'] };

/** The till's list of today: the signed-in member's own redemptions and coin payments (every role of the team). */
export default async function tillRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/today',
    { schema: { ...secured, response: okResponse(tillTodaySchema) }, preHandler: app.requireBusiness },
    async (request) => ok(await tillToday(app.db, request.businessId, request.userId)),
  );
}
