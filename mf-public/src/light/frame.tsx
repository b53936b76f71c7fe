/** @jsxImportSource preact */
import type { ComponentChildren } from 'preact';
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
export function Frame({
  lang,
  t,
  keep = '',
  children,
}: {
  lang: LightLang;
  t: T;
  keep?: string;
  children: ComponentChildren;
}) {
  return (
    <main className="fp" data-app="fikr-public">
      <div className="fp-top">
        <LanguageLinks lang={lang} t={t} keep={keep} />
      </div>
      {children}
    </main>
  );
}

export function BusinessHeader({
  business,
  logoUrl,
  t,
  children,
}: {
  business: { name: string; description?: string | null; logo?: string | null };
  logoUrl?: string;
  t: T;
  children?: ComponentChildren;
}) {
  return (
    <header className="fp-card fp-head">
      {logoUrl ? (
        <img
          className="fp-logo"
          src={logoUrl}
          alt={t('logoAlt', { name: business.name })}
          width={56}
          height={56}
          decoding="async"
        />
      ) : (
        <span className="fp-logo" aria-hidden="true">
          {business.name.trim().charAt(0).toUpperCase()}
        </span>
      )}
      <div className="fp-grow">
        <p className="fp-name">{business.name}</p>
        {business.description ? <p className="fp-muted">{business.description}</p> : null}
        {children}
      </div>
    </header>
  );
}

/** Files the API stores (logos) live on the API's origin, which may not be the page's. */
export function assetUrl(apiBase: string, path?: string | null): string | undefined {
  if (!path) return undefined;
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return /^https?:\/\//.test(apiBase) ? new URL(path, apiBase).href : path;
}
