import type { z } from 'zod';
import { fieldErrors } from '../schemas/issues';

/** Test helper: the Uzbek message per field path of a parse that must fail. */
export function uzErrors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected a validation error, parsed: ${JSON.stringify(result.data)}`);
  return fieldErrors(result.error, 'uz');
}

/** Test helper: the output of a parse that must succeed. */
export function parsed<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(`expected success, got ${JSON.stringify(fieldErrors(result.error, 'uz'))}`);
  return result.data;
}
