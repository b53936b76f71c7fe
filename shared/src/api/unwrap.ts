import { startEngine } from '../i18n/engine';
import { isApiError } from './client';

/** Console reads: the field `data` of the body if present, else the whole body, defaulting to empty. */
export function unwrap<T>(res: { data?: unknown }): T {
  const body = res.data as { data?: T } | T | undefined | null;
  const inner = body && typeof body === 'object' && 'data' in body ? (body as { data?: T }).data : undefined;
  return (inner ?? (body as T | undefined) ?? ({} as T)) as T;
}

/** The server's `message` when it sent one, else the translated fallback key. */
export function apiErrorMessage(error: unknown, fallbackKey = 'errors.generic'): string {
  if (isApiError(error)) {
    const message = (error.response?.data as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return startEngine().t(fallbackKey);
}

/** Card-processor error code from a failed payment call, if any. */
export function apiErrorCode(error: unknown): number | string | undefined {
  if (!isApiError(error)) return undefined;
  const code = (error.response?.data as { code?: unknown } | undefined)?.code;
  return typeof code === 'number' || typeof code === 'string' ? code : undefined;
}
