import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  opsBusinessesPageSchema,
  paginationQuerySchema,
  suspendRequestSchema,
  suspensionSchema,
} from '@fikr/shared/core';
import { listBusinesses, setSuspended } from '../../services/ops';
import { ok, okResponse } from '../replies';
import { blank, idParams, secured } from './ops-params';

const search = z.preprocess(
  blank,
  z.string({ error: 'validation.searchTooLong' }).trim().max(100, { error: 'validation.searchTooLong' }).optional(),
);

/** The businesses on the platform, and suspending one (it reads everything, sends and tops up nothing). */
export default async function businessesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/businesses',
    {
      schema: {
        ...secured,
        querystring: paginationQuerySchema.extend({ search }),
        response: okResponse(opsBusinessesPageSchema),
      },
    },
    async (request) => ok(await listBusinesses(app.db, request.query)),
  );
  app.post(
    '/businesses/:id/suspend',
    { schema: { ...secured, params: idParams, body: suspendRequestSchema, response: okResponse(suspensionSchema) } },
    async (request) => ok(await setSuspended(app.db, request.operator, request.params.id, request.body.reason)),
  );
  app.post(
    '/businesses/:id/unsuspend',
    { schema: { ...secured, params: idParams, response: okResponse(suspensionSchema) } },
    async (request) => ok(await setSuspended(app.db, request.operator, request.params.id, null)),
  );
}
