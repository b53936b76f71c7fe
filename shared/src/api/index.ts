export {
  api,
  isApiError,
  type ApiError,
  handleUnauthorized,
  onUnauthorized,
  browserNavigation,
  LOGIN_PATH,
} from './client';
export type { EarlyGet } from './early-gets';
export { apiBaseUrl, DEFAULT_API_BASE, type FikrRuntimeConfig } from './config';
export { TOKEN_KEY, BUSINESS_KEY, readToken, writeToken, readBusinessChoice, writeBusinessChoice } from './token';
export { unwrap, apiErrorMessage, apiErrorCode } from './unwrap';
export { fetchBranches } from './branches';
export { queryClient } from './query-client';
// Pages and remotes query through the shared cache directly (one TanStack Query instance, from @fikr/shared).
// Pages pass `queryClient` as the hook's second argument: a remote's page renders in the shell's tree, on its own
// dev page and in its tests, and the one client is this module's singleton, so no root needs a provider.
export { useQuery, useQueries, useMutation, queryOptions, keepPreviousData, skipToken } from '@tanstack/react-query';
export { restoreQueryCache, forgetQueryCache } from './query-persistence';
