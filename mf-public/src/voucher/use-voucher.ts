import { useCallback, useEffect, useState } from 'react';
import type { Voucher } from '@fikr/shared/core';
import { callApi, isApiError } from '../http/public-api';

/** GET /api/public/vouchers/{token}: what the customer is asked to confirm. */
export type PublicVoucher = Pick<
  Voucher,
  'amount' | 'code' | 'description' | 'expiresAt' | 'isRedeemed' | 'userConfirm'
> & {
  business: { name: string; logo?: string | null };
};

export type VoucherLoad =
  | { kind: 'loading' }
  | { kind: 'not-found' }
  | { kind: 'error'; message?: string }
  | { kind: 'ready'; voucher: PublicVoucher };

const path = (token: string) => `/public/vouchers/${encodeURIComponent(token)}`;

export function useVoucher(token: string) {
  const [state, setState] = useState<VoucherLoad>({ kind: 'loading' });
  const fail = (error: unknown): VoucherLoad =>
    isApiError(error, 404)
      ? { kind: 'not-found' }
      : { kind: 'error', message: isApiError(error) ? error.serverMessage : undefined };

  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    callApi<{ voucher: PublicVoucher }>('GET', path(token)).then(
      ({ voucher }) => live && setState({ kind: 'ready', voucher }),
      (error: unknown) => live && setState(fail(error)),
    );
    return () => {
      live = false;
    };
  }, [token]);

  /** POST …/confirm; resolves to the server's message on failure (the voucher stays shown). */
  const confirm = useCallback(async (): Promise<string | undefined> => {
    try {
      const { voucher } = await callApi<{ voucher: PublicVoucher }>('POST', `${path(token)}/confirm`);
      setState({ kind: 'ready', voucher });
      return undefined;
    } catch (error) {
      return isApiError(error) && error.serverMessage ? error.serverMessage : '';
    }
  }, [token]);

  return { state, confirm };
}
