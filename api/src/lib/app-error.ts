import type { TextParams } from '@fikr/shared/core';
import { text } from './messages';

/**
 * An expected failure with its HTTP status. `messageKey` is an i18n key (shared `common` namespace or an
 * 'api.' key of lib/messages); the error handler sends its Uzbek text.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: string,
    readonly code?: number | string,
    readonly params?: TextParams,
  ) {
    super(text(messageKey, params));
  }
}

export const badRequest = (key: string, code?: number | string) => new AppError(400, key, code);
export const unauthorized = (key = 'errors.unauthorized') => new AppError(401, key);
export const forbidden = (key = 'errors.forbidden') => new AppError(403, key);
export const notFound = (key = 'errors.notFound') => new AppError(404, key);
export const conflict = (key: string) => new AppError(409, key);
export const tooManyRequests = () => new AppError(429, 'errors.tooManyRequests');
