// What the customer enters in the form, its limits and the body it is sent as: one set of rules for the light
// page (browser and no-JS post on the server), the console's mf-public remote and the editor's preview.
import type { PublicFormPayload, Question } from '../types/form';

export const ANSWER_MAX_LENGTH = 2000;
export const NAME_MAX_LENGTH = 100;
export const DEFAULT_RATING = 1;

/** Names of the posted fields (application/x-www-form-urlencoded), read back by the server. */
export const answerField = (id: string) => `a.${id}`;
/** The answer control's id: the first one a failed send focuses. */
export const answerFieldId = (id: string) => `q-${id}`;
export const answerErrorId = (id: string) => `q-${id}-error`;

/** What the customer entered: one string per question id, the rating, review, privacy switch and name. */
export interface FormValues {
  answers: Record<string, string>;
  rating: number;
  review: string;
  isPublic: boolean;
  name: string;
}

/** Errors the server found in a form posted without JavaScript: per question id or field, and one summary. */
export interface FormErrors {
  fields: Record<string, string>;
  message?: string;
}

/** The JSON body of POST /api/responses/{code}/submit (validated by the server with publicSubmitSchema). */
export interface SubmitBody {
  answers: { question: string; value: string }[];
  rating: number;
  review: string;
  isPublic: boolean;
  name?: string;
}

/** A fresh form: one star, no review, public, the name the customer gave this business before. */
export function initialValues(data: Pick<PublicFormPayload, 'customerName'>): FormValues {
  return { answers: {}, rating: DEFAULT_RATING, review: '', isPublic: true, name: data.customerName ?? '' };
}

const filled = (value: string | undefined) => (value ?? '').trim() !== '';

/** Ids of required questions left empty. */
export function missingAnswers(questions: Question[], values: FormValues): string[] {
  return questions.filter((q) => q.required && !filled(values.answers[q._id])).map((q) => q._id);
}

/** Only non-empty answers, one string per question, in the form's order; the name only when given. */
export function submitBody(questions: Question[], values: FormValues): SubmitBody {
  const answers = questions
    .filter((q) => filled(values.answers[q._id]))
    .map((q) => ({ question: q._id, value: values.answers[q._id].trim() }));
  const name = values.name.trim();
  return {
    answers,
    rating: values.rating,
    review: values.review,
    isPublic: values.isPublic,
    ...(name ? { name } : {}),
  };
}
