import { useState } from 'react';
import {
  apiErrorMessage,
  keepPreviousData,
  queryClient,
  useQuery,
  voucherQueries,
  type VouchersParams,
} from '@fikr/shared';

export type ValidityFilter = 'all' | 'valid' | 'invalid';

export interface VouchersQueryState {
  search: string;
  validity: ValidityFilter;
  page: number;
  limit: number;
}

/** 'Holati' filter → validity: valid = not redeemed and not expired, invalid = the rest, all = not sent. */
export function vouchersParams(q: VouchersQueryState): VouchersParams {
  return {
    page: q.page,
    limit: q.limit,
    ...(q.search ? { search: q.search } : {}),
    ...(q.validity === 'all' ? {} : { validity: q.validity }),
  };
}

/**
 * GET /vouchers with search, validity, page, limit → data.responses + data.pagination. The last page stays shown
 * while another page or filter loads; a redeemed voucher re-reads it (`invalidateAfter('voucher')`).
 */
export function useVouchers(query: VouchersQueryState) {
  const [openedAt] = useState(Date.now);
  const list = useQuery(
    { ...voucherQueries.list(vouchersParams(query)), placeholderData: keepPreviousData },
    queryClient,
  );
  // the last visit's page (stored on this device) with no fresh answer yet: the page says when it was read
  const outdated = list.data !== undefined && !list.isPlaceholderData && list.dataUpdatedAt < openedAt;
  return {
    data: list.data ?? null,
    loading: list.isFetching,
    error: list.error && !outdated ? apiErrorMessage(list.error, 'vouchers:loadFailed') : null,
    reload: () => void list.refetch(),
    outdated,
    updatedAt: list.data === undefined ? 0 : list.dataUpdatedAt,
  };
}
