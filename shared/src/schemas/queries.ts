import { z } from './zod';
import { coercedInt, idString, isBlank, optionalUuid } from './helpers';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type PageSize } from '../paging';

// Still here for remotes built before the page sizes moved to the contracts: the shell may serve them this module.
export { DEFAULT_PAGE_SIZE, PAGE_SIZES, type PageSize, tablePagination } from '../paging';

const blankToUndefined = (v: unknown) => (isBlank(v) ? undefined : v);

const paginationShape = {
  page: z.preprocess(
    coercedInt,
    z
      .number({ error: 'validation.pageInvalid' })
      .int({ error: 'validation.pageInvalid' })
      .min(1, { error: 'validation.pageInvalid' })
      .default(1),
  ),
  limit: z.preprocess(
    coercedInt,
    z
      .number({ error: 'validation.limitInvalid' })
      .refine((n): n is PageSize => (PAGE_SIZES as readonly number[]).includes(n), { error: 'validation.limitInvalid' })
      .default(DEFAULT_PAGE_SIZE),
  ),
};

const search = z.preprocess(
  blankToUndefined,
  z.string({ error: 'validation.searchTooLong' }).trim().max(100, { error: 'validation.searchTooLong' }).optional(),
);

/** ?page&limit — coerced from query strings; page ≥ 1 (default 1), limit 10|25|50 (default 10). */
export const paginationQuerySchema = z.object(paginationShape);

/** GET /responses query. */
export const responsesQuerySchema = z.object({
  ...paginationShape,
  search,
  form: z.preprocess(blankToUndefined, idString('validation.idInvalid').optional()),
  branch: optionalUuid(),
  status: z.preprocess(
    blankToUndefined,
    z.enum(['waiting', 'completed'], { error: 'validation.statusInvalid' }).optional(),
  ),
  handled: z.preprocess(
    blankToUndefined,
    z
      .enum(['true', 'false'], { error: 'validation.handledInvalid' })
      .transform((v) => v === 'true')
      .optional(),
  ),
});

/**
 * GET /vouchers query; isRedeemed 'true'|'false' becomes a boolean. validity 'valid' = not redeemed and not
 * expired (can still be used), 'invalid' = redeemed or expired: the console's 'Yaroqli' / 'Yaroqsiz' filter.
 */
export const vouchersQuerySchema = z.object({
  ...paginationShape,
  search,
  validity: z.preprocess(
    blankToUndefined,
    z.enum(['valid', 'invalid'], { error: 'validation.statusInvalid' }).optional(),
  ),
  isRedeemed: z.preprocess(
    blankToUndefined,
    z
      .enum(['true', 'false'], { error: 'validation.isRedeemedInvalid' })
      .transform((v) => v === 'true')
      .optional(),
  ),
});

/** GET /payment/uzcard/myPayments query; status 'pending'|'failed'|1|4 ('1'/'4' from a query string). */
export const paymentsQuerySchema = z.object({
  ...paginationShape,
  status: z.preprocess(
    (v) => (isBlank(v) ? undefined : v === '1' || v === '4' ? Number(v) : v),
    z
      .union([z.literal('pending'), z.literal('failed'), z.literal(1), z.literal(4)], {
        error: 'validation.statusInvalid',
      })
      .optional(),
  ),
});

export type PaginationQuery = z.output<typeof paginationQuerySchema>;
export type ResponsesQuery = z.output<typeof responsesQuerySchema>;
export type VouchersQuery = z.output<typeof vouchersQuerySchema>;
export type PaymentsQuery = z.output<typeof paymentsQuerySchema>;
