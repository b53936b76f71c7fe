import { api, unwrap, useRequest, type PaymentsPage, DEFAULT_PAGE_SIZE } from '@fikr/shared';

export type StatusFilter = '' | 'pending' | 'failed' | '1' | '4';

export interface PaymentsQueryState {
  status: StatusFilter;
  page: number;
  limit: number;
}

/** GET /payment/uzcard/myPayments?page&limit&status; re-read whenever the query, `refreshKey` or the data change. */
export function usePayments(query: PaymentsQueryState, refreshKey: number) {
  const { status, page, limit } = query;
  const request = useRequest(
    [page, limit, status, refreshKey],
    (signal) =>
      api
        .get('/payment/uzcard/myPayments', { params: { page, limit, ...(status ? { status } : {}) }, signal })
        .then((res) => unwrap<PaymentsPage>(res)),
    { fallbackKey: 'payments:history.loadFailed', followDataVersion: true },
  );
  return { data: request.data ?? null, loading: request.loading, error: request.error };
}

export const INITIAL_QUERY: PaymentsQueryState = { status: '', page: 1, limit: DEFAULT_PAGE_SIZE };
