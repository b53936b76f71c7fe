import { z } from '../zod';
import { QUESTION_TYPES } from '../form';
import { isoTime, responseStatusSchema, typeMotiveSchema } from './envelope';

export const questionTypeSchema = z.enum(QUESTION_TYPES);

/** A question as saved: `options` only for choice questions, `min`/`max` only for number questions. */
export const savedQuestionSchema = z.object({
  _id: z.string(),
  type: questionTypeSchema,
  text: z.string(),
  required: z.boolean(),
  options: z.array(z.string()),
  min: z.number().optional(),
  max: z.number().optional(),
});

/** A form as the console gets it (GET/POST/PATCH /forms). */
export const formSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  questions: z.array(savedQuestionSchema),
  /** The newest response ids (at most 20); `responsesCount` is the real number. */
  responses: z.array(z.string()),
  /** Survey requests sent with the form plus answers through its open link. */
  responsesCount: z.number().int(),
  /** Completed answers. */
  completedCount: z.number().int(),
  /** The code of the form's open link ({origin}/form/{shareCode}); `uniqueCode` is the same code. */
  shareCode: z.string(),
  uniqueCode: z.string(),
  createdAt: isoTime,
  updatedAt: isoTime,
});

/** GET /forms. */
export const formListSchema = z.object({ forms: z.array(formSchema) });

/** DELETE /forms/{id}. */
export const deletedSchema = z.object({ _id: z.string() });

/** GET /forms/u/{code}: a survey request (its reward and status) or a form's open link (no reward). */
export const publicFormSchema = z.object({
  form: z.object({
    _id: z.string(),
    title: z.string(),
    description: z.string().optional(),
    questions: z.array(savedQuestionSchema),
  }),
  business: z.object({
    name: z.string(),
    description: z.string().optional(),
    logo: z.string().nullable().optional(),
  }),
  coin: z.number().optional(),
  typeMotive: typeMotiveSchema,
  voucher: z.object({ amount: z.number() }).optional(),
  status: responseStatusSchema,
  /** A form's share link: anyone may answer, no reward. */
  openLink: z.boolean().optional(),
  /** The name the customer gave this business before ('Ismingiz' prefilled). */
  customerName: z.string().optional(),
});

/** POST /responses/{code}/submit. */
/** `reviewCode`: a public answer's code, for the completion page's review links (/r/{code}/{site}). */
export const submittedSchema = z.object({ _id: z.string(), reviewCode: z.string().optional() });

/** GET /public/links: the origin customers' links point to (a form's open link and its QR code). */
export const publicLinksSchema = z.object({ formOrigin: z.string() });
