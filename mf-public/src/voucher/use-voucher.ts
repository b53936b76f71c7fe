import { useCallback } from 'react';
import { useRequest } from '@fikr/shared';
import type { PublicVoucher } from '@fikr/shared/core';
import { callApi, isApiError } from '../http/public-api';

/** GET /api/public/vouchers/{token}: what the customer is asked to confirm (the API's declared answer). */
export type { PublicVoucher };

export type VoucherLoad =
  | { kind: 'loading' }
  | { kind: 'not-found' }
  | { kind: 'error'; message?: string }
  | { kind: 'ready'; voucher: PublicVoucher };

const path = (token: string) => `/public/vouchers/${encodeURIComponent(token)}`;

export function useVoucher(token: string) {
  const request = useRequest(token, () => callApi<{ voucher: PublicVoucher }>('GET', path(token)), {
    keepData: false,
  });
  const { cause, data, setData } = request;
  let state: VoucherLoad;
  if (request.loading) state = { kind: 'loading' };
  else if (isApiError(cause, 404)) state = { kind: 'not-found' };
  else if (cause !== null || !data)
    state = { kind: 'error', message: isApiError(cause) ? cause.serverMessage : undefined };
  else state = { kind: 'ready', voucher: data.voucher };

  /** POST …/confirm: the confirmed voucher, or the server's message ('' for none). */
  const confirm = useCallback(async (): Promise<{ voucher: PublicVoucher } | { error: string }> => {
    try {
      const confirmed = await callApi<{ voucher: PublicVoucher }>('POST', `${path(token)}/confirm`);
      setData(confirmed);
      return confirmed;
    } catch (error) {
      return { error: (isApiError(error) && error.serverMessage) || '' };
    }
  }, [token, setData]);

  return { state, confirm };
}
