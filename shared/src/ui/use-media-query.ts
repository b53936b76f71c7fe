import { useCallback, useSyncExternalStore } from 'react';

function mediaList(query: string): MediaQueryList | undefined {
  return typeof window === 'undefined' ? undefined : window.matchMedia?.(query);
}

/** Whether `query` matches now, following changes. False without matchMedia (old browsers, jsdom). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query);
      list?.addEventListener?.('change', onChange);
      return () => list?.removeEventListener?.('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => Boolean(mediaList(query)?.matches),
    () => false,
  );
}
