import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { templatesListSchema, templatesQuerySchema } from '@fikr/shared/core';
import { readerLang } from '../../plugins/error-handler';
import { listTemplates } from '../../services/templates';
import { ok, okResponse } from '../replies';

export default async function templateRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** Public: the sign-up wizard shows a category's templates before the business exists. */
  app.get(
    '/',
    {
      schema: {
        tags: ['forms'],
        summary: "Ready forms by business category, in the reader's language (?lang=, else Accept-Language)",
        querystring: templatesQuerySchema,
        response: okResponse(templatesListSchema),
      },
    },
    async (request) => {
      const lang = request.query.lang ?? readerLang(request);
      return ok({ templates: listTemplates(lang, request.query.category) });
    },
  );
}
