import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateLimits } from '../config';
import { AppError, tooManyRequests } from '../lib/app-error';

type Rule = keyof RateLimits;
type KeyOf = (request: FastifyRequest) => string | null;

/** Counters shared by every instance (Redis) when REDIS_URL is set; else, or while Redis is away, per process. */
export interface RateCounters {
  /** Counts one event for `key` under `rule`; false once the rule is used up. */
  hit(rule: Rule, key: string): Promise<boolean>;
  /** Gives back one event `key` counted under `rule` (an attempt that turned out to be no abuse). */
  refund(rule: Rule, key: string): Promise<void>;
  /** How many events `key` has counted under `rule` in its current window. */
  count(rule: Rule, key: string): Promise<number>;
  /** Whether counting goes to Redis right now (false: no REDIS_URL, or Redis is unreachable). */
  shared(): boolean;
  /** null without REDIS_URL; else whether Redis answers a PING within a second. */
  redisAnswers(): Promise<boolean | null>;
}

export interface AttemptRule {
  rule: Rule;
  key: KeyOf;
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
 * Rate limits on rate-limiter-flexible: one limiter per rule, counting in Redis (ioredis, keys
 * `fikr:rl:<rule>:<key>`) when REDIS_URL is set, so a limit holds across instances; in memory without Redis, and
 * through the rule's in-memory insurance limiter while Redis cannot be reached (the API stays up with per-instance
 * limits and logs a warning). Decorates:
 * - app.rateLimit(rule, key, message?) → preHandler counting every request, 429 once the rule is used up;
 * - app.failureLimit(rules) → preHandler that refuses (or slows) while failures are over a rule; a reply with a
 *   4xx (not 429) then counts as one failure for each rule (login: wrong passwords, not successful logins);
 * - app.attemptLimit(rules, message?) → preHandler for a code check: counts the attempt under every rule BEFORE
 *   the check (one atomic increment each), 429 once any rule is used up, and gives it back when the reply is a
 *   success, so only failures stay counted and a burst gets no more than the limit past the count;
 * - app.rateCounters → hit/count for policies inside services.
 */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  const { redisUrl } = app.config;
  const redis = redisUrl
    ? new Redis(redisUrl, {
        // A command while disconnected fails at once (the insurance limiter answers) instead of queueing.
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

  // One limiter per rule: routes counting the same rule (the no-JS form post and the JSON submit) share its counter.
  const limiters = new Map<Rule, RateLimiterAbstract>();
  const limiterOf = (rule: Rule): RateLimiterAbstract => {
    let limiter = limiters.get(rule);
    if (limiter) return limiter;
    const { max, windowMs } = app.config.rateLimits[rule];
    const keyPrefix = `fikr:rl:${rule}`;
    const memory = new RateLimiterMemory({ keyPrefix, points: max, duration: windowMs / 1000 });
    limiter = redis
      ? new RateLimiterRedis({
          storeClient: redis,
          keyPrefix,
          points: max,
          // Redis expires keys in whole seconds.
          duration: Math.max(1, Math.ceil(windowMs / 1000)),
          rejectIfRedisNotReady: true,
          insuranceLimiter: memory,
        })
      : memory;
    limiters.set(rule, limiter);
    return limiter;
  };
  const noteRedisState = () => {
    if (redis && redis.status !== 'ready') fellBack(new Error(`Redis connection is ${redis.status}`));
  };
  const counters: RateCounters = {
    async hit(rule, key) {
      noteRedisState();
      try {
        await limiterOf(rule).consume(key);
        return true;
      } catch (err) {
        if (err instanceof RateLimiterRes) return false;
        throw err;
      }
    },
    async refund(rule, key) {
      noteRedisState();
      await limiterOf(rule).reward(key, 1);
    },
    async count(rule, key) {
      noteRedisState();
      return (await limiterOf(rule).get(key))?.consumedPoints ?? 0;
    },
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

  app.decorate('rateLimit', (rule: Rule, key: KeyOf, message = 'errors.tooManyRequests') => {
    const check = async (request: FastifyRequest) => {
      const k = key(request);
      if (k === null) return;
      if (!(await counters.hit(rule, k)))
        throw new AppError(429, message, undefined, { max: app.config.rateLimits[rule].max });
    };
    return countsLimit(check, rule, key);
  });

  const attemptsOf = Symbol('fikr.attempts');
  type Attempting = FastifyRequest & { [attemptsOf]?: Array<{ rule: Rule; key: string }> };
  const giveBack = (counted: Array<{ rule: Rule; key: string }>) =>
    Promise.all(counted.map(({ rule, key }) => counters.refund(rule, key)));
  app.decorate('attemptLimit', (rules: AttemptRule[], message = 'errors.tooManyRequests') => {
    const check = async (request: FastifyRequest) => {
      const counted: Array<{ rule: Rule; key: string }> = [];
      for (const { rule, key } of rules) {
        const k = key(request);
        if (k === null) continue;
        const allowed = await counters.hit(rule, k);
        counted.push({ rule, key: k });
        if (!allowed) {
          // a refused attempt checks nothing: it is no failure under any rule
          await giveBack(counted);
          throw new AppError(429, message, undefined, { max: app.config.rateLimits[rule].max });
        }
      }
      (request as Attempting)[attemptsOf] = counted;
    };
    return rules.reduce((handler, { rule, key }) => countsLimit(handler, rule, key), check);
  });
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply) => {
    const counted = (request as Attempting)[attemptsOf];
    if (!counted) return;
    (request as Attempting)[attemptsOf] = undefined;
    if (reply.statusCode < 400) await giveBack(counted);
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
}
