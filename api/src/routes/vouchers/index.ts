import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { oneVoucherSchema, vouchersPageSchema, vouchersQuerySchema } from '@fikr/shared/core';
import { listVouchers, redeemVoucher, sendVoucherConfirm } from '../../services/vouchers';
import { ok, okResponse } from '../replies';

const secured = { security: [{ bearer: [] }], tags: ['vouchers'] };
const voucherBody = z.object({
  voucherId: z.string({ error: 'validation.idInvalid' }).max(100, { error: 'validation.idInvalid' }),
});
const oneVoucher = { ...secured, body: voucherBody, response: okResponse(oneVoucherSchema) };

export default async function voucherRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/',
    {
      schema: { ...secured, querystring: vouchersQuerySchema, response: okResponse(vouchersPageSchema) },
      preHandler: app.requireBusiness,
    },
    async (request) => {
      return ok(await listVouchers(app.db, request.businessId, request.query));
    },
  );

  // Each one texts the customer: 1 per voucher a minute and 3 a day, whoever asks.
  const perVoucher = (request: FastifyRequest) => (request.body as { voucherId: string }).voucherId;
  const sendConfirmLimits = [
    app.requireBusiness,
    app.rateLimit('voucherSmsMinute', perVoucher, 'errors.voucherSmsLimit'),
    app.rateLimit('voucherSmsDay', perVoucher, 'errors.voucherSmsLimit'),
  ];
  app.post('/sendConfirm', { schema: oneVoucher, preHandler: sendConfirmLimits }, async (request) => {
    return ok({ voucher: await sendVoucherConfirm(app, request.businessId, request.body.voucherId) });
  });

  app.post('/confirm', { schema: oneVoucher, preHandler: app.requireBusiness }, async (request) => {
    return ok({ voucher: await redeemVoucher(app.db, request.businessId, request.body.voucherId) });
  });
}
