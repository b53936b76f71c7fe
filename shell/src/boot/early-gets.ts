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

/** The roles whose pages the dashboard and the responses list are (another role's calls would answer 403). */
const RUNS_THE_BUSINESS = ['owner', 'manager'];

/** The console routes whose own data the entry asks for early: the shell's dashboard and the unfiltered responses. */
function pageDataEarly(pathname: string, search: string): boolean {
  return pathname === '/business/dashboard' || (pathname === '/business/responses' && search === '');
}

/**
 * The GETs (under the API's base) a console route makes as it opens, once /auth/me has said who is signed in:
 * `role` in the business the console acts for, null without one (an operator). The business for any member; the
 * page's own data only for the shell's dashboard and the responses list without filters, and only for the roles
 * that see them. Each must be the very URL the page asks for, or it is asked twice (the dashboard's test and the
 * console walk check that it is not).
 */
export function earlyGetPaths(pathname: string, search: string, role: string | null, now = Date.now()): string[] {
  if (!role) return [];
  const paths = ['/business'];
  if (!RUNS_THE_BUSINESS.includes(role) || !pageDataEarly(pathname, search)) return paths;
  if (pathname === '/business/dashboard')
    paths.push(
      '/stats',
      '/stats/answers',
      '/forms',
      FIRST_RESPONSES,
      `/stats/trends?from=${tashkentDay(-59, now)}&to=${tashkentDay(0, now)}`,
      '/stats/branches',
    );
  // the list's filters name the forms and, where the business has them, the branches
  else paths.push(FIRST_RESPONSES, '/forms', '/business/branches');
  return paths;
}

/**
 * The role in the business the console will act for, from /auth/me's answer: the chosen one (X-Business-Id) when
 * it is still one of the user's, else the user's own; null without a business or an answer to read.
 */
export function roleFromMe(body: string, chosen: string): string | null {
  try {
    const { data } = JSON.parse(body) as {
      data?: { user?: { business?: { _id?: string } | null }; businesses?: { _id?: string; role?: string }[] };
    };
    const list = data?.businesses ?? [];
    const id = chosen && list.some((b) => b._id === chosen) ? chosen : data?.user?.business?._id;
    if (!id) return null;
    return list.find((b) => b._id === id)?.role ?? 'owner';
  } catch {
    return null;
  }
}

const stored = (key: string) => {
  try {
    return localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
};

/** A console route (/business/…) opened with a session on this device. */
export function signedInConsoleRoute(pathname = location.pathname): boolean {
  return /^\/business(\/|$)/.test(pathname) && stored(TOKEN_KEY) !== '';
}

/**
 * With a session on this device, asks for /auth/me now and, once it has answered, for the route's data (the API
 * client takes the answers when the page asks): the data arrives while the code loads instead of after it.
 * `apiBase` is the client's base URL.
 */
export function startEarlyGets(apiBase = window.__FIKR_CONFIG__?.apiBase || '/api'): void {
  const token = stored(TOKEN_KEY);
  if (!token || !signedInConsoleRoute()) return;
  const businessId = stored(BUSINESS_KEY);
  const authorization = `Bearer ${token}`;
  const headers: Record<string, string> = { Authorization: authorization };
  if (businessId) headers['X-Business-Id'] = businessId;
  const early: NonNullable<Window['__FIKR_EARLY_GETS__']> = {};
  window.__FIKR_EARLY_GETS__ = early;
  const get = (path: string) => {
    const url = apiBase + path;
    const answer = fetch(url, { headers }).then(
      async (res) => ({ status: res.status, body: await res.text() }),
      () => null,
    );
    early[url] = { authorization, businessId, startedAt: Date.now(), answer };
    return answer;
  };
  const { pathname, search } = location;
  void get('/auth/me').then((me) => {
    const role = me?.status === 200 ? roleFromMe(me.body, businessId) : null;
    // each call in a task of its own: starting a fetch costs a phone's main thread milliseconds, and the
    // dashboard's seven at once would be one long task just as the page first paints
    for (const path of earlyGetPaths(pathname, search, role)) setTimeout(() => void get(path), 0);
  });
}
