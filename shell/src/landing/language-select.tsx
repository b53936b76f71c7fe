import { useTranslation } from 'react-i18next';
import { isLang, LANGUAGES } from '@fikr/shared/core';
import { LANGUAGE_NAMES } from '../i18n/language-names';
import { useLandingHost } from './landing-host';

/** A native select: works with the keyboard and on a phone without a script of its own. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation('shell');
  const host = useLandingHost();
  return (
    <select
      className="lp-select"
      aria-label={t('landing.language')}
      data-testid="landing-language"
      value={i18n.resolvedLanguage ?? i18n.language}
      onChange={(e) => isLang(e.currentTarget.value) && host.setLanguage(e.currentTarget.value)}
    >
      {LANGUAGES.map((lang) => (
        <option key={lang} value={lang} lang={lang}>
          {LANGUAGE_NAMES[lang]}
        </option>
      ))}
    </select>
  );
}
