import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict } from '../../lib/app-error';
import { publicFormView, resolvePublicCode } from '../../services/public-form';

/** GET /forms/u/:code — public: a survey request (reward + status; completed → 409) or a form's open link. */
export default async function publicFormRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/u/:code',
    {
      schema: { tags: ['public'], params: z.object({ code: z.string().max(200) }) },
      preHandler: app.rateLimit('publicForm', (request) => request.ip),
    },
    async (request) => {
      const target = await resolvePublicCode(app.db, request.params.code);
      if (target.kind === 'request' && target.request.status === 'completed')
        throw conflict('errors.responseCompleted');
      return { success: true, data: publicFormView(target) };
    },
  );
}
