import { z } from '../zod';

/** Whether a phone stopped survey requests from every business (the SMS link, the wallet and the bot's /stop). */
export const surveyStopSchema = z.object({ stopped: z.boolean() });
export type SurveyStop = z.infer<typeof surveyStopSchema>;

/** The public review sites a business (or a branch) links customers to. */
export const REVIEW_SITES = ['google', 'yandex', 'twogis'] as const;
export type ReviewSite = (typeof REVIEW_SITES)[number];

/** Clicks on each review site's link from completed forms (GET /api/stats/review-clicks). */
export const reviewClicksSchema = z.object({ google: z.number(), yandex: z.number(), twogis: z.number() });
export type ReviewClicks = z.infer<typeof reviewClicksSchema>;
