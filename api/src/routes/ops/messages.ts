import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OPS_MESSAGE_STATUSES, OUTBOX_KINDS, opsMessagesSchema, paginationQuerySchema } from '@fikr/shared/core';
import { listMessages, retryMessage } from '../../services/ops';
import { ok, okResponse } from '../replies';
import { blank, idParams, secured } from './ops-params';

/** The outbox seen by operators: what failed, still waits or is held for later, and sending a failed message again. */
export default async function messagesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/messages',
    {
      schema: {
        ...secured,
        querystring: paginationQuerySchema.extend({
          status: z.preprocess(
            blank,
            z.enum(OPS_MESSAGE_STATUSES, { error: 'validation.statusInvalid' }).default('failed'),
          ),
          kind: z.preprocess(blank, z.enum(OUTBOX_KINDS, { error: 'validation.statusInvalid' }).optional()),
        }),
        response: okResponse(opsMessagesSchema),
      },
    },
    async (request) => ok(await listMessages(app.db, request.query)),
  );
  app.post(
    '/messages/:id/retry',
    {
      schema: {
        ...secured,
        params: idParams,
        response: okResponse(z.object({ _id: z.string(), status: z.literal('queued') })),
      },
    },
    async (request) => ok(await retryMessage(app.db, request.operator, request.params.id)),
  );
}
