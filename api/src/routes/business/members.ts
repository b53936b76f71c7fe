import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditPageSchema,
  auditQuerySchema,
  memberInviteSchema,
  membersSchema,
  memberUpdateSchema,
  messageSchema,
  oneMemberSchema,
} from '@fikr/shared/core';
import { text } from '../../lib/messages';
import { actorOf } from '../../plugins/auth';
import { readerLang } from '../../plugins/error-handler';
import { listAudit } from '../../services/audit';
import { inviteMember, listMembers, removeMember, updateMember } from '../../services/members';
import { createdResponse, ok, okResponse } from '../replies';

const secured = { security: [{ bearer: [] }], tags: ['team'] };
const memberParams = z.object({ id: z.string().max(100) });

/** The team (owner only, see plugins/route-roles.ts) and the audit trail of its money and access actions. */
export default async function memberRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const owner = app.requireBusiness;

  app.get(
    '/members',
    { schema: { ...secured, response: okResponse(membersSchema) }, preHandler: owner },
    async (request) => ok({ members: await listMembers(app.db, request.businessId) }),
  );

  app.post(
    '/members',
    { schema: { ...secured, body: memberInviteSchema, response: createdResponse(oneMemberSchema) }, preHandler: owner },
    async (request, reply) => {
      const signIn = `${app.config.publicOrigin}/login?phone=${request.body.phone}`;
      const member = await inviteMember(app.db, actorOf(request), request.body, signIn);
      return reply.status(201).send(ok({ member }));
    },
  );

  app.patch(
    '/members/:id',
    {
      schema: { ...secured, params: memberParams, body: memberUpdateSchema, response: okResponse(oneMemberSchema) },
      preHandler: owner,
    },
    async (request) => ok({ member: await updateMember(app.db, actorOf(request), request.params.id, request.body) }),
  );

  app.delete(
    '/members/:id',
    { schema: { ...secured, params: memberParams, response: okResponse(messageSchema) }, preHandler: owner },
    async (request) => {
      await removeMember(app.db, actorOf(request), request.params.id);
      return ok({ message: text('success.memberRemoved', undefined, readerLang(request)) });
    },
  );

  app.get(
    '/audit',
    { schema: { ...secured, querystring: auditQuerySchema, response: okResponse(auditPageSchema) }, preHandler: owner },
    async (request) => ok(await listAudit(app.db, request.businessId, request.query)),
  );
}
