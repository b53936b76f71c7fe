import type { FastifyInstance, FastifyRequest } from 'fastify';

const TILL_GUESS_KEYS = [
  { rule: 'coinPaymentGuess', key: (request: FastifyRequest) => request.businessId },
  { rule: 'coinPaymentGuessMember', key: (request: FastifyRequest) => request.userId },
  { rule: 'coinPaymentGuessIp', key: (request: FastifyRequest) => request.ip },
] as const;

/**
 * A code typed at the till (a pay code, a voucher code) is counted before it is tried, per business, per member and
 * per client IP: rate-limiter-flexible's consume increments and checks in one step, so a burst of parallel guesses
 * gets no more answers than the limit. Put these after the access check: only the business's own tries count.
 */
export function tillGuessLimits(app: FastifyInstance) {
  return TILL_GUESS_KEYS.map(({ rule, key }) => app.rateLimit(rule, key, 'wallet.payCodeLimit'));
}

/** A code that was taken or found was no guess: its tries are given back, so a busy till never meets the limit. */
export async function giveBackTillGuess(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  await Promise.all(TILL_GUESS_KEYS.map(({ rule, key }) => app.rateCounters.refund(rule, key(request))));
}
