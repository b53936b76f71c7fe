import { apiBase } from '../runtime-config';

/** A failed call: the HTTP status (0 for a network failure) and the server's message, if it sent one. */
export class PublicApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage?: string,
  ) {
    super(serverMessage || `HTTP ${status}`);
  }
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The public pages' whole HTTP need: JSON in, the body's `data` out. A few lines of XHR instead of axios
 * keep the standalone bundle small; no token, no 401 rule (these calls are anonymous).
 */
export function callApi<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${apiBase()}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    if (body !== undefined) xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.onload = () => {
      const parsed = parse(xhr.responseText) as { data?: T; message?: unknown } | undefined;
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve((parsed?.data ?? parsed) as T);
        return;
      }
      const message = typeof parsed?.message === 'string' && parsed.message.trim() ? parsed.message : undefined;
      reject(new PublicApiError(xhr.status, message));
    };
    xhr.onerror = () => reject(new PublicApiError(0));
    xhr.send(body === undefined ? null : JSON.stringify(body));
  });
}

export function isApiError(error: unknown, status?: number): error is PublicApiError {
  return error instanceof PublicApiError && (status === undefined || error.status === status);
}
