import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANG, isLang, LANGUAGES, type Lang } from './lang';
import { resources } from './resources';

export const LANG_STORAGE_KEY = 'lang';

/** The one i18next instance of the app; the shell and every remote share it through `@fikr/shared`. */
export const i18n = i18next.createInstance();

function storedLang(): Lang {
  try {
    const value = globalThis.localStorage?.getItem(LANG_STORAGE_KEY);
    return isLang(value) ? value : DEFAULT_LANG;
  } catch {
    return DEFAULT_LANG;
  }
}

function markDocumentLang(lang: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

/** Idempotent and synchronous: with bundled resources and initAsync false, t() works on the first render. */
export function initI18n(): typeof i18n {
  if (i18n.isInitialized) return i18n;
  void i18n.use(initReactI18next).init({
    resources,
    lng: storedLang(),
    fallbackLng: DEFAULT_LANG,
    supportedLngs: [...LANGUAGES],
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  markDocumentLang(i18n.language);
  return i18n;
}

export type FeatureResources = Record<Lang, object>;

/** A remote registers its own namespace (e.g. 'forms') with texts in every language. */
export function addFeatureResources(ns: string, res: FeatureResources): void {
  initI18n();
  for (const lang of LANGUAGES) i18n.addResourceBundle(lang, ns, res[lang], true, true);
}

/** Switches the language, remembers it in localStorage 'lang' and sets <html lang>. */
export async function setLanguage(lang: Lang): Promise<void> {
  initI18n();
  await i18n.changeLanguage(lang);
  try {
    globalThis.localStorage?.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // storage may be unavailable (private mode); the language still changes for this page
  }
  markDocumentLang(lang);
}
