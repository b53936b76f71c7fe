import type { Id } from './common';

export interface Stats {
  totalResponses: { total: number; completed: number; percentage: number };
  totalForms: number;
  totalCustomers: number;
  repeatPurchase: number;
  repeatPurchasePercentage: number;
  rating: { rating: number; count: number };
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
