import { hasTranslation, translate } from '@fikr/shared/core';
import type { z } from 'zod';
import { AppError } from './app-error';

export interface FieldIssue {
  path: string;
  message: string;
}

/** Schema messages are i18n keys; zod's built-in ones (wrong type…) are not and get the generic text. */
export function issueText(message: string | undefined): string {
  return translate(message && hasTranslation(message) ? message : 'errors.validationFailed', 'uz');
}

export class ValidationError extends AppError {
  constructor(readonly issues: FieldIssue[]) {
    super(400, 'errors.validationFailed');
    this.message = issues[0]?.message ?? this.message;
  }
}

/**
 * True when a string anywhere in `value` holds U+0000. PostgreSQL cannot store it in text or jsonb (the
 * insert fails), so such input is refused at the door instead of failing half-way as a server error.
 */
export function hasNul(value: unknown): boolean {
  // A loop, not recursion: a JSON body may nest 100,000 levels deep within the body limit.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string' && next.includes('\u0000')) return true;
    if (next !== null && typeof next === 'object') pending.push(...Object.values(next));
  }
  return false;
}

/** Validates input that did not come through a route schema (multipart fields). */
export function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new ValidationError(
    result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issueText(issue.message) })),
  );
}
