import { z } from './zod';
import { idString, isBlank, optionalUuid } from './helpers';

/** The longest range GET /stats/trends answers, in days (both ends included). */
export const MAX_TREND_DAYS = 366;

const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both YYYY-MM-DD calendar days, both included. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** A real calendar day written YYYY-MM-DD ('2026-02-30' is refused). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const calendarDay = z
  .string({ error: 'validation.dateInvalid' })
  .trim()
  .refine(isCalendarDay, { error: 'validation.dateInvalid' });

/** GET /stats/trends?from&to[&form]: Asia/Tashkent calendar days, from ≤ to, at most 366 days. */
export const trendsQuerySchema = z
  .object({
    from: calendarDay,
    to: calendarDay,
    form: z.preprocess((v) => (isBlank(v) ? undefined : v), idString('validation.idInvalid').optional()),
    branch: optionalUuid(),
  })
  .superRefine((q, ctx) => {
    if (!isCalendarDay(q.from) || !isCalendarDay(q.to)) return;
    const days = daysInRange(q.from, q.to);
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.dateRangeReversed' });
    else if (days > MAX_TREND_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.dateRangeTooLong' });
  });

/** The longest note on a response. */
export const NOTE_MAX = 1000;

/** PATCH /responses/:id — the business's follow-up: handled and/or its note. */
export const responseFollowUpSchema = z
  .object({
    handled: z.boolean({ error: 'validation.handledInvalid' }).optional(),
    note: z
      .string({ error: 'validation.noteTooLong' })
      .trim()
      .max(NOTE_MAX, { error: 'validation.noteTooLong' })
      .optional(),
  })
  .refine((b) => b.handled !== undefined || b.note !== undefined, { error: 'validation.followUpEmpty' });

/** Alert thresholds the owner picks from: a rating at most this sends the alert. */
export const ALERT_THRESHOLDS = [1, 2, 3] as const;
export const DEFAULT_ALERT_THRESHOLD = 2;

/** PATCH /business/telegram */
export const telegramSettingsSchema = z.object({
  threshold: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'validation.thresholdInvalid' }),
});

export type TrendsQuery = z.output<typeof trendsQuerySchema>;
export type ResponseFollowUpPayload = z.output<typeof responseFollowUpSchema>;
export type TelegramSettingsPayload = z.output<typeof telegramSettingsSchema>;
