import { z } from 'zod';

/**
 * The form the database compares a uuid in (PostgreSQL's uuid type ignores letter case and the lookup trims):
 * every limit keyed on an id uses this form, so `ABC…`, `abc…` and ` abc… ` are one id with one counter.
 */
export function canonicalUuid(value: string): string {
  return value.trim().toLowerCase();
}

/** A uuid in a path or body, brought to its canonical form by the schema (a non-uuid stays, for a 404). */
export const uuidField = (message = 'validation.idInvalid') =>
  z.string({ error: message }).max(200, { error: message }).transform(canonicalUuid);
