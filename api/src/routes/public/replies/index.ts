import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicReplySchema } from '@fikr/shared/core';
import { publicReply } from '../../../services/public-replies';
import { ok, okResponse } from '../../replies';

const params = z.object({ code: z.string().max(200) });

/** The customer's page of a business's reply: /api/public/replies/:code (no login; the code is the key). */
export default async function publicReplyRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/:code',
    {
      schema: { tags: ['public'], params, response: okResponse(z.object({ reply: publicReplySchema })) },
      preHandler: app.rateLimit('publicForm', (request) => request.ip),
    },
    async (request) => ok({ reply: await publicReply(app.db, request.params.code) }),
  );
}
