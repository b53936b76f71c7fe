import { resourceQuery } from './resource-query';
import { api } from '../api/client';
import { unwrap } from '../api/unwrap';
import type { TillToday } from '../schemas';
import type { VouchersPage } from '../types/voucher';

/** GET /vouchers's query: a page, and the filters 'Qidirish' and 'Holati' (valid: not redeemed nor expired). */
export type VouchersParams = {
  page: number;
  limit: number;
  search?: string;
  validity?: 'valid' | 'invalid';
};

/** The parameters with only the filters that are set: also the query's key, so '' and none are one entry. */
function vouchersQueryParams(q: VouchersParams): VouchersParams {
  const search = q.search?.trim();
  return {
    page: q.page,
    limit: q.limit,
    ...(search ? { search } : {}),
    ...(q.validity ? { validity: q.validity } : {}),
  };
}

/** GET /vouchers: a page of the business's vouchers (the list field is `responses` in the contract). */
export async function fetchVouchers(q: VouchersParams, signal?: AbortSignal): Promise<VouchersPage> {
  return unwrap<VouchersPage>(await api.get('/vouchers', { params: vouchersQueryParams(q), signal }));
}

/**
 * The vouchers, all under `['vouchers']`: `['vouchers', params]` a page of the list, `['vouchers', 'till-today']`
 * what the signed-in member took at the till today (redeemed vouchers and coins), which a redeemed voucher changes
 * with the list.
 */
export const voucherQueries = {
  all: () => ['vouchers'] as const,
  list: (q: VouchersParams) =>
    resourceQuery({
      queryKey: [...voucherQueries.all(), vouchersQueryParams(q)] as const,
      queryFn: ({ signal }) => fetchVouchers(q, signal),
    }),
  tillToday: () =>
    resourceQuery({
      queryKey: [...voucherQueries.all(), 'till-today'] as const,
      queryFn: async ({ signal }) => unwrap<TillToday>(await api.get('/business/till/today', { signal })),
    }),
};
