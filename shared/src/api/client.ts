import { apiBaseUrl } from './config';
import { takeEarlyGet } from './early-gets';
import { createHttpClient } from './http-client';
import { readBusinessChoice, readToken, writeBusinessChoice, writeToken } from './token';

export const LOGIN_PATH = '/login';

/** Full-page navigation; a seam because jsdom cannot navigate (tests replace `assign`). */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Called after a 401 removed the token (the session atoms clear the user through this). */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/**
 * The one HTTP client of the app: base /api (or window.__FIKR_CONFIG__.apiBase), bearer token, the chosen business
 * (X-Business-Id), 401 rule. No timeout (spec). A GET the page's entry already started (same URL and credentials)
 * is answered from it; everything else asks.
 */
export const api = createHttpClient({ baseURL: apiBaseUrl() }, (config, url) =>
  takeEarlyGet(url, config.headers?.Authorization ?? '', config.headers?.['X-Business-Id'] ?? ''),
);

/** The UI's language (<html lang>, set by the i18n instance on every switch): the API answers errors in it. */
function uiLanguage(): string | undefined {
  return typeof document !== 'undefined' ? document.documentElement.lang || undefined : undefined;
}

api.interceptors.request.use((config) => {
  const headers = { ...config.headers };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const business = readBusinessChoice();
  if (business) headers['X-Business-Id'] = business;
  const lang = uiLanguage();
  if (lang) headers['Accept-Language'] = lang;
  return { ...config, headers };
});

/**
 * Any 401: the token and the business chosen in the session are removed and the browser goes to /login (unless it is
 * already there).
 */
export function handleUnauthorized({ redirect = true } = {}): void {
  writeToken(null);
  writeBusinessChoice(null);
  for (const listener of unauthorizedListeners) listener();
  if (redirect && typeof window !== 'undefined' && window.location.pathname !== LOGIN_PATH) {
    browserNavigation.assign(LOGIN_PATH);
  }
}

api.onFailure((error) => {
  if (error.response?.status === 401) handleUnauthorized({ redirect: !error.config.skipAuthRedirect });
});
