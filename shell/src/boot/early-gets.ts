// Runs in the console's entry, before the shared libraries (React, antd, the API client) have loaded: nothing here
// may import @fikr/shared or any shared package at run time (type imports only).

/** localStorage keys of the session, as TOKEN_KEY and BUSINESS_KEY of the API client (a test holds them equal). */
const TOKEN_KEY = 'token';
const BUSINESS_KEY = 'businessId';
/** Asia/Tashkent is UTC+5 all year (TASHKENT_OFFSET_MS of the contracts): the dashboard's trend days. */
const TASHKENT_OFFSET_MS = 5 * 3_600_000;
const DAY_MS = 86_400_000;
const tashkentDay = (offset: number, now: number) =>
  new Date(now + TASHKENT_OFFSET_MS + offset * DAY_MS).toISOString().slice(0, 10);

/** The first page of the responses, as both the dashboard and the responses list ask for it. */
const FIRST_RESPONSES = '/responses?page=1&limit=10';

/**
 * The GETs (under the API's base) a console route makes as it opens, signed in: the session, the business and the
 * page's own data. Only the shell's dashboard and the responses list without filters are known here; any other
 * route starts with the session alone. Each must be the very URL the page asks for, or it is asked twice (the
 * dashboard's test and the console walk check that it is not).
 */
export function earlyGetPaths(pathname: string, search: string, now = Date.now()): string[] {
  const paths = ['/auth/me', '/business'];
  if (pathname === '/business/dashboard')
    paths.push(
      '/stats',
      '/stats/answers',
      '/forms',
      FIRST_RESPONSES,
      `/stats/trends?from=${tashkentDay(-59, now)}&to=${tashkentDay(0, now)}`,
      '/stats/branches',
    );
  if (pathname === '/business/responses' && search === '') paths.push(FIRST_RESPONSES, '/forms');
  return paths;
}

const stored = (key: string) => {
  try {
    return localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
};

/** The session's token on this device, '' without one. */
export const storedToken = () => stored(TOKEN_KEY);

/** A console route (/business/…) opened with a session on this device. */
export function signedInConsoleRoute(pathname = location.pathname): boolean {
  return /^\/business(\/|$)/.test(pathname) && stored(TOKEN_KEY) !== '';
}

/**
 * With a session on this device, asks for the route's data now (the API client takes the answers when the page
 * asks): the data arrives while the code loads instead of after it. `apiBase` is the client's base URL.
 */
export function startEarlyGets(apiBase = window.__FIKR_CONFIG__?.apiBase || '/api'): void {
  const token = stored(TOKEN_KEY);
  if (!token || !signedInConsoleRoute()) return;
  const businessId = stored(BUSINESS_KEY);
  const authorization = `Bearer ${token}`;
  const headers: Record<string, string> = { Authorization: authorization };
  if (businessId) headers['X-Business-Id'] = businessId;
  const early: NonNullable<Window['__FIKR_EARLY_GETS__']> = {};
  for (const path of earlyGetPaths(location.pathname, location.search)) {
    const url = apiBase + path;
    const answer = fetch(url, { headers }).then(
      async (res) => ({ status: res.status, body: await res.text() }),
      () => null,
    );
    early[url] = { authorization, businessId, startedAt: Date.now(), answer };
  }
  window.__FIKR_EARLY_GETS__ = early;
}
