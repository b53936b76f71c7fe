import type { Question } from '@fikr/shared/core';
// From the schemas entry: inside the shell, every '@fikr/shared/…' deep import of a remote is served by the
// shell's shared '@fikr/shared' module, which carries no zod schemas; '@fikr/shared/schemas' is shared itself.
import { publicSubmitSchema, type PublicSubmitPayload } from '@fikr/shared/schemas';

export interface FormAnswers {
  answers: Record<string, string>;
  rating: number;
  review: string;
  isPublic: boolean;
  /** 'Ismingiz' (optional). */
  name?: string;
}

export type PayloadResult =
  | { ok: true; payload: PublicSubmitPayload }
  /** missing: ids of unanswered required questions; messageKey: a schema message (common namespace). */
  | { ok: false; missing: string[]; messageKey?: string };

const filled = (value: string | undefined) => (value ?? '').trim() !== '';

/**
 * Required questions must be answered; only non-empty answers are sent, one string per question, in the
 * form's order; the whole body passes the shared publicSubmitSchema (which trims the values).
 */
export function buildPayload(questions: Question[], input: FormAnswers): PayloadResult {
  const missing = questions.filter((q) => q.required && !filled(input.answers[q._id])).map((q) => q._id);
  if (missing.length) return { ok: false, missing };
  const answers = questions
    .filter((q) => filled(input.answers[q._id]))
    .map((q) => ({ question: q._id, value: input.answers[q._id] }));
  const name = input.name?.trim();
  const parsed = publicSubmitSchema.safeParse({
    answers,
    rating: input.rating,
    review: input.review,
    isPublic: input.isPublic,
    ...(name ? { name } : {}),
  });
  if (!parsed.success)
    return { ok: false, missing: [], messageKey: parsed.error.issues[0]?.message ?? 'errors.generic' };
  return { ok: true, payload: parsed.data };
}
