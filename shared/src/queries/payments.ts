import { resourceQuery } from './resource-query';
import { api } from '../api/client';
import { unwrap } from '../api/unwrap';
import type { PaymentsPage } from '../types/payment';

/** A page of the top-up history; `status` '' is every status. */
export interface PaymentsListQuery {
  status: '' | 'pending' | 'failed' | '1' | '4';
  page: number;
  limit: number;
}

/** GET /payment/uzcard/myPayments's parameters with only the filter that is set: also the key. */
function paymentsParams({ status, page, limit }: PaymentsListQuery): Record<string, string | number> {
  return status ? { page, limit, status } : { page, limit };
}

/** The business's card top-ups: `['payments', params]` a page of the history, all under `['payments']`. */
export const paymentQueries = {
  all: () => ['payments'] as const,
  list: (q: PaymentsListQuery) => {
    const params = paymentsParams(q);
    return resourceQuery({
      queryKey: [...paymentQueries.all(), params] as const,
      queryFn: ({ signal }) =>
        api.get('/payment/uzcard/myPayments', { params, signal }).then((r) => unwrap<PaymentsPage>(r)),
    });
  },
};
