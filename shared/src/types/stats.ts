import type { z } from 'zod';
import type { branchStatsSchema } from '../schemas/team';
import type { telegramAlertSettingsSchema } from '../schemas/views/business';
import type {
  answerStatsSchema,
  formAnswerStatsSchema,
  questionAnswerStatsSchema,
  statsSchema,
  todayStatsSchema,
  trendDaySchema,
  trendsSchema,
} from '../schemas/views/stats';

// Inferred from the schemas the API declares its answers with (schemas/views).

export type Stats = z.infer<typeof statsSchema>;

export type QuestionAnswerStats = z.infer<typeof questionAnswerStatsSchema>;

export type FormAnswerStats = z.infer<typeof formAnswerStatsSchema>;

/** GET /stats/answers: keyed by form id. */
export type AnswerStats = z.infer<typeof answerStatsSchema>;

/** One Asia/Tashkent calendar day of GET /stats/trends. ratingAvg is null on a day without (public) ratings. */
export type TrendDay = z.infer<typeof trendDaySchema>;

export type Trends = z.infer<typeof trendsSchema>;

/** GET /stats `today`: the Asia/Tashkent day so far; ratings from public responses only. */
export type TodayStats = z.infer<typeof todayStatsSchema>;

/** The business's Telegram alert chat (GET /business/telegram). */
export type TelegramAlertSettings = z.infer<typeof telegramAlertSettingsSchema>;

/** One row of GET /stats/branches: a branch (or, with _id null, the answers of no branch); public ratings only. */
export type BranchFigures = z.infer<typeof branchStatsSchema>['branches'][number];
