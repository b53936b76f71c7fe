import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { confirmPublicVoucher, getPublicVoucher } from '../../services/public-vouchers';

const params = z.object({ token: z.string().max(200) });

/** The customer's side of a voucher: /api/public/vouchers/:token and …/confirm (no login, rate-limited). */
export default async function publicVoucherRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limit = app.rateLimit('publicForm', (request) => request.ip);
  app.get('/:token', { schema: { tags: ['public'], params }, preHandler: limit }, async (request) => {
    return { success: true, data: { voucher: await getPublicVoucher(app.db, request.params.token) } };
  });
  app.post('/:token/confirm', { schema: { tags: ['public'], params }, preHandler: limit }, async (request) => {
    return { success: true, data: { voucher: await confirmPublicVoucher(app.db, request.params.token) } };
  });
}
