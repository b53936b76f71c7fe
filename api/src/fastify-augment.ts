import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Config, RateLimits } from './config';
import type { Db, DbKind } from './db/client';
import type { Providers } from './providers/types';
import type { OutboxSender } from './services/outbox-sender';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    dbKind: DbKind;
    providers: Providers;
    /** This instance's sender loop of the durable outbox. */
    outbox: OutboxSender;
    uploadsDir: string;
    /** 401 unless a valid bearer token is sent; sets request.userId. */
    authenticate: preHandlerAsyncHookHandler;
    /** authenticate + 403 unless the user has a business; sets request.businessId. */
    requireBusiness: preHandlerAsyncHookHandler;
    /** Drops this instance's cached token version of the user (after raising it). */
    forgetTokenVersion(userId: string): void;
    /** 429 when `key` (null = skip) has used up the named rule. */
    rateLimit(rule: keyof RateLimits, key: (request: FastifyRequest) => string | null): preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    userId: string;
    businessId: string;
    /** The authenticated token's version (`ver`). */
    tokenVersion: number;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; ver?: number };
    user: { sub: string; ver?: number };
  }
}

export {};
