import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LightLang } from '../light/types';

/** Messages the API gave: by field path (`answers.0.value`, `amount`), and one for the whole request. */
export interface ApiErrors {
  fields: Record<string, string>;
  message?: string;
}

/** The API's answer: `data` on success, else the message (in the page's language) and field errors. */
export interface ApiAnswer<T> {
  status: number;
  ok: boolean;
  data: T;
  message: string;
  errors: ApiErrors;
  cookies: string[];
  /** The parsed JSON body as sent (an answer this server passes on as it came). */
  body: unknown;
}

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A 5xx or an unreachable API: the page cannot be made (answered 502 by the server's error handler). */
export class ApiUnavailable extends Error {
  readonly statusCode = 502;
}

/** How long a page waits for one API call before it gives up (the API's own request timeout is 30 s). */
const API_TIMEOUT_MS = 15_000;

/**
 * Calls the JSON API at `apiOrigin` over HTTP as the customer's browser would: their cookie, the page's language
 * first, and their address in X-Forwarded-For (the API, trusting this server as a proxy, counts its limits on it).
 * The customer's own X-Forwarded-For never goes through: request.ip is what this server's TRUST_PROXY made of it.
 */
export function apiClient(apiOrigin: string) {
  return async function callApi<T>(
    request: FastifyRequest,
    lang: LightLang,
    method: ApiMethod,
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<ApiAnswer<T>> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      // the page's language first (the customer chose it there), then what the browser says
      'accept-language': [lang, request.headers['accept-language']].filter(Boolean).join(', '),
      'x-forwarded-for': request.ip,
      'x-forwarded-proto': request.protocol,
      ...extraHeaders,
    };
    if (request.headers.cookie) headers.cookie = request.headers.cookie;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let res: Response;
    try {
      res = await fetch(`${apiOrigin}/api${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'manual',
        signal: AbortSignal.timeout(API_TIMEOUT_MS),
      });
    } catch (err) {
      throw new ApiUnavailable(`${method} /api${path}: the API did not answer (${(err as Error).message})`);
    }
    const text = await res.text();
    let json: { data?: T; message?: string; errors?: Array<{ path: string; message: string }> } = {};
    try {
      json = JSON.parse(text) as typeof json;
    } catch {
      // not JSON: only the status speaks
    }
    if (res.status >= 500) throw new ApiUnavailable(`${method} /api${path} answered ${res.status}`);
    const fields: Record<string, string> = {};
    for (const issue of json.errors ?? []) fields[issue.path] ??= issue.message;
    return {
      status: res.status,
      ok: res.status >= 200 && res.status < 300,
      data: json.data as T,
      message: json.message ?? '',
      errors: { fields, message: json.message },
      cookies: res.headers.getSetCookie(),
      body: json,
    };
  };
}

export type CallApi = ReturnType<typeof apiClient>;

/** The API's cookies to the browser; Secure when the browser's own connection is https. */
export function passCookies(request: FastifyRequest, reply: FastifyReply, cookies: string[]): void {
  const secure = request.protocol === 'https';
  for (const cookie of cookies)
    reply.header('set-cookie', secure && !/;\s*secure/i.test(cookie) ? `${cookie}; Secure` : cookie);
}
