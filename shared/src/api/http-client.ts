/**
 * The console's HTTP client: JSON over XMLHttpRequest, shaped like the part of axios the apps used (`api.get(url,
 * { params, signal })`, `res.data`, `error.response.status`). Written here because axios cannot be tree-shaken
 * and was 20.6 KB gzip of the console's first load, whose budget is the tightest figure of the phone goal; XHR
 * rather than fetch so that it runs unchanged in the unit tests' jsdom, which has no fetch.
 */

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RequestConfig {
  method?: Method;
  url?: string;
  baseURL?: string;
  /** Query parameters; null and undefined ones are left out, a Date is sent as ISO text. */
  params?: Record<string, unknown>;
  /** A plain value goes as JSON; FormData and strings as they are. */
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** A 401 of this call still removes the token but does not navigate to /login. */
  skipAuthRedirect?: boolean;
}

export interface ApiResponse<T = unknown> {
  data: T;
  status: number;
  config: RequestConfig;
}

/** A call that failed: `response` is the server's answer (status and parsed body), absent when none came. */
export class ApiError extends Error {
  readonly isApiError = true;
  constructor(
    message: string,
    readonly config: RequestConfig,
    readonly response?: { status: number; data: unknown },
    /** 'ERR_NETWORK' when no answer came, 'ERR_CANCELED' when the caller aborted. */
    readonly code?: 'ERR_NETWORK' | 'ERR_CANCELED',
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The answer a call may take instead of asking the network (the page's early GETs); null to ask. */
export type EarlyAnswer = (
  config: RequestConfig,
  url: string,
) => Promise<{ status: number; body: string } | null> | null;

type RequestInterceptor = (config: RequestConfig) => RequestConfig;

// axios' encoding, so URLs (and the early GETs keyed by them) read the same as before: ':' '$' ',' '[' ']' stay.
function encode(value: string): string {
  return encodeURIComponent(value)
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+')
    .replace(/%5B/gi, '[')
    .replace(/%5D/gi, ']');
}

function queryString(params: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    const name = Array.isArray(value) ? `${key}[]` : key;
    for (const v of values) {
      const text = v instanceof Date ? v.toISOString() : typeof v === 'object' ? JSON.stringify(v) : String(v);
      parts.push(`${encode(name)}=${encode(text)}`);
    }
  }
  return parts.join('&');
}

function parse(text: string): unknown {
  try {
    return text === '' ? '' : JSON.parse(text);
  } catch {
    return text;
  }
}

function send(config: RequestConfig, url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const { data, signal } = config;
    const fail = (message: string, code: 'ERR_NETWORK' | 'ERR_CANCELED') =>
      reject(new ApiError(message, config, undefined, code));
    if (signal?.aborted) return fail('canceled', 'ERR_CANCELED');
    const xhr = new XMLHttpRequest();
    xhr.open((config.method ?? 'get').toUpperCase(), url);
    xhr.setRequestHeader('Accept', 'application/json, text/plain, */*');
    const json = data !== undefined && !(data instanceof FormData) && typeof data !== 'string';
    if (json) xhr.setRequestHeader('Content-Type', 'application/json');
    for (const [name, value] of Object.entries(config.headers ?? {})) xhr.setRequestHeader(name, value);
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort);
    xhr.onloadend = () => signal?.removeEventListener('abort', abort);
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.responseText });
    xhr.onerror = () => fail('Network Error', 'ERR_NETWORK');
    xhr.onabort = () => fail('canceled', 'ERR_CANCELED');
    xhr.send(data === undefined ? null : json ? JSON.stringify(data) : (data as XMLHttpRequestBodyInit));
  });
}

/** A client with its base URL (changeable: tests point it at their server), request interceptors and early answers. */
export function createHttpClient(defaults: { baseURL?: string }, earlyAnswer?: EarlyAnswer) {
  const interceptors: Array<RequestInterceptor | null> = [];
  let onFailure: (error: ApiError) => void = () => {};

  function getUri(config: RequestConfig): string {
    const base = config.baseURL ?? defaults.baseURL ?? '';
    const path = config.url ?? '';
    const url = /^([a-z][a-z\d+\-.]*:)?\/\//i.test(path)
      ? path
      : base && path
        ? `${base.replace(/\/?\/$/, '')}/${path.replace(/^\/+/, '')}`
        : base || path;
    const query = config.params ? queryString(config.params) : '';
    return query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
  }

  async function request<T = unknown>(initial: RequestConfig): Promise<ApiResponse<T>> {
    let config: RequestConfig = { ...initial, headers: { ...initial.headers } };
    for (const interceptor of interceptors) if (interceptor) config = interceptor(config);
    const url = getUri(config);
    try {
      const early = (config.method ?? 'get') === 'get' ? earlyAnswer?.(config, url) : null;
      const answer = (early && (await early)) || (await send(config, url));
      const data = parse(answer.body);
      if (answer.status >= 200 && answer.status < 300) return { data: data as T, status: answer.status, config };
      throw new ApiError(`Request failed with status code ${answer.status}`, config, { status: answer.status, data });
    } catch (error) {
      if (isApiError(error)) onFailure(error);
      throw error;
    }
  }

  const withBody =
    (method: Method) =>
    <T = unknown>(url: string, data?: unknown, config: RequestConfig = {}) =>
      request<T>({ ...config, method, url, data });
  const withoutBody =
    (method: Method) =>
    <T = unknown>(url: string, config: RequestConfig = {}) =>
      request<T>({ ...config, method, url });

  return {
    defaults,
    getUri,
    request,
    get: withoutBody('get'),
    delete: withoutBody('delete'),
    post: withBody('post'),
    put: withBody('put'),
    patch: withBody('patch'),
    interceptors: {
      request: {
        /** Runs on every call's config before it is sent; the returned id ejects it. */
        use(interceptor: RequestInterceptor): number {
          return interceptors.push(interceptor) - 1;
        },
        eject(id: number): void {
          interceptors[id] = null;
        },
      },
    },
    /** Called with every failed call's error before the caller sees it (the 401 rule). */
    onFailure(listener: (error: ApiError) => void): void {
      onFailure = listener;
    },
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
