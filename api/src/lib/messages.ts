import { hasMessage, message, type MessageParams } from '@fikr/shared/catalogue';
import { DEFAULT_LANG, engine, type Lang } from '@fikr/shared/core';

/**
 * Every text the API answers with lives in the shared catalogue (shared/src/i18n/locales, `api.*` for the
 * server's own) in uz, ru and en. Uzbek-only texts not yet moved there may wait here for their translations.
 */
export const API_MESSAGES_UZ: Record<string, string> = {};

/** The text of `key` in the reader's language (Uzbek by default). */
export function text(key: string, params?: MessageParams, lang: Lang = DEFAULT_LANG): string {
  const own = API_MESSAGES_UZ[key];
  if (own !== undefined) return engine.services.interpolator.interpolate(own, params ?? {}, lang, {});
  return message(key, lang, params);
}

export function isKnownMessage(key: string): boolean {
  return key in API_MESSAGES_UZ || hasMessage(key);
}
