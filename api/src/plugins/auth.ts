import fastifyJwt from '@fastify/jwt';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { users } from '../db/schema';
import { AppError, unauthorized } from '../lib/app-error';
import { isUuid } from '../lib/random-codes';
import type { Actor } from '../services/audit';
import type { Scope } from '../services/scope';
import { membershipOf } from '../services/members';
import { ROUTE_ROLES, routeKey } from './route-roles';

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
 * users.token_version (logout and a first login with a reset password raise it); requireBusiness finds the business
 * the request acts for (the user's own, or one whose team has their phone; X-Business-Id picks one of several) and
 * refuses a role the route does not allow → request.businessId, role, branchId.
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
  app.decorateRequest('role', 'owner');
  app.decorateRequest('branchId', null);
  app.decorateRequest('actorPhone', '');

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

  app.decorate('authenticate', authenticate);
  // Which roles each business route allows (plugins/route-roles.ts): a route without an entry stops the start.
  app.addHook('onRoute', (route) => {
    const handlers = [route.preHandler ?? []].flat();
    if (!handlers.includes(app.requireBusiness)) return;
    // Access before anything else reads the request: who may call a route is checked before its input is
    // validated or any limit counts, so a refused caller learns nothing and uses up nothing.
    route.preHandler = handlers.filter((h) => h !== app.requireBusiness);
    route.preValidation = [app.requireBusiness, ...[route.preValidation ?? []].flat()];
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const key = routeKey(method, route.url);
      if (!ROUTE_ROLES[key])
        throw new Error(`${key} requires a business but declares no roles (plugins/route-roles.ts)`);
    }
  });
  app.decorate('requireBusiness', async (request: FastifyRequest) => {
    await authenticate(request);
    const wanted = wantedBusiness(request);
    const membership = await membershipOf(app.db, request.userId, request.ip, wanted);
    if (!membership) throw new AppError(403, wanted ? 'errors.notAMember' : 'errors.businessRequired');
    const allowed = ROUTE_ROLES[routeKey(request.method, request.routeOptions.url ?? '')] ?? [];
    if (!allowed.includes(membership.role)) throw new AppError(403, 'errors.roleForbidden');
    request.businessId = membership.businessId;
    request.role = membership.role;
    request.branchId = membership.branchId;
    request.actorPhone = membership.phone;
  });
}

/** X-Business-Id, canonical (lower case, trimmed): which of a user's businesses a request acts for. */
export function wantedBusiness(request: FastifyRequest): string | undefined {
  const header = request.headers['x-business-id'];
  const wanted = typeof header === 'string' && header.trim() ? header.trim().toLowerCase() : undefined;
  if (wanted !== undefined && !isUuid(wanted)) throw new AppError(403, 'errors.notAMember');
  return wanted;
}

/**
 * The branch a request may see: a member tied to a branch sees only theirs, whatever they ask for; anyone else
 * what they asked (canonical), or the whole business.
 */
export function scopedBranch(request: FastifyRequest, asked?: string): string | undefined {
  if (request.branchId) return request.branchId;
  return asked ? asked.trim().toLowerCase() : undefined;
}

/** What the request may reach: its business, and the member's branch when they are bound to one. */
export function scopeOf(request: FastifyRequest): Scope {
  return { businessId: request.businessId, branchId: request.branchId };
}

/** The signed-in member as the audit trail records them. */
export function actorOf(request: FastifyRequest): Actor {
  return {
    businessId: request.businessId,
    userId: request.userId,
    phone: request.actorPhone,
    role: request.role,
    ip: request.ip,
  };
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
