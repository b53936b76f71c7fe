import { QueryClient } from '@tanstack/react-query';
import { followWindowFocus } from './window-focus';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The console's one data cache (TanStack Query), in @fikr/shared so the shell and every remote read and write the
 * same answers: a list a remote loaded is there when the dashboard asks for it, and what the shell restores from
 * IndexedDB on a return visit is what the pages paint first. No retries and no refetch on focus: a failure shows
 * its panel with Retry at once, as before; a query that waits on someone else opts in to refetchOnWindowFocus.
 * Answers are kept a day so a persisted one outlives the tab.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: true, gcTime: DAY_MS, staleTime: 0 },
  },
});

export const QUERY_CACHE_MAX_AGE_MS = DAY_MS;

followWindowFocus(queryClient);
