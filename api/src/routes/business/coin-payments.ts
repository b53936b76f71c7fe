import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { coinPaymentRequestSchema, coinPaymentSchema } from '@fikr/shared/core';
import { AppError } from '../../lib/app-error';
import { actorOf } from '../../plugins/auth';
import { takeCoinPayment, UnknownPayCode } from '../../services/coin-payments';
import { phoneProven } from '../../services/phone-proof';
import { createdResponse, ok } from '../replies';

const secured = { security: [{ bearer: [] }], tags: ['business'] };

/**
 * A business takes coins from a customer's wallet with the customer's pay code. Guessing is limited per business:
 * each unknown or expired code counts, and a business over the rule must wait (checked after access, so only a
 * business's own tries count against it).
 */
export default async function coinPaymentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Coins leave a customer's wallet here: whoever takes them must have proven the phone they act under.
  const proven = async (request: FastifyRequest) => {
    if (!(await phoneProven(app.db, request.userId))) throw new AppError(403, 'errors.phoneUnverified');
  };
  const guesses = async (request: FastifyRequest) => {
    const tried = await app.rateCounters.count('coinPaymentGuess', request.businessId);
    if (tried >= app.config.rateLimits.coinPaymentGuess.max) throw new AppError(429, 'wallet.payCodeLimit');
  };

  app.post(
    '/',
    {
      schema: { ...secured, body: coinPaymentRequestSchema, response: createdResponse(coinPaymentSchema) },
      preHandler: [app.requireBusiness, proven, guesses],
    },
    async (request, reply) => {
      try {
        const payment = await takeCoinPayment(app.db, actorOf(request), request.body.code, request.body.amount);
        return reply.status(201).send(ok({ payment }));
      } catch (err) {
        if (err instanceof UnknownPayCode) await app.rateCounters.hit('coinPaymentGuess', request.businessId);
        throw err;
      }
    },
  );
}
