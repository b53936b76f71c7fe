import { useTranslation } from 'react-i18next';
import type { Lang } from '@fikr/shared/core';
import { usePublicEnv } from '../public-env';

/** Customers in Uzbekistan read both: a small uz/ru switch. */
const CHOICES: { lang: Lang; label: string }[] = [
  { lang: 'uz', label: "O'zbekcha" },
  { lang: 'ru', label: 'Русский' },
];

export function LanguageSwitch() {
  const { t, i18n } = useTranslation('public');
  const { setLanguage } = usePublicEnv();
  return (
    <div className="fp-lang" role="group" aria-label={t('language')}>
      {CHOICES.map(({ lang, label }) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          aria-pressed={i18n.language === lang}
          onClick={() => void setLanguage(lang)}
        >
          {lang.toUpperCase()}
          <span className="fp-sr"> {label}</span>
        </button>
      ))}
    </div>
  );
}
