import { useDeferredValue, useState } from 'react';
import {
  apiErrorMessage,
  keepPreviousData,
  queryClient,
  responseQueries,
  useQuery,
  type ResponsesQuery,
} from '@fikr/shared';

/**
 * A page of the responses list: the last page stays shown while another page or filter loads, and a change to a
 * response (a request sent, a follow-up, a reply) re-reads it through the responses' invalidation.
 */
export function useResponsesList(query: ResponsesQuery) {
  const [openedAt] = useState(Date.now);
  const list = useQuery({ ...responseQueries.list(query), placeholderData: keepPreviousData }, queryClient);
  // a page renders every card of it, tens of milliseconds of a phone's CPU: React draws it between frames
  const deferred = useDeferredValue(list.data);
  // no answer yet shows at once: only an answer waits to be drawn
  const data = list.data === undefined ? undefined : deferred;
  // the last visit's page (stored on this device) and no fresh answer yet: the page says how old it is
  const outdated = data !== undefined && !list.isPlaceholderData && list.dataUpdatedAt < openedAt;
  return {
    data,
    loading: list.isFetching || data !== list.data,
    /** The error in place of the list, except while the last visit's page stands in for a failed re-read. */
    pageError: list.error && !outdated ? apiErrorMessage(list.error, 'responses:list.loadFailed') : null,
    retry: () => void list.refetch(),
    outdated,
    updatedAt: data === undefined ? 0 : list.dataUpdatedAt,
  };
}
