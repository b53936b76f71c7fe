import i18next, { type i18n as I18n } from 'i18next';
import type { Lang } from '@fikr/shared/core';
import { landingTexts } from '../../i18n/landing-texts';
import { brandTexts } from '../../i18n/brand-texts';

/** The prerendered landing's own i18next instance: the brand's texts and the landing's, in all three languages. */
export function createLandingI18n(lang: Lang): I18n {
  const instance = i18next.createInstance();
  const shell = (l: Lang) => ({ shell: { ...brandTexts[l], landing: landingTexts[l] } });
  void instance.init({
    resources: { uz: shell('uz'), ru: shell('ru'), en: shell('en') },
    lng: lang,
    fallbackLng: 'uz',
    ns: ['shell'],
    defaultNS: 'shell',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
