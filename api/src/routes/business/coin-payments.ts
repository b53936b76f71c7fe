import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { coinPaymentRequestSchema, coinPaymentSchema } from '@fikr/shared/core';
import { actorOf } from '../../plugins/auth';
import { giveBackTillGuess, tillGuessLimits } from '../../plugins/till-guesses';
import { takeCoinPayment } from '../../services/coin-payments';
import { createdResponse, ok } from '../replies';

const secured = { security: [{ bearer: [] }], tags: ['business'] };

/**
 * A business takes coins from a customer's wallet with the customer's pay code, at most the amount the customer
 * gave the code. Every try counts before it is made (per business, member and address, after access, so only a
 * business's own tries count against it); a payment taken gives its try back.
 */
export default async function coinPaymentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/',
    {
      schema: { ...secured, body: coinPaymentRequestSchema, response: createdResponse(coinPaymentSchema) },
      preHandler: [app.requireBusiness, ...tillGuessLimits(app)],
    },
    async (request, reply) => {
      const payment = await takeCoinPayment(app.db, actorOf(request), request.body.code, request.body.amount);
      await giveBackTillGuess(app, request);
      return reply.status(201).send(ok({ payment }));
    },
  );
}
