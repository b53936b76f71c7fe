import type { ReactNode } from 'react';
import type { T } from './texts';
import { LIGHT_LANGS, type LightLang } from './types';

const LABELS: Record<LightLang, string> = { uz: "O'zbekcha", ru: 'Русский', en: 'English' };

/** Language links (?lang=ru): they work without JavaScript, the server remembers the choice in a cookie. */
function LanguageLinks({ lang, t, keep }: { lang: LightLang; t: T; keep: string }) {
  return (
    <nav className="fp-lang" aria-label={t('language')}>
      {LIGHT_LANGS.map((l) => (
        <a key={l} href={`?${keep}lang=${l}`} lang={l} aria-current={l === lang ? 'true' : undefined} hrefLang={l}>
          {l.toUpperCase()}
          <span className="fp-sr"> {LABELS[l]}</span>
        </a>
      ))}
    </nav>
  );
}

/**
 * Root of every light page: the language links, then the page. No build label is shown to customers.
 * `keep`: query the language links keep ('artu=true&' on the already-completed page).
 */
export function Frame({ lang, t, keep = '', children }: { lang: LightLang; t: T; keep?: string; children: ReactNode }) {
  return (
    <main className="fp" data-app="fikr-public">
      <div className="fp-top">
        <LanguageLinks lang={lang} t={t} keep={keep} />
      </div>
      {children}
    </main>
  );
}

export { assetUrl, BusinessHeader } from '@fikr/shared/customer-form';
