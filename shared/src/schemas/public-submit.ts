import { z } from './zod';
import { ANSWER_MAX_LENGTH, DEFAULT_RATING, NAME_MAX_LENGTH } from '../customer-form/answers';
import { idString } from './helpers';

// The limits the customer form keeps its fields within (@fikr/shared/customer-form), checked here again.
export { DEFAULT_RATING };
export const CUSTOMER_NAME_MAX = NAME_MAX_LENGTH;

const answer = z.object({
  question: idString('validation.questionIdRequired'),
  value: z
    .string({ error: 'validation.answerRequired' })
    .trim()
    .min(1, { error: 'validation.answerRequired' })
    .max(ANSWER_MAX_LENGTH, { error: 'validation.answerTooLong' }),
});

/** POST /responses/{uniquecode}/submit. The UI sends only non-empty answers, one string per question. */
export const publicSubmitSchema = z.object({
  answers: z.array(answer).max(50, { error: 'validation.answersTooMany' }).default([]),
  rating: z
    .number({ error: 'validation.ratingInvalid' })
    .int({ error: 'validation.ratingInvalid' })
    .min(1, { error: 'validation.ratingInvalid' })
    .max(5, { error: 'validation.ratingInvalid' })
    .default(DEFAULT_RATING),
  review: z
    .string({ error: 'validation.reviewTooLong' })
    .max(ANSWER_MAX_LENGTH, { error: 'validation.reviewTooLong' })
    .default(''),
  isPublic: z.boolean({ error: 'validation.isPublicInvalid' }).default(true),
  /** 'Ismingiz': optional, kept on the business's client and prefilled on the customer's next request. */
  name: z
    .string({ error: 'validation.customerNameTooLong' })
    .trim()
    .max(CUSTOMER_NAME_MAX, { error: 'validation.customerNameTooLong' })
    .optional(),
});

export type PublicSubmitInput = z.input<typeof publicSubmitSchema>;
export type PublicSubmitPayload = z.output<typeof publicSubmitSchema>;
