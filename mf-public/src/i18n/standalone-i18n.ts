import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { rememberLanguage, storedLanguage } from '@fikr/shared';
import { DEFAULT_LANG, LANGUAGES, type Lang } from '@fikr/shared/core';
import { PUBLIC_NS, publicResources } from './resources';

/**
 * The standalone app's own small i18next: only the `public` namespace (the console's `common` texts of
 * three languages stay out of the phone bundle). In the shell the shared instance is used instead.
 */
export function createPublicI18n(lng: Lang = storedLanguage() ?? DEFAULT_LANG): I18n {
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
  rememberLanguage(lang);
}
