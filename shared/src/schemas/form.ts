import { z } from './zod';
import { optionalText, requiredText } from './helpers';

export const QUESTION_TYPES = ['text', 'choice', 'number'] as const;
export const DEFAULT_NUMBER_MIN = 1;
export const DEFAULT_NUMBER_MAX = 5;
export const MAX_QUESTIONS = 50;
export const MAX_OPTIONS = 20;

const option = requiredText('validation.optionRequired', { length: 200, key: 'validation.optionTooLong' });
const rangeValue = z
  .number({ error: 'validation.numberRangeInteger' })
  .int({ error: 'validation.numberRangeInteger' })
  .min(0, { error: 'validation.numberRangeTooWide' })
  .max(100, { error: 'validation.numberRangeTooWide' });

/**
 * One question as saved (POST/PATCH /forms). `required` defaults to false and `options` to [],
 * number questions default to the range 1..5. `_id` is kept when editing an existing question.
 */
const hasRepeats = (values: string[]) => new Set(values).size !== values.length;

export const questionSchema = z
  .object({
    _id: z.string().optional(),
    type: z.enum(QUESTION_TYPES, { error: 'validation.questionTypeInvalid' }),
    text: requiredText('validation.questionTextRequired', { length: 500, key: 'validation.questionTextTooLong' }),
    required: z.boolean().default(false),
    options: z.array(option).max(MAX_OPTIONS, { error: 'validation.optionsTooMany' }).default([]),
    min: rangeValue.default(DEFAULT_NUMBER_MIN),
    max: rangeValue.default(DEFAULT_NUMBER_MAX),
  })
  .superRefine((q, ctx) => {
    if (q.type === 'choice') {
      if (q.options.length < 2)
        ctx.addIssue({ code: 'custom', message: 'validation.optionsTooFew', path: ['options'] });
      // empty options have their own message ('Variant matni bo'sh…'); two of them are not 'repeated'
      else if (hasRepeats(q.options.filter((o) => o !== '').map((o) => o.toLowerCase()))) {
        ctx.addIssue({ code: 'custom', message: 'validation.optionsNotUnique', path: ['options'] });
      }
    }
    if (q.type === 'number' && q.min >= q.max) {
      ctx.addIssue({ code: 'custom', message: 'validation.numberRangeOrder', path: ['max'] });
    }
  })
  // Options only mean something for choice questions; drop stale ones left from a type switch.
  .transform((q) => (q.type === 'choice' ? q : { ...q, options: [] }));

export const formInputSchema = z.object({
  title: requiredText('validation.formTitleRequired', { length: 200, key: 'validation.formTitleTooLong' }),
  description: optionalText(2000, 'validation.descriptionTooLong').transform((v) => v ?? ''),
  questions: z.array(questionSchema).max(MAX_QUESTIONS, { error: 'validation.questionsTooMany' }).default([]),
});

export type QuestionInput = z.input<typeof questionSchema>;
export type QuestionPayload = z.output<typeof questionSchema>;
export type FormInput = z.input<typeof formInputSchema>;
export type FormPayload = z.output<typeof formInputSchema>;
