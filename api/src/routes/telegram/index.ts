import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthorized } from '../../lib/app-error';
import type { Update } from 'grammy/types';
import { handleBotUpdate } from '../../services/telegram-bot';
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
      from: z
        .looseObject({ id: z.number({ error: 'validation.idInvalid' }).int({ error: 'validation.idInvalid' }) })
        .optional(),
      contact: z
        .looseObject({
          phone_number: z.string({ error: 'validation.phoneInvalid' }).max(32, { error: 'validation.phoneInvalid' }),
          user_id: z.number({ error: 'validation.idInvalid' }).int({ error: 'validation.idInvalid' }).optional(),
        })
        .optional(),
    })
    .optional(),
});

function hasSecret(request: FastifyRequest, secret: string | undefined): boolean {
  const given = request.headers['x-telegram-bot-api-secret-token'];
  if (!secret || typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** POST /api/telegram/webhook: Telegram's calls to the bot (owners' alerts, customers), proven by the secret header. */
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
    // Owners' link tokens, customers' /start f_… and w, contacts and /stop: services/telegram-bot.ts. Anything else
    // (other commands, edits, members joining) is acknowledged so Telegram does not resend it.
    async (request) => ok(await handleBotUpdate(app, request.body as unknown as Update)),
  );
}
