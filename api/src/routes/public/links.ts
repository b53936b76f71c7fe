import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicLinksSchema } from '@fikr/shared/core';
import { ok, okResponse } from '../replies';

const schema = { tags: ['public'], response: okResponse(publicLinksSchema) };

/**
 * GET /api/public/links — where customers' links point (PUBLIC_FORM_ORIGIN, default PUBLIC_ORIGIN): the console
 * builds a form's open share link and its QR code from it, the same origin the survey SMS uses.
 */
export default async function publicLinkRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/links', { schema }, async () => ok({ formOrigin: app.config.publicFormOrigin }));
}
