import { z } from './zod';
import { normalizePhone } from '../format/phone';
import { CATEGORY_MAX, CATEGORY_MIN } from '../reference/categories';
import { DISTRICTS } from '../reference/districts';
import { districtBelongsToRegion } from '../reference/lookup';
import { REGIONS } from '../reference/regions';
import { reviewLinksField } from './views/closing-loop';
import { coercedInt, intInRange, isBlank, optionalText, requiredText } from './helpers';

/** Optional plus, 998, nine digits: the international form of a business phone (normalizePhone also takes local). */
export const BUSINESS_PHONE_RE = /^\+?998\d{9}$/;

/**
 * Stored as 12 digits '998XXXXXXXXX' like every other phone, read by the one parser registration uses
 * (normalizePhone), so '90 111 22 33' that signed the owner up also names the business.
 */
const businessPhone = requiredText('validation.businessPhoneRequired')
  .transform((value) => normalizePhone(value) ?? value)
  .refine((v) => BUSINESS_PHONE_RE.test(v), { error: 'validation.businessPhoneInvalid' })
  .transform((v) => v.replace(/^\+/, ''));

const businessName = requiredText('validation.businessNameRequired', {
  length: 100,
  key: 'validation.businessNameTooLong',
});

const category = z.preprocess(
  coercedInt,
  z
    .number({
      error: (iss) => (iss.input === undefined ? 'validation.categoryRequired' : 'validation.categoryInvalid'),
    })
    .int({ error: 'validation.categoryInvalid' })
    .min(CATEGORY_MIN, { error: 'validation.categoryInvalid' })
    .max(CATEGORY_MAX, { error: 'validation.categoryInvalid' }),
);

const region = z.preprocess(coercedInt, intInRange(1, REGIONS.length, 'validation.regionInvalid').optional());
const district = z.preprocess(coercedInt, intInRange(1, DISTRICTS.length, 'validation.districtInvalid').optional());
const address = optionalText(300, 'validation.addressTooLong');
const description = optionalText(2000, 'validation.descriptionTooLong');

interface Location {
  region?: number;
  district?: number;
}

/** A district must come with its own region. */
function checkLocation(value: Location, ctx: z.core.$RefinementCtx<Location>): void {
  if (value.district === undefined) return;
  if (value.region === undefined) {
    ctx.addIssue({ code: 'custom', message: 'validation.regionRequiredForDistrict', path: ['region'] });
  } else if (!districtBelongsToRegion(value.district, value.region)) {
    ctx.addIssue({ code: 'custom', message: 'validation.districtNotInRegion', path: ['district'] });
  }
}

const step0Shape = { name: businessName, phone: businessPhone, category };
const step1Shape = { region, district, address, description };

/** Create wizard step 0 'Asosiy ma'lumotlari'. */
export const businessStep0Schema = z.object(step0Shape);

/** Create wizard step 1 'Joylashuvi': everything optional; district must belong to the region. */
export const businessStep1Schema = z.object(step1Shape).superRefine(checkLocation);

/** POST /business body (category/region/district may be numeric strings). */
export const createBusinessSchema = z.object({ ...step0Shape, ...step1Shape }).superRefine(checkLocation);

const optionalEmail = z.preprocess(
  (v) => (isBlank(v) ? undefined : typeof v === 'string' ? v.trim() : v),
  z.email({ error: 'validation.emailInvalid' }).max(254, { error: 'validation.emailInvalid' }).optional(),
);

/**
 * PUT /business/update (multipart: every field a string, all optional; the logo file is handled
 * by the route). Blank fields count as "not sent", as the UI sends only non-empty fields.
 */
export const businessUpdateSchema = z
  .object({
    name: z.preprocess((v) => (isBlank(v) ? undefined : v), businessName.optional()),
    description,
    category: z.preprocess(coercedInt, intInRange(CATEGORY_MIN, CATEGORY_MAX, 'validation.categoryInvalid').optional()),
    phone: z.preprocess((v) => (isBlank(v) ? undefined : v), businessPhone.optional()),
    email: optionalEmail,
    region,
    district,
    address,
    reviewLinks: reviewLinksField,
    removeLogo: z.enum(['true', 'false'], { error: 'validation.removeLogoInvalid' }).optional(),
  })
  .superRefine(checkLocation);

export type BusinessStep0Input = z.input<typeof businessStep0Schema>;
export type CreateBusinessPayload = z.output<typeof createBusinessSchema>;
export type BusinessUpdatePayload = z.output<typeof businessUpdateSchema>;
