import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { opsPayoutsSchema, payoutReviewSchema, payoutStatusSchema } from '@fikr/shared/core';
import { listPayoutsFor, reviewPayout } from '../../services/ops';
import { ok, okResponse } from '../replies';
import { blank, idParams, secured } from './ops-params';

/** Customers' payouts that wait for a review (a large day total), and approving or rejecting one. */
export default async function payoutsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/payouts',
    {
      schema: {
        ...secured,
        querystring: z.object({
          status: z.preprocess(
            blank,
            z.enum(payoutStatusSchema.options, { error: 'validation.statusInvalid' }).default('review'),
          ),
        }),
        response: okResponse(opsPayoutsSchema),
      },
    },
    async (request) => ok({ payouts: await listPayoutsFor(app.db, request.query.status) }),
  );
  for (const [action, approve] of [
    ['approve', true],
    ['reject', false],
  ] as const) {
    app.post(
      `/payouts/:id/${action}`,
      { schema: { ...secured, params: idParams, response: okResponse(payoutReviewSchema) } },
      async (request) => {
        const result = await reviewPayout(app.db, request.operator, request.params.id, approve);
        if (approve) app.payoutJob.wake();
        return ok(result);
      },
    );
  }
}
