import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { businessSchema, clientSchema, createBusinessSchema } from '@fikr/shared/core';
import { z } from 'zod';
import { readFormBody } from '../../lib/multipart';
import { createBusiness, getBusiness, updateBusinessProfile } from '../../services/business';
import { AppError, notFound } from '../../lib/app-error';
import { scopeOf, wantedBusiness } from '../../plugins/auth';
import { listClients } from '../../services/clients';
import { membershipOf } from '../../services/members';
import { createdResponse, ok, okResponse } from '../replies';
import coinPaymentRoutes from './coin-payments';
import branchRoutes from './branches';
import memberRoutes from './members';
import onboardingRoutes from './onboarding';
import pushRoutes from './push';
import telegramSettingsRoutes from './telegram';
import tillRoutes from './till';

const secured = { security: [{ bearer: [] }], tags: ['business'] };

export default async function businessRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/',
    {
      schema: { ...secured, body: createBusinessSchema, response: createdResponse(businessSchema) },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const business = await createBusiness(app.db, request.userId, request.body);
      return reply.status(201).send(ok(business));
    },
  );

  app.get(
    '/',
    { schema: { ...secured, response: okResponse(businessSchema) }, preHandler: app.authenticate },
    async (request) => {
      // Every role reads the business it acts for (the console's header and balance); none yet is a 404.
      const wanted = wantedBusiness(request);
      const membership = await membershipOf(app.db, request.userId, request.ip, wanted);
      if (!membership) throw wanted ? new AppError(403, 'errors.notAMember') : notFound('errors.businessNotFound');
      return ok(await getBusiness(app.db, membership.businessId));
    },
  );

  app.put(
    '/update',
    {
      schema: {
        ...secured,
        consumes: ['multipart/form-data', 'application/json'],
        response: okResponse(businessSchema),
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const business = await updateBusinessProfile(app, request.userId, await readFormBody(request), request.ip);
      return ok(business);
    },
  );

  await app.register(telegramSettingsRoutes);
  await app.register(pushRoutes);
  await app.register(onboardingRoutes);
  await app.register(coinPaymentRoutes, { prefix: '/coin-payments' });
  await app.register(tillRoutes, { prefix: '/till' });
  await app.register(memberRoutes);
  await app.register(branchRoutes);

  /** Customers this business (a branch-bound member: their branch) has sent requests to: the dialog's suggestions. */
  app.get(
    '/clients',
    { schema: { ...secured, response: okResponse(z.array(clientSchema)) }, preHandler: app.requireBusiness },
    async (request) => ok(await listClients(app.db, scopeOf(request))),
  );
}
