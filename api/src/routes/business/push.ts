import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  pushSettingsSchema,
  pushSubscribeSchema,
  pushSubscriptionStateSchema,
  pushUnsubscribeSchema,
} from '@fikr/shared/core';
import { readerLang } from '../../plugins/error-handler';
import { pushSettings, subscribe, unsubscribe } from '../../services/push-subscriptions';
import { createdResponse, ok, okResponse } from '../replies';

const secured = { security: [{ bearer: [] }], tags: ['business'] };

/**
 * Browser (Web Push) alerts of low ratings, beside the Telegram ones:
 *   GET    /business/push                → { available, publicKey }
 *   POST   /business/push/subscriptions  { endpoint, keys: { p256dh, auth } } → 201 { subscribed: true }
 *   DELETE /business/push/subscriptions  { endpoint } → { subscribed: false }
 */
export default async function pushRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const settings = { ...secured, response: okResponse(pushSettingsSchema) };
  app.get('/push', { schema: settings, preHandler: app.requireBusiness }, async () => ok(pushSettings(app.config)));

  const subscribed = { ...secured, body: pushSubscribeSchema, response: createdResponse(pushSubscriptionStateSchema) };
  app.post('/push/subscriptions', { schema: subscribed, preHandler: app.requireBusiness }, async (request, reply) => {
    const owner = { businessId: request.businessId, userId: request.userId, lang: readerLang(request) };
    await subscribe(app.db, app.config, owner, request.body);
    return reply.status(201).send(ok({ subscribed: true }));
  });

  const unsubscribed = { ...secured, body: pushUnsubscribeSchema, response: okResponse(pushSubscriptionStateSchema) };
  app.delete('/push/subscriptions', { schema: unsubscribed, preHandler: app.requireBusiness }, async (request) => {
    await unsubscribe(app.db, request.businessId, request.body.endpoint);
    return ok({ subscribed: false });
  });
}
