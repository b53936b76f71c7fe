import { useEffect } from 'react';
import { queryClient, useQuery, type Voucher } from '@fikr/shared';

/** How often the till asks whether the customer confirmed, while it waits for them (seconds matter at a counter). */
export const CONFIRMATION_POLL_MS = 3_000;

/**
 * After the till sent a confirmation request, the customer confirms on their own phone: the till reads the voucher
 * again every few seconds and whenever the cashier comes back to the tab, until it is confirmed, so 'Foydalanish'
 * opens by itself (the 'Tekshirish' button stays for a cashier who does not want to wait).
 */
export function useConfirmationWait(
  voucher: Voucher,
  waiting: boolean,
  reload: (voucher: Voucher) => Promise<Voucher | undefined>,
  onUpdated: (voucher: Voucher) => void,
): void {
  const { data } = useQuery(
    {
      queryKey: ['vouchers', 'by-code', voucher.code, 'confirmation'],
      queryFn: async () => (await reload(voucher)) ?? null,
      enabled: waiting,
      refetchInterval: CONFIRMATION_POLL_MS,
      refetchOnWindowFocus: 'always',
      // nothing to keep: a voucher read for this wait is never shown anywhere else
      gcTime: 0,
    },
    queryClient,
  );
  const confirmed = data?.userConfirm === true && data._id === voucher._id;
  useEffect(() => {
    if (waiting && confirmed && data) onUpdated(data);
  }, [waiting, confirmed, data, onUpdated]);
}
