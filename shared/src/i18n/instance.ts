import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANG, isLang, LANGUAGES, type Lang } from './lang';
import { loadCommonTexts } from './common-texts';
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

let ready: Promise<void> = Promise.resolve();

/** Fetches the common texts of `lang` (Russian and English are chunks of their own) into the instance. */
async function loadLanguage(lang: Lang): Promise<void> {
  const texts = await loadCommonTexts(lang);
  if (!i18n.hasResourceBundle(lang, 'common')) i18n.addResourceBundle(lang, 'common', texts, true, true);
}

/**
 * Idempotent and synchronous: with the Uzbek texts bundled and initAsync false, t() works on the first render.
 * The stored language's texts may still be on their way: render after i18nReady() to show them at once.
 */
export function initI18n(): typeof i18n {
  if (i18n.isInitialized) return i18n;
  const lng = storedLang();
  void i18n.use(initReactI18next).init({
    resources,
    partialBundledLanguages: true,
    lng,
    fallbackLng: DEFAULT_LANG,
    supportedLngs: [...LANGUAGES],
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  markDocumentLang(i18n.language);
  ready = loadLanguage(lng).catch(() => {
    // a failed chunk leaves the Uzbek fallback; switching the language again retries
  });
  return i18n;
}

/** Resolves once the texts of the starting language are in (at once for Uzbek). */
export function i18nReady(): Promise<void> {
  initI18n();
  return ready;
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
  await loadLanguage(lang);
  await i18n.changeLanguage(lang);
  try {
    globalThis.localStorage?.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // storage may be unavailable (private mode); the language still changes for this page
  }
  markDocumentLang(lang);
}
