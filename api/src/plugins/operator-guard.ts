import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { users } from '../db/schema';
import { forbidden } from '../lib/app-error';
import type { Operator } from '../services/ops';

declare module 'fastify' {
  interface FastifyRequest {
    /** The operator behind an /api/ops call (operator guard): whose action the ops audit records. */
    operator: Operator;
  }
}

/**
 * The platform's operators (users who proved a phone that is in OPERATOR_PHONES) and no one else: owners get 403.
 * Registered once in the ops folder, it guards every route there, so no operator route can forget it.
 */
async function operatorGuard(app: FastifyInstance): Promise<void> {
  const operators = new Set(app.config.operatorPhones);
  app.decorateRequest('operator', null as unknown as Operator);
  app.addHook('preValidation', async (request: FastifyRequest) => {
    await (app.authenticate as (request: FastifyRequest) => Promise<void>)(request);
    const [user] = await app.db
      .select({ phone: users.phone, provenAt: users.phoneVerifiedAt })
      .from(users)
      .where(eq(users.id, request.userId));
    // a listed number that nobody proved is nobody's: registering it gives nothing
    if (!user || !operators.has(user.phone) || user.provenAt === null) throw forbidden();
    request.operator = { phone: user.phone, ip: request.ip };
  });
}

// fastify-plugin: the hook lands in the ops folder's own context (its routes), not in a child nobody uses.
export default fp(operatorGuard, { name: 'operator-guard' });
