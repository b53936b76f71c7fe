import type { Lang } from '@fikr/shared/core';

/** One text in every language of the console; each written for the business, not translated word by word. */
export type Texts = Record<Lang, string>;

export interface TemplateQuestion {
  type: 'number' | 'choice' | 'text';
  text: Texts;
  required: boolean;
  options?: Record<Lang, string[]>;
  min?: number;
  max?: number;
}

export type TemplateRewardDef =
  | { typeMotive: 'coin'; coin: number }
  | { typeMotive: 'voucher'; voucher: { amount: number; description: Texts; duration: number } };

/**
 * A ready form for one business category. Never asks the overall rating: every form ends with it (and the review)
 * on the customer's page.
 */
export interface TemplateDef {
  id: string;
  category: number;
  title: Texts;
  description: Texts;
  questions: TemplateQuestion[];
  reward: TemplateRewardDef;
}

export const texts = (uz: string, ru: string, en: string): Texts => ({ uz, ru, en });

/** An aspect rated 1–5 (food, service, speed, cleanliness…). */
export const rate = (text: Texts, required = true): TemplateQuestion => ({
  type: 'number',
  text,
  required,
  min: 1,
  max: 5,
});

/** A choice; the options in each language, in the same order. */
export const choice = (text: Texts, options: Record<Lang, string[]>, required = false): TemplateQuestion => ({
  type: 'choice',
  text,
  required,
  options,
});

/** A short free answer (never "any comments?": the review at the end of every form asks that). */
export const ask = (text: Texts): TemplateQuestion => ({ type: 'text', text, required: false });

export const coin = (amount: number): TemplateRewardDef => ({ typeMotive: 'coin', coin: amount });
