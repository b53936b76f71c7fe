import { z } from '../zod';
import { optionalUuid } from '../helpers';

/** Whether a phone stopped survey requests from every business (the SMS link, the wallet and the bot's /stop). */
export const surveyStopSchema = z.object({ stopped: z.boolean() });
export type SurveyStop = z.infer<typeof surveyStopSchema>;

/** The public review sites a business (or a branch) links customers to. */
export const REVIEW_SITES = ['google', 'yandex', 'twogis'] as const;
export type ReviewSite = (typeof REVIEW_SITES)[number];

/** Clicks on each review site's link from completed forms (GET /api/stats/review-clicks). */
export const reviewClicksSchema = z.object({ google: z.number(), yandex: z.number(), twogis: z.number() });
export type ReviewClicks = z.infer<typeof reviewClicksSchema>;

/** A review site's link: an https URL (at most 500 characters) or null. */
const reviewLink = z.preprocess(
  (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
  z
    .string({ error: 'validation.reviewLinkInvalid' })
    .trim()
    .max(500, { error: 'validation.reviewLinkInvalid' })
    .refine(
      (value) => {
        if (!URL.canParse(value)) return false;
        const url = new URL(value);
        return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
      },
      { error: 'validation.reviewLinkInvalid' },
    )
    .nullable(),
);

/** The business's (or a branch's) links to its Google Maps, Yandex Maps and 2GIS pages; each https or null. */
// strict: a key of another site (or an operator like $gt) is refused, never read as links removed
export const reviewLinksSchema = z.strictObject(
  { google: reviewLink, yandex: reviewLink, twogis: reviewLink },
  { error: 'validation.reviewLinkInvalid' },
);
export type ReviewLinks = z.output<typeof reviewLinksSchema>;

export const NO_REVIEW_LINKS: ReviewLinks = { google: null, yandex: null, twogis: null };

/** reviewLinks as a multipart field sends it: a JSON string of the object (a JSON body sends the object itself). */
export const reviewLinksField = z.preprocess((v) => {
  // blank or null: not sent, as every optional profile field
  if (v === null || (typeof v === 'string' && v.trim() === '')) return undefined;
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
}, reviewLinksSchema.optional());

/** The links as the API answers them. */
export const reviewLinksViewSchema = z.object({
  google: z.string().nullable(),
  yandex: z.string().nullable(),
  twogis: z.string().nullable(),
});

/** GET /api/public/review/:code: the review sites a public answer's completion page offers. */
export const reviewSitesSchema = z.object({ sites: z.array(z.enum(REVIEW_SITES)) });

/** POST /api/public/review/:code/:site: where the click goes (counted once per answer and site). */
export const reviewRedirectSchema = z.object({ url: z.string() });

/** GET /api/stats/review-clicks?days=30 (1–366). */
export const reviewClicksQuerySchema = z.object({
  days: z.preprocess(
    (v) =>
      v === undefined || (typeof v === 'string' && v.trim() === '')
        ? 30
        : typeof v === 'string' && /^\d{1,4}$/.test(v)
          ? Number(v)
          : v,
    z
      .number({ error: 'validation.daysInvalid' })
      .int({ error: 'validation.daysInvalid' })
      .min(1, { error: 'validation.daysInvalid' })
      .max(366, { error: 'validation.daysInvalid' }),
  ),
  branch: optionalUuid(),
});
