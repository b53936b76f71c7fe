import { useCallback } from 'react';
import { queryClient, useQuery } from '@fikr/shared';
import type { PublicVoucher } from '@fikr/shared/core';
import { publicQueries, voucherPath } from '../api/queries';
import { callApi, isApiError } from '../http/public-api';

/** GET /api/public/vouchers/{token}: what the customer is asked to confirm (the API's declared answer). */
export type { PublicVoucher };

export type VoucherLoad =
  | { kind: 'loading' }
  | { kind: 'not-found' }
  | { kind: 'error'; message?: string }
  | { kind: 'ready'; voucher: PublicVoucher };

export function useVoucher(token: string) {
  const query = useQuery(publicQueries.voucher(token), queryClient);
  const { error, data } = query;
  let state: VoucherLoad;
  if (query.isPending) state = { kind: 'loading' };
  else if (isApiError(error, 404)) state = { kind: 'not-found' };
  else if (error !== null || !data)
    state = { kind: 'error', message: isApiError(error) ? error.serverMessage : undefined };
  else state = { kind: 'ready', voucher: data.voucher };

  /** POST …/confirm: the confirmed voucher (the card shows it as answered), or the server's message ('' for none). */
  const confirm = useCallback(async (): Promise<{ voucher: PublicVoucher } | { error: string }> => {
    try {
      const confirmed = await callApi<{ voucher: PublicVoucher }>('POST', `${voucherPath(token)}/confirm`);
      queryClient.setQueryData(publicQueries.voucher(token).queryKey, confirmed);
      return confirmed;
    } catch (error) {
      return { error: (isApiError(error) && error.serverMessage) || '' };
    }
  }, [token]);

  return { state, confirm };
}
