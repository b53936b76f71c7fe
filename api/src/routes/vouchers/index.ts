import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { oneVoucherSchema, vouchersPageSchema, vouchersQuerySchema } from '@fikr/shared/core';
import { uuidField } from '../../lib/canonical-id';
import { listVouchers, redeemVoucher, sendVoucherConfirm, usableVoucher, voucherByCode } from '../../services/vouchers';
import { actorOf, scopeOf } from '../../plugins/auth';
import { TILL_GUESSES } from '../../plugins/till-guesses';
import { ok, okResponse } from '../replies';

const secured = { security: [{ bearer: [] }], tags: ['vouchers'] };
const voucherBody = z.object({ voucherId: uuidField() });
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
      return ok(await listVouchers(app.db, scopeOf(request), request.query));
    },
  );

  // Each one texts the customer at Fikr's cost: 1 per voucher a minute and 3 a day, and the business's daily cap.
  // Only the owner of a usable voucher gets as far as the counters: a stranger's try uses up nothing of them.
  const voucherId = (request: FastifyRequest) => (request.body as { voucherId: string }).voucherId;
  const sendConfirmLimits = [
    app.requireBusiness,
    async (request: FastifyRequest) => {
      await usableVoucher(app.db, scopeOf(request), voucherId(request));
    },
    app.rateLimit('voucherSmsMinute', voucherId, 'errors.voucherSmsLimit'),
    app.rateLimit('voucherSmsDay', voucherId, 'errors.voucherSmsLimit'),
    app.rateLimit('businessSmsDay', (request) => request.businessId, 'errors.businessSmsLimit'),
  ];
  app.post('/sendConfirm', { schema: oneVoucher, preHandler: sendConfirmLimits }, async (request) => {
    return ok({ voucher: await sendVoucherConfirm(app, scopeOf(request), request.body.voucherId) });
  });

  // The till finds a voucher by the code the customer shows. Every try counts before it is made, against the
  // business, the member and the address (after access, so only its own tries), in the same counters as pay codes:
  // a till that guesses must wait. A voucher found gives its try back. Another branch's voucher is a wrong code too,
  // for a branch-bound member: it answers exactly as a missing one.
  app.get(
    '/by-code/:code',
    {
      schema: { ...secured, params: z.object({ code: z.string().max(100) }), response: okResponse(oneVoucherSchema) },
      preHandler: [app.requireBusiness, app.attemptLimit(TILL_GUESSES, 'wallet.payCodeLimit')],
    },
    async (request) => {
      const voucher = await voucherByCode(app.db, scopeOf(request), request.params.code);
      return ok({ voucher });
    },
  );

  app.post('/confirm', { schema: oneVoucher, preHandler: app.requireBusiness }, async (request) => {
    return ok({
      voucher: await redeemVoucher(app.db, scopeOf(request), request.body.voucherId, actorOf(request)),
    });
  });
}
