import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Config, RateLimits } from './config';
import type { Db, DbKind } from './db/client';
import type { FailureRule, RateCounters } from './plugins/rate-limits';
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
    /** 429 (with `message`, a text key) when `key` (null = skip) has used up the named rule. */
    rateLimit(
      rule: keyof RateLimits,
      key: (request: FastifyRequest) => string | null,
      message?: string,
    ): preHandlerAsyncHookHandler;
    /** 429 (or a pause, slowOnly) while a key's failures (4xx replies) are over its rule; counts this one if it fails. */
    failureLimit(rules: FailureRule[]): preHandlerAsyncHookHandler;
    /** Rate-limit counters, in Redis when REDIS_URL is set (shared by every instance). */
    rateCounters: RateCounters;
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
