import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANG, isLang, LANGUAGES, type Lang } from '@fikr/shared/core';
import { PUBLIC_NS, publicResources } from './resources';

/** Same key as the console's shared i18n (LANG_STORAGE_KEY), so a language chosen anywhere sticks. */
const LANG_KEY = 'lang';

function storedLang(): Lang {
  try {
    const value = localStorage.getItem(LANG_KEY);
    return isLang(value) ? value : DEFAULT_LANG;
  } catch {
    return DEFAULT_LANG;
  }
}

/**
 * The standalone app's own small i18next: only the `public` namespace (the console's `common` texts of
 * three languages stay out of the phone bundle). In the shell the shared instance is used instead.
 */
export function createPublicI18n(lng: Lang = storedLang()): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: Object.fromEntries(LANGUAGES.map((l) => [l, { [PUBLIC_NS]: publicResources[l] }])),
    lng,
    fallbackLng: DEFAULT_LANG,
    supportedLngs: [...LANGUAGES],
    ns: [PUBLIC_NS],
    defaultNS: PUBLIC_NS,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  document.documentElement.lang = lng;
  return instance;
}

/** What the shared setLanguage does, for the standalone instance. */
export async function setStandaloneLanguage(instance: I18n, lang: Lang): Promise<void> {
  await instance.changeLanguage(lang);
  try {
    localStorage.setItem(LANG_KEY, lang);
  } catch {
    // private mode: the language still changes for this page
  }
  document.documentElement.lang = lang;
}
