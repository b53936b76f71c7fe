import axios, { AxiosHeaders, isAxiosError, type AxiosAdapter, type AxiosError } from 'axios';
import { apiBaseUrl } from './config';
import { takeEarlyGet } from './early-gets';
import { readBusinessChoice, readToken, writeBusinessChoice, writeToken } from './token';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** A 401 of this call still removes the token but does not navigate to /login. */
    skipAuthRedirect?: boolean;
  }
}

/** A call that failed: `response` is the server's answer (status and parsed body), absent when none came. */
export type ApiError<T = unknown> = AxiosError<T>;

/** Whether a call failed at the API client (with the server's answer, or with none: `code` 'ERR_NETWORK'/'ERR_CANCELED'). */
export function isApiError<T = unknown>(error: unknown): error is ApiError<T> {
  return isAxiosError(error);
}

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
 * The one HTTP client of the console, shell and remotes alike (they get it through @fikr/shared, one instance):
 * base /api (or window.__FIKR_CONFIG__.apiBase), bearer token, the chosen business (X-Business-Id), the UI's
 * language, the 401 rule. No timeout (spec).
 */
export const api = axios.create({ baseURL: apiBaseUrl() });

const network = axios.getAdapter(axios.defaults.adapter);
/** A GET the page's entry already started (same URL and credentials) is answered from it; everything else asks. */
const earlyOrNetwork: AxiosAdapter = async (config) => {
  const header = (name: string) => String(config.headers.get(name) ?? '');
  const early =
    config.method === 'get' ? takeEarlyGet(api.getUri(config), header('Authorization'), header('X-Business-Id')) : null;
  const answer = early && (await early);
  if (!answer) return network(config);
  return {
    data: answer.body, // parsed by the client's response transform, as a network answer is
    status: answer.status,
    statusText: '',
    headers: new AxiosHeaders({ 'content-type': 'application/json' }),
    config,
    request: {},
  };
};
api.defaults.adapter = earlyOrNetwork;

/** The UI's language (<html lang>, set by the i18n instance on every switch): the API answers errors in it. */
function uiLanguage(): string | undefined {
  return typeof document !== 'undefined' ? document.documentElement.lang || undefined : undefined;
}

api.interceptors.request.use((config) => {
  const token = readToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  const business = readBusinessChoice();
  if (business) config.headers.set('X-Business-Id', business);
  const lang = uiLanguage();
  if (lang) config.headers.set('Accept-Language', lang);
  return config;
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

api.interceptors.response.use(undefined, (error: unknown) => {
  if (isApiError(error) && error.response?.status === 401) {
    handleUnauthorized({ redirect: !error.config?.skipAuthRedirect });
  }
  return Promise.reject(error);
});
