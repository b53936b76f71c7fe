import type { FastifyRequest } from 'fastify';
import type { AttemptRule } from './rate-limits';

/**
 * A code typed at the till (a pay code, a voucher code) is an attempt, counted before it is tried per business, per
 * member and per client IP (`app.attemptLimit`: an atomic increment-then-check, so a burst gets no more answers than
 * the limit); a code that was taken or found was no guess and gives its tries back, so a busy till never meets the
 * limit. Put the limit after the access check: only the business's own tries count.
 */
export const TILL_GUESSES: AttemptRule[] = [
  { rule: 'coinPaymentGuess', key: (request: FastifyRequest) => request.businessId },
  { rule: 'coinPaymentGuessMember', key: (request: FastifyRequest) => request.userId },
  { rule: 'coinPaymentGuessIp', key: (request: FastifyRequest) => request.ip },
];
