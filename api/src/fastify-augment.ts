import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Role } from '@fikr/shared/core';
import type { Config, RateLimits } from './config';
import type { Db, DbKind } from './db/client';
import type { AttemptRule, FailureRule, RateCounters } from './plugins/rate-limits';
import type { Providers } from './providers/types';
import type { OutboxSender } from './services/outbox-sender';
import type { PayoutJob } from './services/payout-job';
import type { LiveRemotes } from './services/remotes';

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
    /** 401 unless a customer's (wallet) session is sent, as bearer token or cookie; sets request.customerPhone. */
    requireCustomer: preHandlerAsyncHookHandler;
    /** Drops this instance's cached session version of a customer (after raising it). */
    forgetCustomerVersion(phone: string): void;
    /** This instance's payout job (services/payout-job.ts). */
    payoutJob: PayoutJob;
    /** The console's remote manifest as served now: settings plus the operators' overrides (services/remotes.ts). */
    remotes: LiveRemotes;
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
    /**
     * For a code check: counts the attempt under every rule before it (atomically), 429 (with `message`) once any is
     * used up; a success gives the attempt back, so only failures count.
     */
    attemptLimit(rules: AttemptRule[], message?: string): preHandlerAsyncHookHandler;
    /** Rate-limit counters, in Redis when REDIS_URL is set (shared by every instance). */
    rateCounters: RateCounters;
  }
  interface FastifyRequest {
    userId: string;
    businessId: string;
    /** requireBusiness: the user's role in request.businessId, their branch (a member tied to one), their phone. */
    role: Role;
    branchId: string | null;
    actorPhone: string;
    /** The signed-in customer's phone (requireCustomer). */
    customerPhone: string;
    /** The authenticated token's version (`ver`). */
    tokenVersion: number;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    /** kind 'customer': a wallet session, whose subject is the phone (plugins/customer-auth.ts). */
    payload: { sub: string; ver?: number; kind?: 'customer' };
    user: { sub: string; ver?: number; kind?: 'customer' };
  }
}

export {};
