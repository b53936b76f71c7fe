import type { Id } from './common';

export interface Stats {
  totalResponses: { total: number; completed: number; percentage: number };
  totalForms: number;
  totalCustomers: number;
  repeatPurchase: number;
  repeatPurchasePercentage: number;
  rating: { rating: number; count: number };
  today?: TodayStats;
}

export interface QuestionAnswerStats {
  questionText: string;
  type: 'choice' | 'number';
  /** Option label (choice) or star value (number) → count. */
  options: Record<string, number>;
}

export interface FormAnswerStats {
  formTitle: string;
  questions: Record<Id, QuestionAnswerStats>;
}

/** GET /stats/answers: keyed by form id. */
export type AnswerStats = Record<Id, FormAnswerStats>;

/** One Asia/Tashkent calendar day of GET /stats/trends. ratingAvg is null on a day without (public) ratings. */
export interface TrendDay {
  /** YYYY-MM-DD */
  date: string;
  requests: number;
  completed: number;
  ratingAvg: number | null;
  ratingCount: number;
}

export interface Trends {
  days: TrendDay[];
}

/** GET /stats `today`: the Asia/Tashkent day so far; ratings from public responses only. */
export interface TodayStats {
  requests: number;
  completed: number;
  ratingAvg: number | null;
  ratingCount: number;
}

/** The business's Telegram alert chat (GET /business/telegram). */
export interface TelegramAlertSettings {
  linked: boolean;
  chatId: string | null;
  chatName: string;
  threshold: 1 | 2 | 3;
  linkedAt: string | null;
}
