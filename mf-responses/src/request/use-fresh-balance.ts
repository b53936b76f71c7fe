import { useAtomValue, useSetAtom } from 'jotai';
import { businessAtom, queryClient, refreshBusinessAtom, useQuery } from '@fikr/shared';

/**
 * The coin balance the dialog shows and checks a request against: the session's business, read again each time the
 * dialog opens and whenever the owner comes back to the tab while it is open, so a top-up made in another tab
 * (the balance was too low) lets the request go without a reload.
 */
export function useFreshBalance(open: boolean): number | undefined {
  const refreshBusiness = useSetAtom(refreshBusinessAtom);
  useQuery(
    {
      queryKey: ['business', 'balance'],
      // GET /business into the session (header and sidebar follow); the dialog reads the session's record
      queryFn: async () => (await refreshBusiness())?.coin ?? null,
      enabled: open,
      refetchOnMount: 'always',
      refetchOnWindowFocus: 'always',
      // nothing to keep: the session holds the record
      gcTime: 0,
    },
    queryClient,
  );
  return useAtomValue(businessAtom)?.coin;
}
