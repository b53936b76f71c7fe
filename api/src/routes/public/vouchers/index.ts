import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { onePublicVoucherSchema } from '@fikr/shared/core';
import { confirmPublicVoucher, getPublicVoucher } from '../../../services/public-vouchers';
import { ok, okResponse } from '../../replies';

const params = z.object({ token: z.string().max(200) });
const schema = { tags: ['public'], params, response: okResponse(onePublicVoucherSchema) };

/** The customer's side of a voucher: /api/public/vouchers/:token and …/confirm (no login, rate-limited). */
export default async function publicVoucherRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limit = app.rateLimit('publicForm', (request) => request.ip);
  app.get('/:token', { schema, preHandler: limit }, async (request) => {
    return ok({ voucher: await getPublicVoucher(app.db, request.params.token) });
  });
  app.post('/:token/confirm', { schema, preHandler: limit }, async (request) => {
    return ok({ voucher: await confirmPublicVoucher(app.db, request.params.token) });
  });
}
