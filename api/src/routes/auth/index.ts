import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authResultSchema,
  loginSchema,
  messageSchema,
  phoneVerifySchema,
  registerSchema,
  resetPasswordSchema,
  phoneProvenSchema,
} from '@fikr/shared/core';
import { message } from '@fikr/shared/catalogue';
import { readerLang } from '../../plugins/error-handler';
import { revokeTokens, signToken } from '../../plugins/auth';
import { checkLogin, registerUser, requestPasswordReset } from '../../services/auth';
import { accountPhone, sendPhoneCode, verifyPhoneCode } from '../../services/phone-proof';
import { loadUser } from '../../services/users';
import { createdResponse, ok, okResponse } from '../replies';
import meRoutes from './me';

export default async function authRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const byIp = (request: { ip: string }) => request.ip;
  const byPhone = (request: { body: unknown }) => (request.body as { phone: string }).phone;

  app.post(
    '/register',
    {
      schema: { tags: ['auth'], body: registerSchema, response: createdResponse(authResultSchema) },
      preHandler: app.rateLimit('register', byIp),
    },
    async (request, reply) => {
      const userId = await registerUser(app.db, request.body.phone, request.body.password);
      const user = await loadUser(app.db, userId, request.ip);
      return reply.status(201).send(ok({ token: signToken(app, userId), user }));
    },
  );

  app.post(
    '/login',
    {
      schema: { tags: ['auth'], body: loginSchema, response: okResponse(authResultSchema) },
      // Wrong passwords are counted per address and per (phone, address); per phone they only slow down, so
      // strangers cannot lock the owner out.
      preHandler: app.failureLimit([
        { rule: 'login', key: byIp },
        { rule: 'loginPhoneIp', key: (request) => `${byPhone(request)}|${request.ip}` },
        { rule: 'loginPhone', key: byPhone, slowOnly: true },
      ]),
    },
    async (request) => {
      const { userId, tokenVersion } = await checkLogin(app.db, request.body.phone, request.body.password, request.ip);
      app.forgetTokenVersion(userId); // a first login with a reset password has just revoked older tokens
      const user = await loadUser(app.db, userId, request.ip);
      return ok({ token: signToken(app, userId, tokenVersion), user });
    },
  );

  app.post(
    '/reset-password',
    {
      schema: { tags: ['auth'], body: resetPasswordSchema, response: okResponse(messageSchema) },
      preHandler: [app.rateLimit('reset', byIp), app.rateLimit('resetPhone', byPhone)],
    },
    async (request) => {
      await requestPasswordReset(app.db, request.body.phone);
      return ok({ message: message('success.passwordSent', readerLang(request)) });
    },
  );

  /** Ends the presented token on the server, on every instance (its version moves on; see plugins/auth.ts). */
  app.post(
    '/logout',
    {
      schema: { tags: ['auth'], security: [{ bearer: [] }], response: okResponse(messageSchema) },
      preHandler: app.authenticate,
    },
    async (request) => {
      await revokeTokens(app, request.userId, request.tokenVersion);
      return ok({ message: message('success.loggedOut', readerLang(request)) });
    },
  );

  // The account proves its phone: a code by SMS to the account's own phone (never one the caller names), limited as
  // the wallet's sign-in codes and on the same counters (the normalised phone), so one phone gets no more SMS codes
  // whichever page asks. Signed in first, then the phone read, then the limits: a refused caller counts nothing.
  const ownPhone = async (request: FastifyRequest) => {
    await (app.authenticate as (request: FastifyRequest) => Promise<void>)(request);
    request.actorPhone = await accountPhone(app.db, request.userId);
  };
  const phoneOf = (request: FastifyRequest) => request.actorPhone;
  app.post(
    '/phone/code',
    {
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        response: okResponse(z.object({ sent: z.literal(true) })),
      },
      preValidation: ownPhone,
      preHandler: [
        app.rateLimit('customerCodeIp', (request) => request.ip),
        app.rateLimit('customerCodeMinute', phoneOf, 'wallet.codeLimit'),
        app.rateLimit('customerCodeHour', phoneOf, 'wallet.codeLimit'),
      ],
    },
    async (request) => {
      await sendPhoneCode(app.db, app.config.jwtSecret, request.userId, request.actorPhone, readerLang(request));
      return ok({ sent: true as const });
    },
  );

  app.post(
    '/phone/verify',
    {
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        body: phoneVerifySchema,
        response: okResponse(phoneProvenSchema),
      },
      // Wrong codes count before the check, per phone and per address, on the wallet's verify counters: a new code
      // resets nothing, and the wallet and this page together give one phone no more guesses.
      preValidation: ownPhone,
      preHandler: app.attemptLimit(
        [
          { rule: 'customerVerifyIp', key: (request) => request.ip },
          { rule: 'customerVerifyPhone', key: phoneOf },
        ],
        'wallet.verifyLimit',
      ),
    },
    async (request) => {
      await verifyPhoneCode(app.db, app.config.jwtSecret, request.userId, request.body.code, request.ip);
      return ok({ user: await loadUser(app.db, request.userId, request.ip) });
    },
  );

  await app.register(meRoutes);
}
