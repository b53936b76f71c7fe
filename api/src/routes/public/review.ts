import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reviewRedirectSchema, reviewSitesSchema } from '@fikr/shared/core';
import { followReviewLink, reviewSites } from '../../services/review-links';
import { ok, okResponse } from '../replies';

const code = z.string().max(200);

/**
 * The completion page's public review links, for a customer who answered publicly whatever the rating: the sites
 * offered (GET /api/public/review/:code) and a click on one (POST …/:site, the light app's /r/{code}/{site}), which
 * is counted and moves no money.
 */
export default async function publicReviewRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/review/:code',
    { schema: { tags: ['public'], params: z.object({ code }), response: okResponse(reviewSitesSchema) } },
    async (request) => ok({ sites: await reviewSites(app.db, request.params.code) }),
  );
  app.post(
    '/review/:code/:site',
    {
      schema: {
        tags: ['public'],
        params: z.object({ code, site: z.string().max(20) }),
        response: okResponse(reviewRedirectSchema),
      },
    },
    async (request) => ok({ url: await followReviewLink(app.db, request.params.code, request.params.site) }),
  );
}
