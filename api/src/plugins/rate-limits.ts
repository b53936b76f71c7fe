import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimits } from '../config';
import { tooManyRequests } from '../lib/app-error';
import { RateLimiter } from '../lib/rate-limiter';

/** app.rateLimit(rule, key) → a preHandler answering 429 once the key has used up the rule. */
export function registerRateLimits(app: FastifyInstance): void {
  const limiters = new Map<keyof RateLimits, RateLimiter>();
  app.decorate('rateLimit', (rule: keyof RateLimits, key: (request: FastifyRequest) => string | null) => {
    let limiter = limiters.get(rule);
    if (!limiter) {
      limiter = new RateLimiter(app.config.rateLimits[rule]);
      limiters.set(rule, limiter);
    }
    const bound = limiter;
    return async (request: FastifyRequest) => {
      const k = key(request);
      if (k !== null && !bound.hit(k)) throw tooManyRequests();
    };
  });
}
