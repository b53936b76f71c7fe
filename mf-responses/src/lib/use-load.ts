import { useCallback, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { apiErrorMessage, dataVersionAtom } from '@fikr/shared';

export interface Loaded<T> {
  data?: T;
  loading: boolean;
  error: string | null;
  reload: () => void;
}

/**
 * Runs `load` whenever `key` changes; an answer that arrives after a newer request started is
 * dropped, so fast typing or paging never shows stale rows. `key` null means "do not load".
 * It also re-reads after any action that changed the business's data (shared `dataVersionAtom`).
 */
export function useLoad<T>(key: string | null, load: () => Promise<T>, fallbackKey = 'errors.generic'): Loaded<T> {
  const [state, setState] = useState<{ data?: T; loading: boolean; error: string | null }>({
    loading: key !== null,
    error: null,
  });
  const [attempt, setAttempt] = useState(0);
  const dataVersion = useAtomValue(dataVersionAtom);
  useEffect(() => {
    if (key === null) return;
    let current = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    load().then(
      (data) => current && setState({ data, loading: false, error: null }),
      (err: unknown) =>
        current && setState((s) => ({ ...s, loading: false, error: apiErrorMessage(err, fallbackKey) })),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` is recreated every render; `key` says when the request really changes
  }, [key, attempt, dataVersion]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
