import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  confirmedTransactionSchema,
  confirmTransactionSchema,
  createdTransactionSchema,
  createTransactionSchema,
  paymentsPageSchema,
  paymentsQuerySchema,
} from '@fikr/shared/core';
import { confirmTopUp, createTopUp } from '../../../services/payments';
import { listPayments } from '../../../services/payments-list';
import { actorOf } from '../../../plugins/auth';
import { ok, okResponse } from '../../replies';

const secured = { security: [{ bearer: [] }], tags: ['payment'] };

export default async function uzcardRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/createTransaction',
    {
      schema: { ...secured, body: createTransactionSchema, response: okResponse(createdTransactionSchema) },
      preHandler: app.requireBusiness,
    },
    async (request) => {
      return ok({ result: await createTopUp(app, request.businessId, request.body) });
    },
  );

  app.post(
    '/confirmTransaction',
    {
      schema: { ...secured, body: confirmTransactionSchema, response: okResponse(confirmedTransactionSchema) },
      preHandler: [app.requireBusiness, app.rateLimit('otpConfirm', (request) => request.businessId)],
    },
    async (request) => {
      return ok(await confirmTopUp(app, request.businessId, request.body, actorOf(request)));
    },
  );

  app.get(
    '/myPayments',
    {
      schema: { ...secured, querystring: paymentsQuerySchema, response: okResponse(paymentsPageSchema) },
      preHandler: app.requireBusiness,
    },
    async (request) => {
      return ok(await listPayments(app.db, request.businessId, request.query));
    },
  );
}
