import { type Business } from '@fikr/shared';
import { businessUpdateSchema, REVIEW_SITES, reviewLinksSchema, type ReviewSite } from '@fikr/shared/schemas';
import type { LogoState } from './use-logo';

export const PROFILE_FIELDS = [
  'name',
  'category',
  'description',
  'phone',
  'email',
  'region',
  'district',
  'address',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export const REVIEW_FIELDS = REVIEW_SITES;
export type ProfileValues = Partial<Record<ProfileField, string | number | null>> & {
  reviewLinks?: Partial<Record<ReviewSite, string | null>>;
};

/** GET /business → form values; the phone in international format (+998…). */
export function valuesOf(business: Business): ProfileValues {
  const digits = business.phone?.replace(/\D/g, '') ?? '';
  return {
    name: business.name ?? '',
    category: business.category ?? null,
    description: business.description ?? '',
    phone: digits ? `+${digits}` : '',
    email: business.email ?? '',
    region: business.region ?? null,
    district: business.district ?? null,
    address: business.address ?? '',
    reviewLinks: {
      google: business.reviewLinks?.google ?? '',
      yandex: business.reviewLinks?.yandex ?? '',
      twogis: business.reviewLinks?.twogis ?? '',
    },
  };
}

/** The review links as the API takes them: each trimmed link, or null when empty. */
export function reviewLinksOf(values: ProfileValues): Record<ReviewSite, string | null> {
  const links = values.reviewLinks ?? {};
  const one = (site: ReviewSite) => links[site]?.trim() || null;
  return { google: one('google'), yandex: one('yandex'), twogis: one('twogis') };
}

/** Each review link's problem (i18n key, common namespace), by the schema the API checks. */
export function reviewLinkProblems(values: ProfileValues): Array<[ReviewSite, string]> {
  const result = reviewLinksSchema.safeParse(reviewLinksOf(values));
  if (result.success) return [];
  return result.error.issues.map((issue) => [issue.path[0] as ReviewSite, issue.message]);
}

/** The fields the user filled, as strings (blank ones are not sent). */
export function filledFields(values: ProfileValues): Partial<Record<ProfileField, string>> {
  const out: Partial<Record<ProfileField, string>> = {};
  for (const field of PROFILE_FIELDS) {
    const value = values[field];
    if (value !== undefined && value !== null && String(value).trim() !== '') out[field] = String(value).trim();
  }
  return out;
}

/** Field → i18n key (common namespace) of its first problem, by the same schema the API checks. */
export function profileProblems(values: ProfileValues): Partial<Record<ProfileField, string>> {
  const result = businessUpdateSchema.safeParse(filledFields(values));
  const problems: Partial<Record<ProfileField, string>> = {};
  if (result.success) return problems;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'name') as ProfileField;
    problems[field] ??= issue.message;
  }
  return problems;
}

/** PUT /business/update body: non-empty fields by name, the review links, the new logo file, removeLogo 'true'. */
export function profileFormData(values: ProfileValues, logo: LogoState): FormData {
  const body = new FormData();
  for (const [field, value] of Object.entries(filledFields(values))) body.append(field, value);
  // always sent: an emptied field removes its link
  body.append('reviewLinks', JSON.stringify(reviewLinksOf(values)));
  if (logo.file) body.append('logo', logo.file);
  else if (logo.removeLogo) body.append('removeLogo', 'true');
  return body;
}
