import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicFormSchema } from '@fikr/shared/core';
import { conflict } from '../../lib/app-error';
import { publicFormView, resolvePublicCode } from '../../services/public-form';
import { ok, okResponse } from '../replies';

/** GET /forms/u/:code — public: a survey request (reward + status; completed → 409) or a form's open link. */
export default async function publicFormRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/u/:code',
    {
      schema: {
        tags: ['public'],
        params: z.object({ code: z.string().max(200) }),
        response: okResponse(publicFormSchema),
      },
      preHandler: app.rateLimit('publicForm', (request) => request.ip),
    },
    async (request) => {
      const target = await resolvePublicCode(app.db, request.params.code);
      if (target.kind === 'request' && target.request.status === 'completed')
        throw conflict('errors.responseCompleted');
      return ok(publicFormView(target));
    },
  );
}
