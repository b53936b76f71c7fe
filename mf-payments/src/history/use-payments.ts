import {
  apiErrorMessage,
  keepPreviousData,
  paymentQueries,
  queryClient,
  useQuery,
  DEFAULT_PAGE_SIZE,
} from '@fikr/shared';

export type StatusFilter = '' | 'pending' | 'failed' | '1' | '4';

export interface PaymentsQueryState {
  status: StatusFilter;
  page: number;
  limit: number;
}

/**
 * GET /payment/uzcard/myPayments?page&limit&status (key `['payments', params]`); the last page stays shown while
 * another loads, and a top-up (which invalidates the payments) re-reads it.
 */
export function usePayments(query: PaymentsQueryState) {
  const request = useQuery({ ...paymentQueries.list(query), placeholderData: keepPreviousData }, queryClient);
  return {
    data: request.data ?? null,
    loading: request.isFetching,
    error: request.error ? apiErrorMessage(request.error, 'payments:history.loadFailed') : null,
  };
}

export const INITIAL_QUERY: PaymentsQueryState = { status: '', page: 1, limit: DEFAULT_PAGE_SIZE };
