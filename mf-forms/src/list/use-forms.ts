import { apiErrorMessage, formQueries, queryClient, useQuery } from '@fikr/shared';

/** GET /forms with a retry; a change to a form or a survey request (the forms' counts) re-reads it. */
export function useForms() {
  const query = useQuery(formQueries.list(), queryClient);
  return {
    forms: query.data ?? [],
    loading: query.isFetching,
    error: query.error ? apiErrorMessage(query.error, 'forms:list.loadFailed') : null,
    reload: () => void query.refetch(),
  };
}
