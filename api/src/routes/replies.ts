import type { z } from 'zod';
import { failureSchema, okEnvelope } from '@fikr/shared/core';

/** Every failure, whatever the route: `{ success: false, message, code, errors? }` (see plugins/error-handler). */
const failures = { '4xx': failureSchema, '5xx': failureSchema };

/**
 * A route's `response` for a 200 answer: `{ success: true, data }` with `data` as declared, and the failure shape.
 * The serializer sends only the declared fields (a column nobody declared never leaks) and /api/docs shows them.
 */
export function okResponse<T extends z.ZodType>(data: T) {
  return { 200: okEnvelope(data), ...failures };
}

/** The same for a 201 answer (something was created). */
export function createdResponse<T extends z.ZodType>(data: T) {
  return { 201: okEnvelope(data), ...failures };
}

/** The success envelope around a route's data. */
export function ok<T>(data: T): { success: true; data: T } {
  return { success: true, data };
}
