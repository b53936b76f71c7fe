import { z } from '../zod';

/**
 * The API's answer shapes (zod): each route declares its success body with them, so the OpenAPI at /api/docs
 * documents it and the serializer sends only the declared fields. The entity types in ../../types are inferred
 * from these schemas: what the console reads is what the API declares.
 */

/** `{ success: true, data }`: every successful JSON answer. */
export function okEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

/** Every failure: `message` in the reader's language, `code` stable across languages, `errors` per field. */
export const failureSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.union([z.string(), z.number()]).optional(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** The request's id (its x-request-id): what support looks for in the logs. */
  requestId: z.string().optional(),
});

export const paginationSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

/** A point in time as the API writes it: ISO 8601 in UTC (Date#toISOString). */
export const isoTime = z.string().meta({ format: 'date-time' });

export const typeMotiveSchema = z.enum(['coin', 'voucher']);
export const responseStatusSchema = z.enum(['waiting', 'completed']);

/** A one-line confirmation (reset password, logout), already translated. */
export const messageSchema = z.object({ message: z.string() });
