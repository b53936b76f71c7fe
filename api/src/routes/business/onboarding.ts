import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { onboardingSchema, oneResponseSchema, testRequestSchema } from '@fikr/shared/core';
import { getOnboarding, markShared, sendTestRequest } from '../../services/onboarding';
import { scopeOf } from '../../plugins/auth';
import { createdResponse, ok, okResponse } from '../replies';

const secured = { security: [{ bearer: [] }], tags: ['business'] };

/**
 * A new owner's first steps (owner, manager):
 *   GET  /business/onboarding               → { steps: [{ key, done, doneAt }], done, testRequestUsed }
 *   POST /business/onboarding/share         the console took the link or the QR image (the table tent marks it too)
 *   POST /business/onboarding/test-request  { formId } → 201 { response }: free, to the caller's phone, once (409)
 */
export default async function onboardingRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const state = { ...secured, response: okResponse(onboardingSchema) };

  app.get('/onboarding', { schema: state, preHandler: app.requireBusiness }, async (request) =>
    ok(await getOnboarding(app.db, request.businessId)),
  );

  app.post('/onboarding/share', { schema: state, preHandler: app.requireBusiness }, async (request) =>
    ok(await markShared(app.db, request.businessId)),
  );

  app.post(
    '/onboarding/test-request',
    {
      schema: { ...secured, body: testRequestSchema, response: createdResponse(oneResponseSchema) },
      preHandler: app.requireBusiness,
    },
    async (request, reply) => {
      const response = await sendTestRequest(app, scopeOf(request), request.body.formId, request.actorPhone);
      return reply.status(201).send(ok({ response }));
    },
  );
}
