import { NARROW_QUERY } from '../ui/use-narrow';

/** jest hooks for a describe block: window.matchMedia answers as on a phone (below antd's md breakpoint). */
export function usePhoneWidth(): void {
  const wide = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({
      ...wide(query),
      matches: query.includes(NARROW_QUERY.slice(1, -1)),
    })) as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = wide;
  });
}
