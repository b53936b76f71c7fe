import fastifyJwt from '@fastify/jwt';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { businesses } from '../db/schema';
import { AppError, unauthorized } from '../lib/app-error';
import { isUuid } from '../lib/random-codes';

/** Bearer JWT (HS256, secret from config, expiry) → request.userId; business lookup → request.businessId. */
export async function registerAuth(app: FastifyInstance): Promise<void> {
  await app.register(fastifyJwt, { secret: app.config.jwtSecret, sign: { expiresIn: app.config.jwtExpiresIn } });
  app.decorateRequest('userId', '');
  app.decorateRequest('businessId', '');

  async function authenticate(request: FastifyRequest): Promise<void> {
    try {
      const payload = await request.jwtVerify<{ sub: string }>();
      if (!isUuid(payload.sub)) throw new Error('bad subject');
      request.userId = payload.sub;
    } catch {
      throw unauthorized();
    }
  }

  // user → business never changes once created (one business per user, never moved), so found pairs are
  // remembered: it saves a query on every business call. Misses are not cached (the business may come next).
  const businessOf = new Map<string, string>();
  app.decorate('authenticate', authenticate);
  app.decorate('requireBusiness', async (request: FastifyRequest) => {
    await authenticate(request);
    let businessId = businessOf.get(request.userId);
    if (!businessId) {
      const [business] = await app.db
        .select({ id: businesses.id })
        .from(businesses)
        .where(eq(businesses.userId, request.userId))
        .limit(1);
      if (!business) throw new AppError(403, 'errors.businessRequired');
      if (businessOf.size >= 50_000) businessOf.clear();
      businessOf.set(request.userId, business.id);
      businessId = business.id;
    }
    request.businessId = businessId;
  });
}

export function signToken(app: FastifyInstance, userId: string): string {
  return app.jwt.sign({ sub: userId });
}
