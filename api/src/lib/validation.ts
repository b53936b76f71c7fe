import { DEFAULT_LANG, type Lang } from '@fikr/shared/core';
import type { z } from 'zod';
import { AppError } from './app-error';
import { isKnownMessage, text } from './messages';

export interface FieldIssue {
  path: string;
  message: string;
}

/** The catalogue key of a schema message: zod's built-in ones (wrong type…) are no keys and get the generic text. */
export function issueKey(message: string | undefined): string {
  return message && isKnownMessage(message) ? message : 'errors.validationFailed';
}

/** A schema message in the reader's language. */
export function issueText(message: string | undefined, lang: Lang = DEFAULT_LANG): string {
  return text(issueKey(message), undefined, lang);
}

/** Failed validation of input that did not come through a route schema; `issues` hold catalogue keys. */
export class ValidationError extends AppError {
  constructor(readonly issues: FieldIssue[]) {
    super(400, issues[0]?.message ?? 'errors.validationFailed');
  }

  /** The issues with their messages in `lang`. */
  issuesIn(lang: Lang): FieldIssue[] {
    return this.issues.map((issue) => ({ path: issue.path, message: text(issue.message, undefined, lang) }));
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
    result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issueKey(issue.message) })),
  );
}
