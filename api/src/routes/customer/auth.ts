import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  customerCodeRequestSchema,
  customerTelegramAuthSchema,
  customerTokenSchema,
  customerVerifySchema,
  messageSchema,
} from '@fikr/shared/core';
import { AppError } from '../../lib/app-error';
import { text } from '../../lib/messages';
import { clearCustomerSession, startCustomerSession } from '../../plugins/customer-auth';
import { readerLang } from '../../plugins/error-handler';
import {
  endCustomerSessions,
  sendCustomerCode,
  verifyCustomerCode,
  verifyTelegramInitData,
} from '../../services/customer-auth';
import { askForContact } from '../../services/telegram-bot';
import { ok, okResponse } from '../replies';

const tags = { tags: ['customer'] };
/** The phone as the schema normalized it (998XXXXXXXXX): the one form every counter is keyed on. */
const phoneOf = (request: FastifyRequest) => (request.body as { phone: string }).phone;

export default async function customerAuthRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/code',
    {
      schema: { ...tags, body: customerCodeRequestSchema, response: okResponse(z.object({ sent: z.literal(true) })) },
      preHandler: [
        app.rateLimit('customerCodeIp', (request) => request.ip),
        app.rateLimit('customerCodeMinute', phoneOf, 'wallet.codeLimit'),
        app.rateLimit('customerCodeHour', phoneOf, 'wallet.codeLimit'),
      ],
    },
    async (request) => {
      await sendCustomerCode(app.db, app.config.jwtSecret, request.body.phone, readerLang(request));
      return ok({ sent: true as const });
    },
  );

  // Wrong codes per phone and per address, counted before the check and whatever code is current: a new code
  // gives no fresh tries, and a burst gets no more than the limit through (a right code is given back).
  app.post(
    '/verify',
    {
      schema: { ...tags, body: customerVerifySchema, response: okResponse(customerTokenSchema) },
      preHandler: app.attemptLimit(
        [
          { rule: 'customerVerifyIp', key: (request) => request.ip },
          { rule: 'customerVerifyPhone', key: phoneOf },
        ],
        'wallet.verifyLimit',
      ),
    },
    async (request, reply) => {
      const { phone, code } = request.body;
      const version = await verifyCustomerCode(app.db, app.config.jwtSecret, phone, code, readerLang(request));
      app.forgetCustomerVersion(phone);
      return ok({ token: startCustomerSession(app, reply, phone, version) });
    },
  );

  // The wallet opened as a Telegram Mini App: its signed initData signs in the phone that Telegram user linked.
  app.post(
    '/telegram',
    { schema: { ...tags, body: customerTelegramAuthSchema, response: okResponse(customerTokenSchema) } },
    async (request, reply) => {
      const lang = readerLang(request);
      const found = await verifyTelegramInitData(app.db, app.config.telegram.botToken, request.body.initData, lang);
      if (found.phone === null) {
        // A real Telegram user who never shared their contact: the bot asks for it (once a minute at most).
        if (await app.rateCounters.hit('telegramStartAnswer', found.userId))
          await askForContact(app, found.userId, lang);
        throw new AppError(401, 'wallet.telegramNotLinked');
      }
      app.forgetCustomerVersion(found.phone);
      return ok({ token: startCustomerSession(app, reply, found.phone, found.tokenVersion) });
    },
  );

  app.post(
    '/logout',
    {
      schema: { ...tags, security: [{ bearer: [] }], response: okResponse(messageSchema) },
      preHandler: app.requireCustomer,
    },
    async (request, reply) => {
      await endCustomerSessions(app.db, request.customerPhone);
      app.forgetCustomerVersion(request.customerPhone);
      clearCustomerSession(reply);
      return ok({ message: text('wallet.loggedOut', undefined, readerLang(request)) });
    },
  );
}
