import fastifyJwt from '@fastify/jwt';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { businesses, users } from '../db/schema';
import { AppError, unauthorized } from '../lib/app-error';
import { isUuid } from '../lib/random-codes';

/** How long an instance trusts a user's token version it read: a revocation elsewhere holds within this time. */
export const TOKEN_VERSION_CACHE_MS = 2_000;

interface TokenPayload {
  sub: string;
  /** Only a customer's (wallet) token has a kind: it never opens an owner's route. */
  kind?: string;
  /** users.token_version when the token was signed (absent in tokens from before versions: 0). */
  ver?: number;
}

/**
 * Bearer JWT (HS256 only, `exp` required, secret from config) → request.userId; the token's version must equal
 * users.token_version (logout and a first login with a reset password raise it); business lookup → request.businessId.
 */
export async function registerAuth(app: FastifyInstance): Promise<void> {
  await app.register(fastifyJwt, {
    secret: app.config.jwtSecret,
    sign: { algorithm: 'HS256', expiresIn: app.config.jwtExpiresIn },
    verify: { algorithms: ['HS256'], requiredClaims: ['exp'] },
  });
  app.decorateRequest('userId', '');
  app.decorateRequest('businessId', '');
  app.decorateRequest('tokenVersion', 0);

  const versions = new Map<string, { version: number | null; at: number }>();
  async function currentVersion(userId: string): Promise<number | null> {
    const cached = versions.get(userId);
    if (cached && Date.now() - cached.at < TOKEN_VERSION_CACHE_MS) return cached.version;
    const [row] = await app.db.select({ version: users.tokenVersion }).from(users).where(eq(users.id, userId)).limit(1);
    if (versions.size >= 50_000) versions.clear();
    versions.set(userId, { version: row?.version ?? null, at: Date.now() });
    return row?.version ?? null;
  }
  app.decorate('forgetTokenVersion', (userId: string) => void versions.delete(userId));

  async function authenticate(request: FastifyRequest): Promise<void> {
    let payload: TokenPayload;
    try {
      payload = await request.jwtVerify<TokenPayload>();
      if (!isUuid(payload.sub) || payload.kind !== undefined) throw new Error('not an owner token');
    } catch {
      throw unauthorized();
    }
    const version = payload.ver ?? 0;
    if ((await currentVersion(payload.sub)) !== version) throw unauthorized();
    request.userId = payload.sub;
    request.tokenVersion = version;
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

export function signToken(app: FastifyInstance, userId: string, version = 0): string {
  return app.jwt.sign({ sub: userId, ver: version });
}

/** Ends the presented token (and any other of the same version) on every instance: the version moves on. */
export async function revokeTokens(app: FastifyInstance, userId: string, version: number): Promise<void> {
  await app.db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(and(eq(users.id, userId), eq(users.tokenVersion, version)));
  app.forgetTokenVersion(userId);
}
