import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { phoneSchema } from '@fikr/shared/core';
import { usesSandboxMessages } from '../../config';
import { outbox } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { ok, okResponse } from '../replies';

const querySchema = z.object({ phone: phoneSchema.optional() });
const messagesSchema = z.object({
  messages: z.array(
    z.object({
      channel: z.enum(['sms', 'telegram']),
      phone: z.string().nullable(),
      chatId: z.string().nullable(),
      text: z.string(),
      createdAt: z.string(),
    }),
  ),
});

/**
 * GET /api/dev/outbox?phone=998… — what the sandbox SMS/Telegram providers "sent", newest first (a bot message
 * to a Telegram chat carries its chatId and no phone).
 * Messages due in the durable outbox are sent first, so a message queued by the request before is already here
 * (one to a number ending in 0000 shows only after its retry).
 */
export default async function outboxRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const schema = { tags: ['dev'], querystring: querySchema, response: okResponse(messagesSchema) };
  app.get('/outbox', { schema }, async (request) => {
    if (!usesSandboxMessages(app.config)) throw notFound();
    const { phone } = request.query;
    await app.outbox.flush();
    const rows = await app.db
      .select({
        channel: outbox.channel,
        phone: outbox.phone,
        chatId: outbox.chatId,
        text: outbox.text,
        createdAt: outbox.createdAt,
      })
      .from(outbox)
      .where(phone ? eq(outbox.phone, phone) : undefined)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(200);
    const messages = rows.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() }));
    return ok({ messages });
  });
}
