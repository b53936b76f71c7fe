import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthorized } from '../../lib/app-error';
import { answerExpiredLink, linkChat } from '../../services/telegram-alerts';
import { ok, okResponse } from '../replies';

const name = z
  .string({ error: 'validation.businessNameTooLong' })
  .max(256, { error: 'validation.businessNameTooLong' })
  .optional();

/** The parts of a Telegram Bot API Update the bot reads; everything else in an update is ignored. */
const updateSchema = z.looseObject({
  update_id: z.number({ error: 'validation.idInvalid' }).int({ error: 'validation.idInvalid' }),
  message: z
    .looseObject({
      text: z.string({ error: 'validation.answerTooLong' }).max(4096, { error: 'validation.answerTooLong' }).optional(),
      chat: z.looseObject({
        id: z.number({ error: 'validation.idInvalid' }).int({ error: 'validation.idInvalid' }),
        title: name,
        first_name: name,
        last_name: name,
        username: name,
      }),
    })
    .optional(),
});

/** `/start <token>` or `/start@BotName <token>`; the token is what t.me/<bot>?start= carried. */
const START = /^\/start(?:@\w+)?\s+([A-Za-z0-9_-]{1,64})\s*$/;

function hasSecret(request: FastifyRequest, secret: string | undefined): boolean {
  const given = request.headers['x-telegram-bot-api-secret-token'];
  if (!secret || typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** POST /api/telegram/webhook: Telegram's calls to the alert bot, proven by the secret token header. */
export default async function telegramRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/webhook',
    {
      schema: { tags: ['telegram'], body: updateSchema, response: okResponse(z.object({ linked: z.boolean() })) },
      // before the body is validated: a caller without the secret learns nothing, not even the body's shape
      preValidation: async (request) => {
        if (!hasSecret(request, app.config.telegram.webhookSecret)) throw unauthorized();
      },
    },
    async (request) => {
      const message = request.body.message;
      const token = message?.text?.match(START)?.[1];
      // Anything else (other commands, edits, members joining) is acknowledged so Telegram does not resend it.
      if (!message || !token) return ok({ linked: false });
      const linked = await linkChat(app.db, token, message.chat);
      // Whoever floods the bot with bad tokens gets one answer a minute per chat, not one per try.
      const chatId = String(message.chat.id);
      if (!linked && (await app.rateCounters.hit('telegramStartAnswer', chatId)))
        await answerExpiredLink(app.db, chatId);
      return ok({ linked });
    },
  );
}
