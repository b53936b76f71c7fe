import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { moneyReportSchema } from '@fikr/shared/core';
import { moneyReport } from '../../services/ops';
import { ok, okResponse } from '../replies';
import { secured } from './ops-params';

const day = z
  .string({ error: 'validation.dateInvalid' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.dateInvalid' });

/** The platform's money between two days (at most a year): top-ups, commissions, payouts. */
export default async function moneyRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/money',
    {
      schema: {
        ...secured,
        querystring: z
          .object({ from: day, to: day })
          .refine((q) => q.from <= q.to && Date.parse(q.to) - Date.parse(q.from) <= 366 * 86_400_000, {
            error: 'validation.dateRangeTooLong',
            path: ['to'],
          }),
        response: okResponse(moneyReportSchema),
      },
    },
    async (request) => ok(await moneyReport(app.db, request.query.from, request.query.to)),
  );
}
