import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { type LandingHost, LandingHostContext } from '../landing-host';
import { LandingPage } from '../landing-page';

/** What the HTML shows: 'Kirish' in the header, so the page works before (and without) its script. */
export const ANONYMOUS = { user: null, sessionKnown: true } as const;

/** The landing with what the prerendered page's script provides (the same tree renders at build time). */
export function StandaloneLanding({ i18n, host }: { i18n: I18n; host: LandingHost }) {
  return (
    <I18nextProvider i18n={i18n}>
      <LandingHostContext.Provider value={host}>
        <LandingPage />
      </LandingHostContext.Provider>
    </I18nextProvider>
  );
}
