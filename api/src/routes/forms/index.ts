import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deletedSchema, formCreateSchema, formInputSchema, formListSchema, formSchema } from '@fikr/shared/core';
import { readerLang } from '../../plugins/error-handler';
import { templateForm } from '../../services/templates';
import { createForm, deleteForm, getForm, listForms, updateForm } from '../../services/forms';
import { scopeOf } from '../../plugins/auth';
import { createdResponse, ok, okResponse } from '../replies';
import publicFormRoutes from './public';
import tableTentRoutes from './table-tent';

const secured = { security: [{ bearer: [] }], tags: ['forms'] };
const idParams = z.object({ id: z.string().max(100) });
const oneForm = okResponse(formSchema);

export default async function formRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(publicFormRoutes);
  await app.register(tableTentRoutes);

  const list = { ...secured, response: okResponse(formListSchema) };
  app.get('/', { schema: list, preHandler: app.requireBusiness }, async (request) => {
    return ok({ forms: await listForms(app.db, scopeOf(request)) });
  });

  const one = { ...secured, params: idParams, response: oneForm };
  app.get('/:id', { schema: one, preHandler: app.requireBusiness }, async (request) => {
    return ok(await getForm(app.db, scopeOf(request), request.params.id));
  });

  app.post(
    '/',
    {
      schema: { ...secured, body: formCreateSchema, response: createdResponse(formSchema) },
      preHandler: app.requireBusiness,
    },
    async (request, reply) => {
      // a form, or { templateId, lang? }: the template's form in the body's language, else the reader's
      const body = request.body;
      const input = 'templateId' in body ? templateForm(body.templateId, body.lang ?? readerLang(request)) : body;
      const form = await createForm(app.db, request.businessId, input);
      return reply.status(201).send(ok(form));
    },
  );

  app.patch('/:id', { schema: { ...one, body: formInputSchema }, preHandler: app.requireBusiness }, async (request) => {
    return ok(await updateForm(app.db, scopeOf(request), request.params.id, request.body));
  });

  const deleted = { ...secured, params: idParams, response: okResponse(deletedSchema) };
  app.delete('/:id', { schema: deleted, preHandler: app.requireBusiness }, async (request) => {
    await deleteForm(app.db, request.businessId, request.params.id);
    return ok({ _id: request.params.id });
  });
}
