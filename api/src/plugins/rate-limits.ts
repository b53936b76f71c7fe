import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Redis from 'ioredis';
import type { RateLimits } from '../config';
import { AppError, tooManyRequests } from '../lib/app-error';

/* eslint-disable @typescript-eslint/no-require-imports -- the stores @fastify/rate-limit ships are CommonJS
   files without typings: require() types them here as StoreClass */
const RedisStore: StoreClass = require('@fastify/rate-limit/store/RedisStore');
const LocalStore: StoreClass = require('@fastify/rate-limit/store/LocalStore');
/* eslint-enable @typescript-eslint/no-require-imports */

type Counted = { current: number; ttl: number };
type Done = (err: Error | null, result: Counted) => void;
interface Store {
  incr(key: string, done: Done, timeWindow: number, max: number): void;
  read(key: string, done: Done, timeWindow: number, max: number): void;
}
type StoreClass = new (continueExceeding: boolean, exponentialBackoff: boolean, ...rest: unknown[]) => Store;

type Rule = keyof RateLimits;
type KeyOf = (request: FastifyRequest) => string | null;

/** Counters shared by every instance (Redis) when REDIS_URL is set; else, or while Redis is away, per process. */
export interface RateCounters {
  /** Counts one event for `key` under `rule`; false once the rule is used up. */
  hit(rule: Rule, key: string): Promise<boolean>;
  /** How many events `key` has counted under `rule` in its current window. */
  count(rule: Rule, key: string): Promise<number>;
  /** Whether counting goes to Redis right now (false: no REDIS_URL, or Redis is unreachable). */
  shared(): boolean;
  /** null without REDIS_URL; else whether Redis answers a PING within a second. */
  redisAnswers(): Promise<boolean | null>;
}

export interface FailureRule {
  rule: Rule;
  key: KeyOf;
  /** Over the limit, slow the attempt down instead of refusing it (a per-account ceiling must not lock its owner out). */
  slowOnly?: boolean;
}

const limitOf = Symbol('fikr.limit');
type Counting = { [limitOf]?: Array<{ rule: Rule; key: KeyOf }> };

/** Marks a preHandler as counting `rule` under `key`, so the abuse suite finds every limit in the route table. */
export function countsLimit<T extends object>(handler: T, rule: Rule, key: KeyOf): T {
  const earlier = (handler as Counting)[limitOf] ?? [];
  return Object.assign(handler, { [limitOf]: [...earlier, { rule, key }] });
}

/** The limits a route's preHandler (or list of them) counts, as countsLimit marked them. */
export function limitsCounted(preHandler: unknown): Array<{ rule: Rule; key: KeyOf }> {
  const handlers: unknown[] = Array.isArray(preHandler) ? preHandler : preHandler ? [preHandler] : [];
  return handlers.flatMap((h) => (h as Counting)?.[limitOf] ?? []);
}

/** Pause of an attempt whose account is over its slow-only ceiling. */
export const SLOW_DOWN_MS = 1_000;

const failuresOf = Symbol('fikr.failureLimits');
type Tracked = FastifyRequest & { [failuresOf]?: Array<{ rule: Rule; key: string }> };

/**
 * Rate limits on @fastify/rate-limit's stores: its Redis store (ioredis) when REDIS_URL is set, so a limit holds
 * across instances; its in-memory store without Redis, and as a fallback while Redis cannot be reached (the
 * API stays up with per-instance limits and logs a warning). Decorates:
 * - app.rateLimit(rule, key, message?) → preHandler counting every request, 429 once the rule is used up;
 * - app.failureLimit(rules) → preHandler that refuses (or slows) while failures are over a rule; a reply with a
 *   4xx (not 429) then counts as one failure for each rule (login: wrong passwords, not successful logins);
 * - app.rateCounters → hit/count for policies inside services.
 */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  const { redisUrl } = app.config;
  const redis = redisUrl
    ? new Redis(redisUrl, {
        // A command while disconnected fails at once (the in-memory fallback answers) instead of queueing.
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        commandTimeout: 1_000,
        connectTimeout: 2_000,
        retryStrategy: (times) => Math.min(times * 250, 2_000),
      })
    : null;
  let redisDown = false;
  const fellBack = (err: unknown) => {
    if (redisDown) return;
    redisDown = true;
    app.log.warn({ err }, 'Redis is unreachable: rate limits are counted per instance until it is back');
  };
  if (redis) {
    redis.on('error', fellBack);
    redis.on('ready', () => {
      if (redisDown) app.log.warn('Redis is back: rate limits are shared again');
      redisDown = false;
    });
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  }

  /** One rule's counter: Redis while it is ready, else process memory. */
  class FallbackStore implements Store {
    private readonly local: Store;
    private readonly remote: Store | null;
    constructor(rule: unknown) {
      this.local = new LocalStore(false, false, 50_000);
      this.remote = redis
        ? new RedisStore(false, false, redis, `fikr:rl:${typeof rule === 'string' ? rule : 'global'}:`)
        : null;
    }
    incr(key: string, done: Done, timeWindow: number, max: number) {
      this.run('incr', key, done, timeWindow, max);
    }
    read(key: string, done: Done, timeWindow: number, max: number) {
      this.run('read', key, done, timeWindow, max);
    }
    private run(op: 'incr' | 'read', key: string, done: Done, timeWindow: number, max: number) {
      if (!this.remote || redis?.status !== 'ready') {
        if (redis) fellBack(new Error(`Redis connection is ${redis.status}`));
        this.local[op](key, done, timeWindow, max);
        return;
      }
      this.remote[op](
        key,
        (err, result) => {
          if (!err) return done(null, result);
          fellBack(err);
          this.local[op](key, done, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }
    /**
     * @fastify/rate-limit asks for a store per limiter: every limiter of one rule gets the rule's one store, so two
     * routes counting the same rule (the no-JS form post and the JSON submit) share one counter in memory too.
     */
    child(params: { rule?: string }) {
      return storeOf((params.rule ?? 'global') as Rule);
    }
  }

  const stores = new Map<Rule, FallbackStore>();
  const storeOf = (rule: Rule) => {
    let store = stores.get(rule);
    if (!store) stores.set(rule, (store = new FallbackStore(rule)));
    return store;
  };
  const counted = (rule: Rule, key: string, op: 'incr' | 'read') => {
    const { max, windowMs } = app.config.rateLimits[rule];
    return new Promise<Counted>((resolve, reject) =>
      storeOf(rule)[op](key, (err, r) => (err ? reject(err) : resolve(r)), windowMs, max),
    );
  };
  const counters: RateCounters = {
    hit: async (rule, key) => (await counted(rule, key, 'incr')).current <= app.config.rateLimits[rule].max,
    count: async (rule, key) => (await counted(rule, key, 'read')).current,
    shared: () => redis?.status === 'ready',
    async redisAnswers() {
      if (!redis) return null;
      try {
        return (await redis.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
  };
  app.decorate('rateCounters', counters);

  // Registered before the plugin, so it keeps this signature (the plugin only adds its own when the name is free).
  app.decorate('rateLimit', (rule: Rule, key: KeyOf, message = 'errors.tooManyRequests') => {
    const { max, windowMs } = app.config.rateLimits[rule];
    const limiter = app.createRateLimit({
      max,
      timeWindow: windowMs,
      keyGenerator: (request: FastifyRequest) => key(request) ?? '',
      rule,
    } as never);
    const check = async (request: FastifyRequest) => {
      if (key(request) === null) return;
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) throw new AppError(429, message, undefined, { max });
    };
    return countsLimit(check, rule, key);
  });

  // Attempts of this process that passed the check and are not counted yet: a burst of concurrent wrong
  // passwords must not all slip in before the first of them is counted.
  const pending = new Map<string, number>();
  const pendingKey = (rule: Rule, key: string) => `${rule}\u0000${key}`;
  const release = (request: FastifyRequest) => {
    const tracked = (request as Tracked)[failuresOf];
    if (!tracked) return;
    (request as Tracked)[failuresOf] = undefined;
    for (const { rule, key } of tracked) {
      const k = pendingKey(rule, key);
      const left = (pending.get(k) ?? 1) - 1;
      if (left > 0) pending.set(k, left);
      else pending.delete(k);
    }
  };

  const failureCheck = (rules: FailureRule[]) => async (request: FastifyRequest) => {
    const tracked: Array<{ rule: Rule; key: string }> = [];
    let slow = false;
    for (const { rule, key, slowOnly } of rules) {
      const k = key(request);
      if (k === null) continue;
      tracked.push({ rule, key: k });
      const failures = (await counters.count(rule, k)) + (slowOnly ? 0 : (pending.get(pendingKey(rule, k)) ?? 0));
      if (failures < app.config.rateLimits[rule].max) continue;
      if (!slowOnly) throw tooManyRequests();
      slow = true;
    }
    for (const { rule, key } of tracked)
      pending.set(pendingKey(rule, key), (pending.get(pendingKey(rule, key)) ?? 0) + 1);
    (request as Tracked)[failuresOf] = tracked;
    if (slow) await new Promise((resolve) => setTimeout(resolve, SLOW_DOWN_MS));
  };
  app.decorate('failureLimit', (rules: FailureRule[]) =>
    rules.reduce((check, { rule, key }) => countsLimit(check, rule, key), failureCheck(rules)),
  );
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply) => {
    const tracked = (request as Tracked)[failuresOf];
    if (!tracked) return;
    if (reply.statusCode >= 400 && reply.statusCode < 500 && reply.statusCode !== 429) {
      await Promise.all(tracked.map(({ rule, key }) => counters.hit(rule, key)));
    }
    release(request);
  });
  app.addHook('onResponse', async (request: FastifyRequest) => release(request));

  await app.register(fastifyRateLimit, { global: false, store: FallbackStore as never, skipOnError: false });
}
