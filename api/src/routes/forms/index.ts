import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formInputSchema } from '@fikr/shared/core';
import { createForm, deleteForm, getForm, listForms, updateForm } from '../../services/forms';
import publicFormRoutes from './public';

const secured = { security: [{ bearer: [] }], tags: ['forms'] };
const idParams = z.object({ id: z.string().max(100) });

export default async function formRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(publicFormRoutes);

  app.get('/', { schema: secured, preHandler: app.requireBusiness }, async (request) => {
    return { success: true, data: { forms: await listForms(app.db, request.businessId) } };
  });

  app.get('/:id', { schema: { ...secured, params: idParams }, preHandler: app.requireBusiness }, async (request) => {
    return { success: true, data: await getForm(app.db, request.businessId, request.params.id) };
  });

  app.post(
    '/',
    { schema: { ...secured, body: formInputSchema }, preHandler: app.requireBusiness },
    async (request, reply) => {
      const form = await createForm(app.db, request.businessId, request.body);
      return reply.status(201).send({ success: true, data: form });
    },
  );

  app.patch(
    '/:id',
    { schema: { ...secured, params: idParams, body: formInputSchema }, preHandler: app.requireBusiness },
    async (request) => {
      return { success: true, data: await updateForm(app.db, request.businessId, request.params.id, request.body) };
    },
  );

  app.delete('/:id', { schema: { ...secured, params: idParams }, preHandler: app.requireBusiness }, async (request) => {
    await deleteForm(app.db, request.businessId, request.params.id);
    return { success: true, data: { _id: request.params.id } };
  });
}
