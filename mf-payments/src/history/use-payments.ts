import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { api, apiErrorMessage, dataVersionAtom, unwrap, type PaymentsPage } from '@fikr/shared';
import { DEFAULT_PAGE_SIZE } from '@fikr/shared/schemas';

export type StatusFilter = '' | 'pending' | 'failed' | '1' | '4';

export interface PaymentsQueryState {
  status: StatusFilter;
  page: number;
  limit: number;
}

/** GET /payment/uzcard/myPayments?page&limit&status; re-read whenever the query or `refreshKey` changes. */
export function usePayments(query: PaymentsQueryState, refreshKey: number) {
  const [data, setData] = useState<PaymentsPage | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const dataVersion = useAtomValue(dataVersionAtom);

  useEffect(() => {
    let live = true;
    setLoading(true);
    const params = { page: query.page, limit: query.limit, ...(query.status ? { status: query.status } : {}) };
    api
      .get('/payment/uzcard/myPayments', { params })
      .then((res) => {
        if (!live) return;
        setData(unwrap<PaymentsPage>(res));
        setError(null);
      })
      .catch((err: unknown) => live && setError(apiErrorMessage(err, 'payments:history.loadFailed')))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [query.page, query.limit, query.status, refreshKey, dataVersion]);

  return { data, loading, error };
}

export const INITIAL_QUERY: PaymentsQueryState = { status: '', page: 1, limit: DEFAULT_PAGE_SIZE };
