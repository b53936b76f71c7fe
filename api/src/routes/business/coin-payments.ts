import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { coinPaymentRequestSchema, coinPaymentSchema } from '@fikr/shared/core';
import { AppError } from '../../lib/app-error';
import { actorOf } from '../../plugins/auth';
import { TILL_GUESSES } from '../../plugins/till-guesses';
import { takeCoinPayment } from '../../services/coin-payments';
import { phoneProven } from '../../services/phone-proof';
import { createdResponse, ok } from '../replies';

const secured = { security: [{ bearer: [] }], tags: ['business'] };

/**
 * A business takes coins from a customer's wallet with the customer's pay code, at most the amount the customer
 * gave the code. Every try counts before it is made (per business, member and address, after access, so only a
 * business's own tries count against it); a payment taken gives its try back.
 */
export default async function coinPaymentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Coins leave a customer's wallet here: whoever takes them must have proven the phone they act under.
  const proven = async (request: FastifyRequest) => {
    if (!(await phoneProven(app.db, request.userId))) throw new AppError(403, 'errors.phoneUnverified');
  };

  app.post(
    '/',
    {
      schema: { ...secured, body: coinPaymentRequestSchema, response: createdResponse(coinPaymentSchema) },
      preHandler: [app.requireBusiness, proven, app.attemptLimit(TILL_GUESSES, 'wallet.payCodeLimit')],
    },
    async (request, reply) => {
      const payment = await takeCoinPayment(app.db, actorOf(request), request.body.code, request.body.amount);
      return reply.status(201).send(ok({ payment }));
    },
  );
}
