import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { confirmTransactionSchema, createTransactionSchema, paymentsQuerySchema } from '@fikr/shared/core';
import { confirmTopUp, createTopUp } from '../../../services/payments';
import { listPayments } from '../../../services/payments-list';

const secured = { security: [{ bearer: [] }], tags: ['payment'] };

export default async function uzcardRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/createTransaction',
    { schema: { ...secured, body: createTransactionSchema }, preHandler: app.requireBusiness },
    async (request) => {
      return { success: true, data: { result: await createTopUp(app, request.businessId, request.body) } };
    },
  );

  app.post(
    '/confirmTransaction',
    {
      schema: { ...secured, body: confirmTransactionSchema },
      preHandler: [app.requireBusiness, app.rateLimit('otpConfirm', (request) => request.businessId)],
    },
    async (request) => {
      return { success: true, data: await confirmTopUp(app, request.businessId, request.body) };
    },
  );

  app.get(
    '/myPayments',
    { schema: { ...secured, querystring: paymentsQuerySchema }, preHandler: app.requireBusiness },
    async (request) => {
      return { success: true, data: await listPayments(app.db, request.businessId, request.query) };
    },
  );
}
