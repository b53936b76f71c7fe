import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A list's filters, page and page size in the URL query (issue 16.6), so reload, back and a shared link keep
 * them. A value equal to its default is left out of the URL. `allowed` limits a key to known values; anything
 * else in a hand-edited URL reads as the default.
 */
export function useListParams<K extends string>(
  defaults: Record<K, string>,
  allowed: Partial<Record<K, readonly string[]>> = {},
) {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => {
    const out = {} as Record<K, string>;
    for (const key of Object.keys(defaults) as K[]) {
      const raw = params.get(key);
      const ok = raw !== null && raw !== '' && (!allowed[key] || allowed[key]!.includes(raw));
      out[key] = ok ? raw : defaults[key];
    }
    return out;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- defaults and allowed are constants of the caller
  }, [params]);
  const set = useCallback(
    (changes: Partial<Record<K, string>>) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes) as Array<[K, string]>) {
          if (value === defaults[key] || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- defaults is a constant of the caller, as above
    [setParams],
  );
  return [values, set] as const;
}

/** A page number from the URL: a whole number from 1, else 1. */
export const pageFrom = (value: string) => (/^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1);
