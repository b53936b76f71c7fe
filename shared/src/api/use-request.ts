import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { dataVersionAtom } from '../session/data-version';
import { queryClient } from './query-client';
import { apiErrorMessage } from './unwrap';

export interface RequestOptions {
  /** The i18n key of the error text when the server sent no message of its own. */
  fallbackKey?: string;
  /** Re-read after any action that changed the business's data (the shared `dataVersionAtom`). */
  followDataVersion?: boolean;
  /** Keep showing the last answer while a new one is on its way (paging, reload); off: back to no data. */
  keepData?: boolean;
  /**
   * An arriving answer renders a large part of the page (a dashboard, a page of cards): tens to hundreds of
   * milliseconds of a phone's CPU. Deferred, React renders it in slices between frames, so the page keeps
   * answering taps meanwhile; `data` is the last answer drawn, and `loading` stays true until the new one is.
   */
  deferData?: boolean;
}

export interface RequestState<T> {
  /** The last answer (with keepData, also while re-reading or after a failed re-read). */
  data: T | undefined;
  /** The text for an error panel when the last request failed, else null. */
  error: string | null;
  /**
   * The error a page shows in place of its content: `error`, except while the last visit's data (outdated) stands
   * in for a failed re-read, as offline: that data stays readable with its age instead.
   */
  pageError: string | null;
  /** What the last request threw (for callers that branch on a status), else null. */
  cause: unknown;
  loading: boolean;
  /** Asks again with the same key (the Retry button, a poll). */
  reload: () => void;
  /** Replaces the data with what an action answered (no request). */
  setData: (data: T) => void;
  /** When the data shown was answered (ms since the epoch), 0 without data. */
  updatedAt: number;
  /**
   * The data shown is from before this page opened (the cache of an earlier visit) and no answer has replaced it
   * yet: still on its way, failed, or the browser is offline. The page says when it was last updated.
   */
  outdated: boolean;
}

const keyOf = (key: string | readonly unknown[] | null) =>
  key === null || typeof key === 'string' ? key : JSON.stringify(key);

/** How long a prefetched answer counts as fresh for the hook that reads it: long enough for the page to draw it. */
const PREFETCHED_FRESH_MS = 5_000;

/**
 * Asks for what a later `useRequest(key, load)` will show, alongside a page's own data, so the part that reads it
 * is there with the page's first paint instead of appearing (and moving things) a moment later. A failure is left
 * to the hook, which asks again when it mounts: undefined here.
 */
export function prefetchRequest<T>(
  key: string | readonly unknown[],
  load: (signal: AbortSignal) => Promise<T>,
): Promise<T | undefined> {
  const queryKey = ['request', keyOf(key)];
  // the reader that mounts once the page's data is drawn finds this answer fresh and does not ask again
  queryClient.setQueryDefaults(queryKey, { staleTime: PREFETCHED_FRESH_MS });
  return queryClient
    .fetchQuery({ queryKey, queryFn: ({ signal }) => load(signal), staleTime: 0 })
    .catch(() => undefined);
}

/**
 * The one data-loading hook of the console and the remotes, on the shared TanStack Query cache: runs `load`
 * whenever `key` changes (null: do not load), on reload() and, with followDataVersion, after a data change. A page
 * opened again paints the cached answer at once and re-reads it. An answer to a request that is no longer the
 * latest (the key changed, a reload, the component unmounted) is dropped and its request aborted through the
 * signal, so fast typing or paging never shows stale rows.
 */
export function useRequest<T>(
  key: string | readonly unknown[] | null,
  load: (signal: AbortSignal) => Promise<T>,
  {
    fallbackKey = 'errors.generic',
    followDataVersion = false,
    keepData = true,
    deferData = false,
  }: RequestOptions = {},
): RequestState<T> {
  const id = keyOf(key);
  const queryKey = useMemo(() => ['request', id], [id]);
  const loadRef = useRef(load);
  loadRef.current = load;
  const [openedAt] = useState(() => Date.now());
  const query = useQuery(
    {
      queryKey,
      queryFn: ({ signal }) => loadRef.current(signal),
      enabled: id !== null,
      placeholderData: keepData ? keepPreviousData : undefined,
    },
    queryClient,
  );

  const dataVersion = useAtomValue(dataVersionAtom);
  const seenVersion = useRef(dataVersion);
  const { refetch } = query;
  // refetch() asks even for a disabled query: a null key must never ask (it would be GET /forms/null)
  const asks = id !== null;
  useEffect(() => {
    if (!followDataVersion || seenVersion.current === dataVersion) return;
    seenVersion.current = dataVersion;
    if (asks) void refetch();
  }, [followDataVersion, dataVersion, refetch, asks]);

  const reload = useCallback(() => {
    if (asks) void refetch();
  }, [refetch, asks]);
  const setData = useCallback((data: T) => queryClient.setQueryData(queryKey, data), [queryKey]);
  const cause = query.error ?? null;
  const error = useMemo(() => (cause === null ? null : apiErrorMessage(cause, fallbackKey)), [cause, fallbackKey]);
  const answered = id === null ? undefined : (query.data as T | undefined);
  // without deferData the deferred value never changes, so React schedules no second render for it
  const deferred = useDeferredValue(deferData ? answered : undefined);
  // no answer (none yet, or no key) shows at once: only an answer waits to be drawn
  const data = deferData && answered !== undefined ? deferred : answered;
  const updatedAt = data === undefined ? 0 : query.dataUpdatedAt;
  const outdated = data !== undefined && !query.isPlaceholderData && updatedAt < openedAt;
  return {
    data,
    error,
    pageError: outdated ? null : error,
    cause,
    loading: id !== null && (query.isFetching || data !== answered),
    reload,
    setData,
    updatedAt,
    outdated,
  };
}
