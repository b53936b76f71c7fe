import type { QueryFunctionContext, QueryKey } from '@tanstack/react-query';

/** A resource's query: its key and its GET, as useQuery, useQueries, prefetchQuery and fetchQuery take them. */
export interface ResourceQuery<T, K extends QueryKey> {
  queryKey: K;
  queryFn: (context: QueryFunctionContext<K>) => Promise<T>;
}

/**
 * TanStack's own `queryOptions` tags the key with the data's type through a unique symbol that API Extractor (the
 * contracts report every remote is checked against) cannot follow out of TanStack's declarations; a plain object of
 * the same shape reads the same to every hook. Reading the cache by key then names the type itself.
 */
export function resourceQuery<T, K extends QueryKey>(options: ResourceQuery<T, K>): ResourceQuery<T, K> {
  return options;
}
