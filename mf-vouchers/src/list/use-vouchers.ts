import { api, unwrap, useRequest, type VouchersPage } from '@fikr/shared';

export type ValidityFilter = 'all' | 'valid' | 'invalid';

export interface VouchersQueryState {
  search: string;
  validity: ValidityFilter;
  page: number;
  limit: number;
}

/** 'Holati' filter → validity: valid = not redeemed and not expired, invalid = the rest, all = not sent. */
export function vouchersParams(q: VouchersQueryState) {
  return {
    page: q.page,
    limit: q.limit,
    ...(q.search ? { search: q.search } : {}),
    ...(q.validity === 'all' ? {} : { validity: q.validity }),
  };
}

/** GET /vouchers with search, validity, page, limit → data.responses + data.pagination; re-read after a data change. */
export function useVouchers(query: VouchersQueryState) {
  const params = vouchersParams(query);
  const request = useRequest(
    JSON.stringify(params),
    (signal) => api.get('/vouchers', { params, signal }).then((res) => unwrap<VouchersPage>(res)),
    // a request sent or a voucher used elsewhere
    { fallbackKey: 'vouchers:loadFailed', followDataVersion: true },
  );
  return {
    data: request.data ?? null,
    loading: request.loading,
    error: request.pageError,
    reload: request.reload,
    outdated: request.outdated,
    updatedAt: request.updatedAt,
  };
}
