import { isLang, type Lang } from './lang';

/** localStorage key of the reader's language, the same for the console, its remotes and the prerendered pages. */
export const LANG_STORAGE_KEY = 'lang';

/** The language this browser chose before, if any (storage may be blocked). */
export function storedLanguage(): Lang | null {
  try {
    const value = globalThis.localStorage?.getItem(LANG_STORAGE_KEY);
    return isLang(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Remembers the reader's language: in localStorage for the console, and in the `lang` cookie the server picks
 * the prerendered landing and the public pages by, so they open in that language next time. Marks <html lang>.
 */
export function rememberLanguage(lang: Lang): void {
  try {
    globalThis.localStorage?.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // private mode: the cookie and the page still follow the choice
  }
  if (typeof document === 'undefined') return;
  document.cookie = `lang=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`;
  document.documentElement.lang = lang;
}
