// Runs in the console's entry, before the shared libraries: no runtime imports.

/** localStorage key of the reader's language (LANG_STORAGE_KEY of the shared i18n; a test holds them equal). */
export const LANG_KEY = 'lang';

const LANGUAGES = ['uz', 'ru', 'en'] as const;

/** The language this browser chose before; Uzbek, the console's default, without one (or without storage). */
export function readerLanguage(): (typeof LANGUAGES)[number] {
  try {
    const stored = localStorage.getItem(LANG_KEY);
    return LANGUAGES.find((lang) => lang === stored) ?? 'uz';
  } catch {
    return 'uz';
  }
}
