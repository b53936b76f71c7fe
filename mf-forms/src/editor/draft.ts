import { type Form, type QuestionType } from '@fikr/shared';
import {
  DEFAULT_NUMBER_MAX,
  DEFAULT_NUMBER_MIN,
  formInputSchema,
  type FormInput,
  type FormPayload,
} from '@fikr/shared/schemas';

/** A question while it is being edited; `id` is a client-side identity for React and drag-and-drop, `_id` the saved one. */
export interface DraftQuestion {
  id: string;
  _id?: string;
  type: QuestionType;
  text: string;
  required: boolean;
  options: string[];
  min: number | null;
  max: number | null;
}

export interface FormDraft {
  title: string;
  description: string;
  questions: DraftQuestion[];
}

let seq = 0;
const nextKey = () => `q${Date.now().toString(36)}-${(seq += 1)}`;

/** Spec 3/9: a new question is a text question, not required, no options, range 1..5. */
export function newQuestion(): DraftQuestion {
  return {
    id: nextKey(),
    type: 'text',
    text: '',
    required: false,
    options: [],
    min: DEFAULT_NUMBER_MIN,
    max: DEFAULT_NUMBER_MAX,
  };
}

export const emptyDraft = (): FormDraft => ({ title: '', description: '', questions: [] });

export function draftFromForm(form: Form): FormDraft {
  return {
    title: form.title ?? '',
    description: form.description ?? '',
    questions: (form.questions ?? []).map((q) => ({
      id: nextKey(),
      _id: q._id,
      type: q.type,
      text: q.text ?? '',
      required: q.required ?? false,
      options: q.options ?? [],
      min: q.min ?? DEFAULT_NUMBER_MIN,
      max: q.max ?? DEFAULT_NUMBER_MAX,
    })),
  };
}

/** What POST/PATCH /forms receives: {title, description, questions[{type, text, min, max, required, options}]}. */
export function draftInput(draft: FormDraft): FormInput {
  return {
    title: draft.title,
    description: draft.description,
    questions: draft.questions.map((q) => ({
      ...(q._id ? { _id: q._id } : {}),
      type: q.type,
      text: q.text,
      // a cleared number field stays null so the schema reports it; other types carry the defaults
      ...(q.type === 'number'
        ? { min: q.min as number, max: q.max as number }
        : { min: DEFAULT_NUMBER_MIN, max: DEFAULT_NUMBER_MAX }),
      required: q.required ?? false,
      options: q.options ?? [],
    })),
  };
}

export type DraftErrors = Record<string, string>;

/**
 * The shared formInputSchema (the same one the API validates with): the payload, or i18n keys of the
 * `common` namespace by field path ('title', 'questions.0.text', 'questions.2.options.1', …).
 */
export function validateDraft(
  draft: FormDraft,
): { payload: FormPayload; errors: null } | { payload: null; errors: DraftErrors } {
  const result = formInputSchema.safeParse(draftInput(draft));
  if (result.success) return { payload: result.data, errors: null };
  const errors: DraftErrors = {};
  for (const issue of result.error.issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  return { payload: null, errors };
}

/** The draft without client-only keys, to tell whether anything changed since loading. */
export function draftSnapshot(draft: FormDraft): string {
  return JSON.stringify(draftInput(draft));
}

/** The list with the item at `from` moved to `to` (both clamped); the same list when nothing moves. */
export function moveItem<T>(list: T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (from === target || from < 0 || from >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item);
  return next;
}
