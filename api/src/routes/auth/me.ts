import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isBlank, sessionUserSchema } from '@fikr/shared/core';
import { businesses, users } from '../../db/schema';
import { readFormBody } from '../../lib/multipart';
import { parseOrThrow } from '../../lib/validation';
import { updateBusinessProfile } from '../../services/business';
import { loadSession } from '../../services/users';
import { ok, okResponse } from '../replies';

const secured = { tags: ['auth'], security: [{ bearer: [] }], response: okResponse(sessionUserSchema) };
const userNameSchema = z.preprocess(
  (v) => (isBlank(v) ? undefined : v),
  z
    .string({ error: 'validation.businessNameTooLong' })
    .trim()
    .max(100, { error: 'validation.businessNameTooLong' })
    .optional(),
);

export default async function meRoutes(app: FastifyInstance): Promise<void> {
  const operators = new Set(app.config.operatorPhones);
  /**
   * The session, and whether the user is an operator (a proven phone in OPERATOR_PHONES): the console then offers
   * the operators' pages too.
   */
  const session = async (userId: string, ip: string) => {
    const found = await loadSession(app.db, userId, ip);
    return { ...found, operator: found.user.phoneVerified && operators.has(found.user.phone) };
  };

  app.get('/me', { schema: secured, preHandler: app.authenticate }, async (request) => {
    return ok(await session(request.userId, request.ip));
  });

  /**
   * Profile save: multipart (or JSON). `userName` sets the user's own name; the business fields and the logo
   * are applied to the user's business exactly as PUT /business/update does.
   */
  app.put(
    '/me',
    { schema: { ...secured, consumes: ['multipart/form-data', 'application/json'] }, preHandler: app.authenticate },
    async (request) => {
      const body = await readFormBody(request);
      const { userName, ...businessFields } = body.fields;
      const name = parseOrThrow(userNameSchema, userName);
      if (name !== undefined) {
        await app.db.update(users).set({ name, updatedAt: new Date() }).where(eq(users.id, request.userId));
      }
      const [business] = await app.db
        .select({ id: businesses.id })
        .from(businesses)
        .where(eq(businesses.userId, request.userId));
      const hasBusinessChanges = body.file !== null || Object.values(businessFields).some((v) => !isBlank(v));
      if (business && hasBusinessChanges)
        await updateBusinessProfile(app, request.userId, { fields: businessFields, file: body.file }, request.ip);
      return ok(await session(request.userId, request.ip));
    },
  );
}
