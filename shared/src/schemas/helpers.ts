import { z } from './zod';

/**
 * Schemas carry i18n KEYS as messages (e.g. 'validation.passwordsMismatch'): the UI shows t(message),
 * the API sends commonText(message, 'uz').
 */
export type MessageKey = string;

/** Empty-ish form values ('' / whitespace / null) count as "not given". */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** A required trimmed string: missing, non-string and blank all report `requiredKey`. */
export function requiredText(requiredKey: MessageKey, max?: { length: number; key: MessageKey }) {
  const base = z.string({ error: requiredKey }).trim().min(1, { error: requiredKey });
  return max ? base.max(max.length, { error: max.key }) : base;
}

/** An optional trimmed string; blank becomes undefined. */
export function optionalText(max: number, tooLongKey: MessageKey) {
  return z.preprocess(
    (v) => (isBlank(v) ? undefined : v),
    z.string({ error: tooLongKey }).trim().max(max, { error: tooLongKey }).optional(),
  );
}

/**
 * Integer id that may arrive as a number or a numeric string (multipart/query); blank → undefined.
 * Anything else is kept as is so the integer check reports `invalidKey`.
 */
export function coercedInt(value: unknown): unknown {
  if (isBlank(value)) return undefined;
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return Number(value.trim());
  return value;
}

export function intInRange(min: number, max: number, invalidKey: MessageKey) {
  return z
    .number({ error: invalidKey })
    .int({ error: invalidKey })
    .min(min, { error: invalidKey })
    .max(max, { error: invalidKey });
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * An optional uuid from a client (a branch filter or reference), in the form the database compares: trimmed and
 * lower-cased; blank or null means none (undefined).
 */
export function optionalUuid(message: MessageKey = 'validation.idInvalid') {
  return z.preprocess(
    (v) => (isBlank(v) ? undefined : typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.string({ error: message }).regex(UUID_RE, { error: message }).optional(),
  );
}

/** Mongo-style or uuid-like identifier coming from a client. */
export function idString(requiredKey: MessageKey) {
  return z
    .string({ error: requiredKey })
    .trim()
    .min(1, { error: requiredKey })
    .max(64, { error: 'validation.idInvalid' })
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'validation.idInvalid' });
}
