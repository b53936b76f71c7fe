import { useMediaQuery } from './use-media-query';

/** Below antd's `md` breakpoint (768 px), where the console's lists become cards. */
export const NARROW_QUERY = '(max-width: 767.98px)';

/**
 * True on a phone-sized screen. Asked as "max-width" (not antd's min-width breakpoints) so that a
 * browser without matchMedia, or a test that does not say, gets the full table.
 */
export function useNarrow(): boolean {
  return useMediaQuery(NARROW_QUERY);
}
