import { z } from '../zod';
import { deliverySchema } from '../delivery';
import { responseReplySchema } from '../reply';
import { isoTime, paginationSchema, responseStatusSchema, typeMotiveSchema } from './envelope';

export const answerSchema = z.object({
  question: z.string(),
  questionText: z.string().optional(),
  value: z.string(),
});

/**
 * A response as its business sees it (GET /responses…). Anonymous answers (isPublic false) come without
 * answers, rating and review.
 */
export const responseSchema = z.object({
  _id: z.string(),
  form: z.object({ _id: z.string(), title: z.string().optional() }).nullable(),
  /** Anything other than 'completed' counts as pending in the UI. */
  status: responseStatusSchema,
  customer: z.object({ name: z.string().optional(), phone: z.string() }),
  answers: z.array(answerSchema),
  rating: z.number().optional(),
  review: z.string().optional(),
  isPublic: z.boolean(),
  typeMotive: typeMotiveSchema,
  coin: z.number().optional(),
  /** A voucher reward: its amount, text and days of validity. */
  voucher: z
    .object({ amount: z.number(), description: z.string().optional(), duration: z.number().optional() })
    .optional(),
  uniqueCode: z.string().optional(),
  createdAt: isoTime,
  completedAt: isoTime.nullable().optional(),
  /** A survey request's SMS (null for answers through a form's open link, which text nobody). */
  delivery: deliverySchema.nullable().optional(),
  /** The business's follow-up (its own text, shown on private rows too). */
  handled: z.boolean().optional(),
  note: z.string().optional(),
  /** The owner's free test request to their own phone (first steps): no reward, not a customer's answer. */
  isTest: z.boolean().optional(),
  /** The business's replies to the customer, oldest first (GET /responses/{id} only). */
  replies: z.array(responseReplySchema).optional(),
});

/** GET /responses. */
export const responsesPageSchema = z.object({ responses: z.array(responseSchema), pagination: paginationSchema });

/** GET/PATCH /responses/{id}, POST /responses/{formId} (the survey request). */
export const oneResponseSchema = z.object({ response: responseSchema });

/** POST /responses/{id}/resend. */
export const resentSchema = z.object({ delivery: deliverySchema });
