import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const links = z.object({ success: z.literal(true), data: z.object({ formOrigin: z.string() }) });

/**
 * GET /api/public/links — where customers' links point (PUBLIC_FORM_ORIGIN, default PUBLIC_ORIGIN): the console
 * builds a form's open share link and its QR code from it, the same origin the survey SMS uses.
 */
export default async function publicLinkRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/links', { schema: { tags: ['public'], response: { 200: links } } }, async () => ({
    success: true as const,
    data: { formOrigin: app.config.publicFormOrigin },
  }));
}
