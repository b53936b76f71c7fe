/**
 * GETs the host page started before the app's code ran: on a slow phone the shared libraries take seconds to
 * load and start, and a page's data asked for only after them waits that long again. The console's entry asks
 * for its route's data at once and leaves the answers here; the API client takes each one once, for the same URL
 * and the same credentials, instead of asking again.
 */
export interface EarlyGet {
  /** The Authorization header the early request sent. */
  authorization: string;
  /** The X-Business-Id header it sent ('' without one). */
  businessId: string;
  /** When it was asked (Date.now()): an answer older than EARLY_GET_TTL_MS is not used. */
  startedAt: number;
  /** The answer's status and body text; null when the network gave none. */
  answer: Promise<{ status: number; body: string } | null>;
}

declare global {
  interface Window {
    /** Keyed by the request's URL as the API client builds it: '/api/stats/trends?from=…&to=…'. */
    __FIKR_EARLY_GETS__?: Record<string, EarlyGet>;
  }
}

/** The page's own start only: later reads must see later data. */
export const EARLY_GET_TTL_MS = 30_000;

/**
 * The early answer for `url` when one was started with these credentials (it is removed: a second read of the same
 * URL asks the server); null otherwise. Only a 2xx answer is given; anything else means "ask the network".
 */
export function takeEarlyGet(
  url: string,
  authorization: string,
  businessId: string,
  now = Date.now(),
): Promise<{ status: number; body: string } | null> | null {
  const early = typeof window === 'undefined' ? undefined : window.__FIKR_EARLY_GETS__?.[url];
  if (!early) return null;
  delete window.__FIKR_EARLY_GETS__![url];
  if (early.authorization !== authorization || early.businessId !== businessId) return null;
  if (now - early.startedAt > EARLY_GET_TTL_MS) return null;
  return early.answer.then((a) => (a && a.status >= 200 && a.status < 300 ? a : null));
}
