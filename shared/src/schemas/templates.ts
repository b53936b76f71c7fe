import { z } from './zod';
import { LANGUAGES } from '../i18n/lang';
import { CATEGORY_MAX, CATEGORY_MIN } from '../reference/categories';
import { coercedInt, intInRange, isBlank } from './helpers';
import { formInputSchema } from './form';
import { AMOUNT_MAX } from './request-dialog';
import { questionTypeSchema } from './views/form';
import { typeMotiveSchema } from './views/envelope';

/** `?lang=` of the public template and table-tent routes; absent means the Accept-Language. */
export const langQuerySchema = z.preprocess(
  (v) => (isBlank(v) ? undefined : v),
  z.enum(LANGUAGES, { error: 'validation.langInvalid' }).optional(),
);

/** GET /templates query: a spec category id (0..8) or none (every template). */
export const templatesQuerySchema = z.object({
  category: z.preprocess(
    coercedInt,
    intInRange(CATEGORY_MIN, CATEGORY_MAX, 'validation.templateCategoryInvalid').optional(),
  ),
  lang: langQuerySchema,
});

/** A template's question as the reader gets it: the shape POST /forms takes. */
export const templateQuestionSchema = z.object({
  type: questionTypeSchema,
  text: z.string(),
  required: z.boolean(),
  options: z.array(z.string()),
  min: z.number().optional(),
  max: z.number().optional(),
});

/** The reward a template suggests for its survey requests (the request dialog's coin or voucher). */
export const templateRewardSchema = z.object({
  typeMotive: typeMotiveSchema,
  coin: z.number().int().optional(),
  voucher: z.object({ amount: z.number().int(), description: z.string(), duration: z.number().int() }).optional(),
});

/** One template in one language. */
export const formTemplateSchema = z.object({
  id: z.string(),
  category: z.number().int(),
  lang: z.enum(LANGUAGES),
  title: z.string(),
  description: z.string(),
  questions: z.array(templateQuestionSchema),
  reward: templateRewardSchema,
});

/** GET /templates. */
export const templatesListSchema = z.object({ templates: z.array(formTemplateSchema) });

/** A form made from a template: `POST /forms { templateId, lang? }` (the body's lang, else the Accept-Language). */
export const formFromTemplateSchema = z.object({
  templateId: z
    .string({ error: 'validation.templateIdInvalid' })
    .trim()
    .min(1, { error: 'validation.templateIdInvalid' })
    .max(100, { error: 'validation.templateIdInvalid' }),
  lang: langQuerySchema,
});

/**
 * POST /forms body: either a form (title, description, questions) or `{ templateId, lang? }`. A body naming a
 * templateId is read as the template variant; any other as a form, with the form's own messages.
 */
export const formCreateSchema = z
  .object({
    templateId: z.unknown().optional(),
    lang: z.unknown().optional(),
    title: z.unknown().optional(),
    description: z.unknown().optional(),
    questions: z.unknown().optional(),
  })
  .transform((body, ctx) => {
    const fromTemplate = body.templateId !== undefined;
    const parsed = fromTemplate ? formFromTemplateSchema.safeParse(body) : formInputSchema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      return z.NEVER;
    }
    return parsed.data;
  });

export type FormTemplate = z.infer<typeof formTemplateSchema>;
export type FormTemplateQuestion = z.infer<typeof templateQuestionSchema>;
export type TemplateReward = z.infer<typeof templateRewardSchema>;
export type FormCreatePayload = z.output<typeof formCreateSchema>;
export type FormFromTemplatePayload = z.output<typeof formFromTemplateSchema>;

/**
 * GET /forms/{id}/table-tent.pdf query: the language of its texts, a branch's code (its link instead of the
 * form's) and the coin reward the business gives for an answer (printed as the reward line; without it the tent
 * promises none, since the form's open link itself pays no reward).
 */
export const tableTentQuerySchema = z.object({
  lang: langQuerySchema,
  branch: z.preprocess(
    (v) => (isBlank(v) ? undefined : v),
    z.string({ error: 'validation.branchNotFound' }).trim().max(20, { error: 'validation.branchNotFound' }).optional(),
  ),
  coin: z.preprocess(
    coercedInt,
    z
      .number({ error: 'validation.tentCoinInvalid' })
      .int({ error: 'validation.tentCoinInvalid' })
      .positive({ error: 'validation.tentCoinInvalid' })
      .max(AMOUNT_MAX, { error: 'validation.tentCoinInvalid' })
      .optional(),
  ),
});
