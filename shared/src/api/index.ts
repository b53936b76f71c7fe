export { api, handleUnauthorized, onUnauthorized, browserNavigation, LOGIN_PATH } from './client';
export type { EarlyGet } from './early-gets';
export { ApiError, isApiError, type ApiResponse, type RequestConfig } from './http-client';
export { apiBaseUrl, DEFAULT_API_BASE, type FikrRuntimeConfig } from './config';
export { TOKEN_KEY, BUSINESS_KEY, readToken, writeToken, readBusinessChoice, writeBusinessChoice } from './token';
export { unwrap, apiErrorMessage, apiErrorCode } from './unwrap';
export { prefetchRequest, useRequest, type RequestOptions, type RequestState } from './use-request';
export { fetchBranches } from './branches';
export { queryClient } from './query-client';
// Pages and remotes query through the shared cache directly (one TanStack Query instance, from @fikr/shared).
// Only what the console's first load already carries: a shared module keeps every export, so useMutation or
// useQueries here would add their observers to every first load.
export { useQuery, queryOptions, keepPreviousData } from '@tanstack/react-query';
export { restoreQueryCache, forgetQueryCache } from './query-persistence';
