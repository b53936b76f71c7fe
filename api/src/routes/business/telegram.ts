import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { telegramAlertSettingsSchema, telegramLinkSchema, telegramSettingsSchema } from '@fikr/shared/core';
import { alertSettings, createLinkUrl, setThreshold, unlinkChat } from '../../services/telegram-alerts';
import { ok, okResponse } from '../replies';

const secured = { security: [{ bearer: [] }], tags: ['business'] };
const settings = { ...secured, response: okResponse(telegramAlertSettingsSchema) };

/**
 * Telegram alerts of low ratings (the settings' Bildirishnomalar tab):
 *   POST   /business/telegram-link  → { url: https://t.me/<bot>?start=<one-time token> }
 *   GET    /business/telegram       → { linked, chatId, chatName, threshold, linkedAt }
 *   PATCH  /business/telegram       { threshold: 1 | 2 | 3 } → the same
 *   DELETE /business/telegram       → unlinks the chat → the same
 */
export default async function telegramSettingsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const link = { ...secured, response: okResponse(telegramLinkSchema) };
  app.post('/telegram-link', { schema: link, preHandler: app.requireBusiness }, async (request) => {
    return ok(await createLinkUrl(app.db, app.config, request.businessId));
  });
  app.get('/telegram', { schema: settings, preHandler: app.requireBusiness }, async (request) => {
    return ok(await alertSettings(app.db, request.businessId));
  });
  app.patch(
    '/telegram',
    { schema: { ...settings, body: telegramSettingsSchema }, preHandler: app.requireBusiness },
    async (request) => {
      return ok(await setThreshold(app.db, request.businessId, request.body.threshold));
    },
  );
  app.delete('/telegram', { schema: settings, preHandler: app.requireBusiness }, async (request) => {
    return ok(await unlinkChat(app.db, request.businessId));
  });
}
