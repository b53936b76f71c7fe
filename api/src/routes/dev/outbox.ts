import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { phoneSchema } from '@fikr/shared/core';
import { usesSandboxMessages } from '../../config';
import { outbox, outgoingMessages } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { ok, okResponse } from '../replies';

const querySchema = z.object({
  phone: phoneSchema.optional(),
  chatId: z.string().max(100).optional(),
  endpoint: z.string().max(1000).optional(),
});
const messagesSchema = z.object({
  messages: z.array(
    z.object({
      channel: z.enum(['sms', 'telegram', 'push']),
      phone: z.string().nullable(),
      chatId: z.string().nullable(),
      endpoint: z.string().nullable(),
      text: z.string(),
      /** A bot message's Bot API reply_markup as sent (buttons, the contact keyboard), else null. */
      replyMarkup: z.record(z.string(), z.unknown()).nullable(),
      createdAt: z.string(),
      /** Not sent yet: a survey request asked for at night, held until then (09:00 Tashkent); null once sent. */
      scheduledFor: z.string().nullable(),
    }),
  ),
});

/**
 * GET /api/dev/outbox?phone=998…&chatId=…&endpoint=https://… — what the sandbox SMS/Telegram/push providers "sent", newest
 * first (a bot message to a Telegram chat carries its chatId and no phone; a push its endpoint, its text the JSON
 * payload).
 * Messages due in the durable outbox are sent first, so a message queued by the request before is already here
 * (one to a number ending in 0000 shows only after its retry). A survey request held for the morning is listed
 * too, with the time it will go (`scheduledFor`): on this machine its link can be opened at once.
 */
export default async function outboxRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const schema = { tags: ['dev'], querystring: querySchema, response: okResponse(messagesSchema) };
  app.get('/outbox', { schema }, async (request) => {
    if (!usesSandboxMessages(app.config)) throw notFound();
    const { phone, chatId, endpoint } = request.query;
    // up to 10 s: on a loaded machine a pass already sending this request's message can take seconds, and the
    // reader (a test, a demo) expects the message here once the request that queued it has answered
    await app.outbox.flush(10_000);
    const rows = await app.db
      .select({
        channel: outbox.channel,
        phone: outbox.phone,
        chatId: outbox.chatId,
        endpoint: outbox.endpoint,
        text: outbox.text,
        replyMarkup: outbox.replyMarkup,
        createdAt: outbox.createdAt,
      })
      .from(outbox)
      .where(
        and(
          phone ? eq(outbox.phone, phone) : undefined,
          chatId ? eq(outbox.chatId, chatId) : undefined,
          endpoint ? eq(outbox.endpoint, endpoint) : undefined,
        ),
      )
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(200);
    // a push is never held: asked by endpoint, only what was sent
    const held = endpoint
      ? []
      : await app.db
          .select({
            channel: outgoingMessages.channel,
            phone: outgoingMessages.phone,
            chatId: outgoingMessages.chatId,
            text: outgoingMessages.text,
            replyMarkup: outgoingMessages.replyMarkup,
            createdAt: outgoingMessages.createdAt,
            scheduledFor: outgoingMessages.nextAttemptAt,
          })
          .from(outgoingMessages)
          .where(
            and(
              eq(outgoingMessages.status, 'scheduled'),
              phone ? eq(outgoingMessages.phone, phone) : undefined,
              chatId ? eq(outgoingMessages.chatId, chatId) : undefined,
            ),
          )
          .orderBy(desc(outgoingMessages.createdAt))
          .limit(200);
    const messages = [
      ...held.map((m) => ({ ...m, endpoint: null, scheduledFor: m.scheduledFor.toISOString() })),
      ...rows.map((m) => ({ ...m, scheduledFor: null })),
    ]
      .map((m) => ({
        ...m,
        replyMarkup: (m.replyMarkup ?? null) as Record<string, unknown> | null,
        createdAt: m.createdAt.toISOString(),
      }))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .slice(0, 200);
    return ok({ messages });
  });
}
