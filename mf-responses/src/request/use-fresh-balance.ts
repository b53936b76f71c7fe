import { useAtomValue, useSetAtom } from 'jotai';
import { businessAtom, businessQueries, queryClient, refreshBusinessAtom, useQuery } from '@fikr/shared';

/**
 * The coin balance the dialog shows and checks a request against: the session's business, read again each time the
 * dialog opens and whenever the owner comes back to the tab while it is open, so a top-up made in another tab
 * (the balance was too low) lets the request go without a reload.
 */
export function useFreshBalance(open: boolean): number | undefined {
  const refreshBusiness = useSetAtom(refreshBusinessAtom);
  // the dashboard's entry for GET /business: the header, the sidebar and this dialog follow the session's record
  useQuery(
    {
      ...businessQueries.record(refreshBusiness),
      enabled: open,
      refetchOnMount: 'always',
      refetchOnWindowFocus: 'always',
    },
    queryClient,
  );
  return useAtomValue(businessAtom)?.coin;
}
