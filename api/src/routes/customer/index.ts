import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  messageSchema,
  onePayoutSchema,
  paginationQuerySchema,
  payCodeRequestSchema,
  payCodeSchema,
  payoutRequestSchema,
  payoutsSchema,
  surveyStopSchema,
  walletHistorySchema,
  walletSchema,
  walletVoucherSchema,
} from '@fikr/shared/core';
import { text } from '../../lib/messages';
import { clearCustomerSession } from '../../plugins/customer-auth';
import { readerLang } from '../../plugins/error-handler';
import { createPayCode } from '../../services/coin-payments';
import { setSurveysStopped, surveysStopped } from '../../services/customer-contacts';
import { createPayout, listPayouts, payoutView } from '../../services/payouts';
import { confirmWalletVoucher, forgetCustomer, getWallet, walletHistory } from '../../services/wallet';
import { createdResponse, ok, okResponse } from '../replies';
import customerAuthRoutes from './auth';

const secured = { security: [{ bearer: [] }], tags: ['customer'] };

/** The customer's wallet: a customer's session (bearer token or cookie) opens these routes and no others. */
export default async function customerRoutes(fastify: FastifyInstance): Promise<void> {
  await fastify.register(customerAuthRoutes, { prefix: '/auth' });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = app.requireCustomer;

  app.get(
    '/wallet',
    { schema: { ...secured, response: okResponse(walletSchema) }, preHandler: signedIn },
    async (request) => ok(await getWallet(app.db, request.customerPhone)),
  );

  app.get(
    '/wallet/history',
    {
      schema: { ...secured, querystring: paginationQuerySchema, response: okResponse(walletHistorySchema) },
      preHandler: signedIn,
    },
    async (request) => ok(await walletHistory(app.db, request.customerPhone, request.query)),
  );

  app.post(
    '/vouchers/:id/confirm',
    {
      schema: {
        ...secured,
        params: z.object({ id: z.string().max(100) }),
        response: okResponse(z.object({ voucher: walletVoucherSchema })),
      },
      preHandler: signedIn,
    },
    async (request) => ok({ voucher: await confirmWalletVoucher(app.db, request.customerPhone, request.params.id) }),
  );

  app.get(
    '/payouts',
    { schema: { ...secured, response: okResponse(payoutsSchema) }, preHandler: signedIn },
    async (request) => {
      const lang = readerLang(request);
      const list = await listPayouts(app.db, request.customerPhone);
      return ok({ payouts: list.map((row) => payoutView(row, lang)) });
    },
  );

  app.post(
    '/payouts',
    {
      schema: {
        ...secured,
        headers: z.object({ 'idempotency-key': z.string().optional() }),
        body: payoutRequestSchema,
        response: createdResponse(onePayoutSchema),
      },
      preHandler: signedIn,
    },
    async (request, reply) => {
      const payout = await createPayout(
        app.db,
        app.config.jwtSecret,
        request.customerPhone,
        request.headers['idempotency-key'],
        request.body,
        app.config.payouts.reviewAbove,
      );
      app.payoutJob.wake();
      return reply.status(201).send(ok({ payout: payoutView(payout, readerLang(request)) }));
    },
  );

  app.post(
    '/pay-codes',
    {
      schema: { ...secured, body: payCodeRequestSchema, response: createdResponse(payCodeSchema) },
      preHandler: signedIn,
    },
    async (request, reply) =>
      reply.status(201).send(ok(await createPayCode(app.db, request.customerPhone, request.body.amount))),
  );

  // The wallet's toggle of survey requests: the same stop as the SMS link and the bot's /stop.
  const surveys = { ...secured, response: okResponse(surveyStopSchema) };
  app.get('/surveys', { schema: surveys, preHandler: signedIn }, async (request) =>
    ok({ stopped: await surveysStopped(app.db, request.customerPhone) }),
  );
  app.put('/surveys', { schema: { ...surveys, body: surveyStopSchema }, preHandler: signedIn }, async (request) =>
    ok({ stopped: await setSurveysStopped(app.db, request.customerPhone, request.body.stopped, 'wallet') }),
  );

  app.delete(
    '/data',
    { schema: { ...secured, response: okResponse(messageSchema) }, preHandler: signedIn },
    async (request, reply) => {
      await forgetCustomer(app.db, request.customerPhone);
      app.forgetCustomerVersion(request.customerPhone);
      clearCustomerSession(reply);
      return ok({ message: text('wallet.dataDeleted', undefined, readerLang(request)) });
    },
  );
}
