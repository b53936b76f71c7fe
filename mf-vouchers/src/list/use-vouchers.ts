import { useCallback, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { api, apiErrorMessage, dataVersionAtom, unwrap, type VouchersPage } from '@fikr/shared';

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

/** GET /vouchers with search, validity, page, limit → data.responses + data.pagination. */
export function useVouchers(query: VouchersQueryState) {
  const [data, setData] = useState<VouchersPage | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const dataVersion = useAtomValue(dataVersionAtom); // a request sent or a voucher used elsewhere

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
  }, [query.search, query.validity, query.page, query.limit, version, dataVersion]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { data, loading, error, reload };
}
