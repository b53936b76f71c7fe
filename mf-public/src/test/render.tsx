import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Lang } from '@fikr/shared/core';
import { CompletedPage } from '../completed/completed-page';
import { PublicFormPage } from '../form/public-form-page';
import { createPublicI18n, setStandaloneLanguage } from '../i18n/standalone-i18n';
import { type PublicEnv, PublicEnvProvider } from '../public-env';
import { VoucherPage } from '../voucher/voucher-page';

(globalThis as { __APP_VERSION__?: string }).__APP_VERSION__ = '0.0.0-test';

/** Where the router is now, so a test can see a redirect. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{pathname + search}</div>;
}

/** The public pages with the standalone providers, a memory router at `path` and a home route marker. */
export function renderPublic(
  path: string,
  { lang = 'uz' as Lang, env }: { lang?: Lang; env?: Partial<PublicEnv> } = {},
) {
  const i18n = createPublicI18n(lang);
  const value: PublicEnv = { setLanguage: (l) => setStandaloneLanguage(i18n, l), ...env };
  return {
    i18n,
    ...render(
      <I18nextProvider i18n={i18n}>
        <PublicEnvProvider value={value}>
          <MemoryRouter initialEntries={[path]}>
            <LocationProbe />
            <Routes>
              <Route path="/" element={<p>home route</p>} />
              <Route path="/form/:code" element={<PublicFormPage />} />
              <Route path="/form-completed" element={<CompletedPage />} />
              <Route path="/voucher/:token" element={<VoucherPage />} />
            </Routes>
          </MemoryRouter>
        </PublicEnvProvider>
      </I18nextProvider>,
    ),
  };
}
