import { useEffect, useMemo, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { readToken, rememberLanguage, storedLanguage } from '@fikr/shared';
import { isLang, type Lang, type User } from '@fikr/shared/core';
import type { LandingHost } from '../landing-host';
import { createLandingI18n } from './landing-i18n';
import { endSession, fetchUser } from './page-session';
import { ANONYMOUS, StandaloneLanding } from './standalone-landing';

// The prerendered landing's only script (built with Preact in React's clothes, see shell/build-landing.mjs):
// hydrates the HTML in its own language, then fills the header with the session and follows the console's
// language choice.
const htmlLang = document.documentElement.lang;
const i18n = createLandingI18n(isLang(htmlLang) ? htmlLang : 'uz');

function LandingScript() {
  const [session, setSession] = useState<{ user: User | null; sessionKnown: boolean }>(ANONYMOUS);

  useEffect(() => {
    const wanted = storedLanguage();
    if (wanted && wanted !== i18n.language) {
      rememberLanguage(wanted); // the next load gets this language's HTML
      void i18n.changeLanguage(wanted);
    }
    const token = readToken();
    if (!token) return;
    setSession({ user: null, sessionKnown: false });
    fetchUser(token)
      .then((user) => setSession({ user, sessionKnown: true }))
      .catch(() => setSession(ANONYMOUS));
  }, []);

  const host = useMemo<LandingHost>(
    () => ({
      ...session,
      go: (path) => window.location.assign(path),
      logout: () => {
        endSession();
        setSession(ANONYMOUS);
      },
      setLanguage: (lang: Lang) => {
        rememberLanguage(lang);
        void i18n.changeLanguage(lang);
      },
    }),
    [session],
  );
  return <StandaloneLanding i18n={i18n} host={host} />;
}

hydrateRoot(document.getElementById('landing') as HTMLElement, <LandingScript />);
