import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { telegramSettingsSchema } from '@fikr/shared/core';
import { alertSettings, createLinkUrl, setThreshold, unlinkChat } from '../../services/telegram-alerts';

const secured = { security: [{ bearer: [] }], tags: ['business'] };

/**
 * Telegram alerts of low ratings (the settings' Bildirishnomalar tab):
 *   POST   /business/telegram-link  → { url: https://t.me/<bot>?start=<one-time token> }
 *   GET    /business/telegram       → { linked, chatId, chatName, threshold, linkedAt }
 *   PATCH  /business/telegram       { threshold: 1 | 2 | 3 } → the same
 *   DELETE /business/telegram       → unlinks the chat → the same
 */
export default async function telegramSettingsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post('/telegram-link', { schema: secured, preHandler: app.requireBusiness }, async (request) => {
    return { success: true, data: await createLinkUrl(app.db, app.config, request.businessId) };
  });
  app.get('/telegram', { schema: secured, preHandler: app.requireBusiness }, async (request) => {
    return { success: true, data: await alertSettings(app.db, request.businessId) };
  });
  app.patch(
    '/telegram',
    { schema: { ...secured, body: telegramSettingsSchema }, preHandler: app.requireBusiness },
    async (request) => {
      return { success: true, data: await setThreshold(app.db, request.businessId, request.body.threshold) };
    },
  );
  app.delete('/telegram', { schema: secured, preHandler: app.requireBusiness }, async (request) => {
    return { success: true, data: await unlinkChat(app.db, request.businessId) };
  });
}
