import { useSyncExternalStore } from 'react';

/** Below antd's `md` breakpoint (768 px), where the console's lists become cards. */
export const NARROW_QUERY = '(max-width: 767.98px)';

function mediaList(): MediaQueryList | undefined {
  return typeof window === 'undefined' ? undefined : window.matchMedia?.(NARROW_QUERY);
}

function subscribe(onChange: () => void): () => void {
  const list = mediaList();
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
}

/**
 * True on a phone-sized screen. Asked as "max-width" (not antd's min-width breakpoints) so that a
 * browser without matchMedia, or a test that does not say, gets the full table.
 */
export function useNarrow(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => Boolean(mediaList()?.matches),
    () => false,
  );
}
