import { useCallback, useEffect, useState } from 'react';
import { api, apiErrorMessage, unwrap, type VouchersPage } from '@fikr/shared';

export type ValidityFilter = 'all' | 'valid' | 'invalid';

export interface VouchersQueryState {
  search: string;
  validity: ValidityFilter;
  page: number;
  limit: number;
}

/** 'Holati' filter → isRedeemed: valid = not redeemed, invalid = redeemed, all = not sent. */
export function vouchersParams(q: VouchersQueryState) {
  return {
    page: q.page,
    limit: q.limit,
    ...(q.search ? { search: q.search } : {}),
    ...(q.validity === 'all' ? {} : { isRedeemed: q.validity === 'invalid' ? 'true' : 'false' }),
  };
}

/** GET /vouchers with search, isRedeemed, page, limit → data.responses + data.pagination. */
export function useVouchers(query: VouchersQueryState) {
  const [data, setData] = useState<VouchersPage | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    setLoading(true);
    api
      .get('/vouchers', { params: vouchersParams(query) })
      .then((res) => {
        if (!live) return;
        setData(unwrap<VouchersPage>(res));
        setError(null);
      })
      .catch((err: unknown) => live && setError(apiErrorMessage(err, 'vouchers:loadFailed')))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the query's fields are the dependencies
  }, [query.search, query.validity, query.page, query.limit, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { data, loading, error, reload };
}
