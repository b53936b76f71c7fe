import type { z } from 'zod';
import { DEFAULT_LANG, type Lang } from '../i18n/lang';
import { commonText } from '../i18n/engine';

export interface FieldError {
  /** Dotted path of the field, e.g. 'voucher.amount'; '' for the whole object. */
  path: string;
  message: string;
}

/** zod issues → translated messages (the API sends these in `lang`, by default Uzbek). */
export function translateIssues(error: z.ZodError, lang: Lang = DEFAULT_LANG): FieldError[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: commonText(issue.message, lang),
  }));
}

/** The first message of a failed parse, translated; what a client shows in one alert. */
export function firstIssueMessage(error: z.ZodError, lang: Lang = DEFAULT_LANG): string {
  const [first] = translateIssues(error, lang);
  return first?.message ?? commonText('errors.validationFailed', lang);
}

/** field path → first translated message, for showing errors under form fields. */
export function fieldErrors(error: z.ZodError, lang: Lang = DEFAULT_LANG): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { path, message } of translateIssues(error, lang)) out[path] ??= message;
  return out;
}
