import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { dataVersionAtom } from '../session/data-version';
import { apiErrorMessage } from './unwrap';

export interface RequestOptions {
  /** The i18n key of the error text when the server sent no message of its own. */
  fallbackKey?: string;
  /** Re-read after any action that changed the business's data (the shared `dataVersionAtom`). */
  followDataVersion?: boolean;
  /** Keep showing the last answer while a new one is on its way (paging, reload); off: back to no data. */
  keepData?: boolean;
}

export interface RequestState<T> {
  /** The last answer (with keepData, also while re-reading or after a failed re-read). */
  data: T | undefined;
  /** The text for an error panel when the last request failed, else null. */
  error: string | null;
  /** What the last request threw (for callers that branch on a status), else null. */
  cause: unknown;
  loading: boolean;
  /** Asks again with the same key (the Retry button, a poll). */
  reload: () => void;
  /** Replaces the data with what an action answered (no request). */
  setData: (data: T) => void;
}

type Settled<T> = Pick<RequestState<T>, 'data' | 'cause' | 'loading'>;

const keyOf = (key: string | readonly unknown[] | null) =>
  key === null || typeof key === 'string' ? key : JSON.stringify(key);

/**
 * The one data-loading hook of the console and the remotes: runs `load` whenever `key` changes (null: do not
 * load), on reload() and, with followDataVersion, after a data change. An answer to a request that is no longer
 * the latest (the key changed, a reload, the component unmounted) is dropped and its request aborted through
 * the signal, so fast typing or paging never shows stale rows.
 */
export function useRequest<T>(
  key: string | readonly unknown[] | null,
  load: (signal: AbortSignal) => Promise<T>,
  { fallbackKey = 'errors.generic', followDataVersion = false, keepData = true }: RequestOptions = {},
): RequestState<T> {
  const id = keyOf(key);
  const [state, setState] = useState<Settled<T>>({ data: undefined, cause: null, loading: id !== null });
  const [attempt, setAttempt] = useState(0);
  const dataVersion = useAtomValue(dataVersionAtom);
  const version = followDataVersion ? dataVersion : 0;

  useEffect(() => {
    if (id === null) return undefined;
    const controller = new AbortController();
    setState((s) => ({ data: keepData ? s.data : undefined, cause: null, loading: true }));
    load(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ data, cause: null, loading: false }),
      (cause: unknown) =>
        !controller.signal.aborted && setState((s) => ({ ...s, cause: cause ?? 'failed', loading: false })),
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` is recreated every render; `key` says when the request really changes
  }, [id, attempt, version]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const setData = useCallback((data: T) => setState({ data, cause: null, loading: false }), []);
  const error = useMemo(
    () => (state.cause === null ? null : apiErrorMessage(state.cause, fallbackKey)),
    [state.cause, fallbackKey],
  );
  return { ...state, error, reload, setData };
}
