import type { PublicFormPayload, PublicVoucher, ReviewSite } from '@fikr/shared/core';
import { callApi } from '../http/public-api';

/**
 * The customer's few reads, under `['public']`: anonymous calls of their own (callApi, no token), apart from the
 * console's data in the one shared cache. No console change invalidates them. Plain `{ queryKey, queryFn }` (what
 * `queryOptions` would return, untagged): this package's declarations cannot name TanStack's types.
 */
export const publicQueries = {
  all: () => ['public'] as const,
  /** GET /forms/u/{code}: the form a customer was sent (or a form's share link). */
  form: (code: string) => ({
    queryKey: [...publicQueries.all(), 'form', code] as const,
    queryFn: () => callApi<PublicFormPayload>('GET', `/forms/u/${encodeURIComponent(code)}`),
  }),
  /** GET /public/vouchers/{token}: what the customer is asked to confirm. */
  voucher: (token: string) => ({
    queryKey: [...publicQueries.all(), 'voucher', token] as const,
    queryFn: () => callApi<{ voucher: PublicVoucher }>('GET', voucherPath(token)),
  }),
  /** GET /public/review/{code}: the review sites a public answer's code offers. */
  review: (code: string) => ({
    queryKey: [...publicQueries.all(), 'review', code] as const,
    queryFn: () => callApi<{ sites: ReviewSite[] }>('GET', `/public/review/${encodeURIComponent(code)}`),
  }),
};

/** A voucher's public address: GET it, POST …/confirm. */
export const voucherPath = (token: string) => `/public/vouchers/${encodeURIComponent(token)}`;
