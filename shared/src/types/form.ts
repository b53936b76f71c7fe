import type { z } from 'zod';
import type { responseStatusSchema } from '../schemas/views/envelope';
import type { formSchema, publicFormSchema, questionTypeSchema, savedQuestionSchema } from '../schemas/views/form';

// Inferred from the schemas the API declares its answers with (schemas/views): the same shape on both sides.

export type QuestionType = z.infer<typeof questionTypeSchema>;

export type Question = z.infer<typeof savedQuestionSchema>;

/** A form as GET/POST/PATCH /forms answer it (counts and the open link's code included). */
export type Form = z.infer<typeof formSchema>;

/** Answer of GET /forms/u/{uniquecode}. */
export type PublicFormPayload = z.infer<typeof publicFormSchema>;

export type ResponseStatus = z.infer<typeof responseStatusSchema>;
