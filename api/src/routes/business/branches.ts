import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { branchesSchema, branchInputSchema, branchSchema, branchUpdateSchema } from '@fikr/shared/core';
import { createBranch, deleteBranch, listBranches, updateBranch } from '../../services/branches';
import { actorOf } from '../../plugins/auth';
import { createdResponse, ok, okResponse } from '../replies';

const secured = { security: [{ bearer: [] }], tags: ['team'] };
const params = z.object({ id: z.string().max(100) });
/** Every answer carries the whole list as it is now (the console redraws it), and a change the branch it made. */
const listAndOne = branchesSchema.extend({ branch: branchSchema });

/**
 * A business's branches: the owner keeps them (each change in the audit trail), the staff read them
 * (plugins/route-roles.ts). A branch members are bound to is not deleted until they are moved (409).
 */
export default async function branchRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const listOf = async (businessId: string) => ({ branches: await listBranches(app.db, businessId) });

  app.get(
    '/branches',
    { schema: { ...secured, response: okResponse(branchesSchema) }, preHandler: app.requireBusiness },
    async (request) => ok(await listOf(request.businessId)),
  );
  app.post(
    '/branches',
    {
      schema: { ...secured, body: branchInputSchema, response: createdResponse(listAndOne) },
      preHandler: app.requireBusiness,
    },
    async (request, reply) => {
      const branch = await createBranch(app.db, actorOf(request), request.body);
      return reply.status(201).send(ok({ ...(await listOf(request.businessId)), branch }));
    },
  );
  app.patch(
    '/branches/:id',
    {
      schema: { ...secured, params, body: branchUpdateSchema, response: okResponse(listAndOne) },
      preHandler: app.requireBusiness,
    },
    async (request) => {
      const branch = await updateBranch(app.db, actorOf(request), request.params.id, request.body);
      return ok({ ...(await listOf(request.businessId)), branch });
    },
  );
  app.delete(
    '/branches/:id',
    { schema: { ...secured, params, response: okResponse(branchesSchema) }, preHandler: app.requireBusiness },
    async (request) => {
      await deleteBranch(app.db, actorOf(request), request.params.id);
      return ok(await listOf(request.businessId));
    },
  );
}
