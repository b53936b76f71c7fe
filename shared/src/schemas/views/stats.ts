import { z } from '../zod';

/** GET /stats `today`: the Asia/Tashkent day so far; ratings from public responses only. */
export const todayStatsSchema = z.object({
  requests: z.number(),
  completed: z.number(),
  ratingAvg: z.number().nullable(),
  ratingCount: z.number(),
});

/** GET /stats. */
export const statsSchema = z.object({
  totalResponses: z.object({ total: z.number(), completed: z.number(), percentage: z.number() }),
  totalForms: z.number(),
  totalCustomers: z.number(),
  repeatPurchase: z.number(),
  repeatPurchasePercentage: z.number(),
  rating: z.object({ rating: z.number(), count: z.number() }),
  today: todayStatsSchema.optional(),
});

export const questionAnswerStatsSchema = z.object({
  questionText: z.string(),
  type: z.enum(['choice', 'number']),
  /** Option label (choice) or star value (number) → count. */
  options: z.record(z.string(), z.number()),
});

export const formAnswerStatsSchema = z.object({
  formTitle: z.string(),
  questions: z.record(z.string(), questionAnswerStatsSchema),
});

/** GET /stats/answers: keyed by form id. */
export const answerStatsSchema = z.record(z.string(), formAnswerStatsSchema);

/** One Asia/Tashkent calendar day of GET /stats/trends. ratingAvg is null on a day without (public) ratings. */
export const trendDaySchema = z.object({
  /** YYYY-MM-DD */
  date: z.string(),
  requests: z.number(),
  completed: z.number(),
  ratingAvg: z.number().nullable(),
  ratingCount: z.number(),
});

/** GET /stats/trends. */
export const trendsSchema = z.object({ days: z.array(trendDaySchema) });
