import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { opsSmsTemplatesSchema } from '@fikr/shared/core';
import { smsTemplates } from '../../services/sms-templates';
import { ok, okResponse } from '../replies';
import { secured } from './ops-params';

/**
 * GET /ops/sms-templates: every SMS template in every language at its longest (the longest business name, the
 * biggest amounts, this server's link origins), with its encoding and segment count, so operators see what each
 * costs before a template goes to the gateway for approval.
 */
export default async function smsTemplatesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/sms-templates', { schema: { ...secured, response: okResponse(opsSmsTemplatesSchema) } }, async () =>
    ok(smsTemplates(app.config)),
  );
}
