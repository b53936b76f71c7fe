import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { createPublicI18n, setStandaloneLanguage } from './i18n/standalone-i18n';
import { type PublicEnv, PublicEnvProvider } from './public-env';
import { PublicRoutes } from './public-routes';
import { runtimeConfig } from './runtime-config';

// The light standalone app (dist-standalone): no antd, no module federation, its own small i18next.
const i18n = createPublicI18n();
const config = runtimeConfig();
const env: PublicEnv = {
  setLanguage: (lang) => setStandaloneLanguage(i18n, lang),
  homeUrl: config.homeUrl || '/',
};

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');
createRoot(root).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <PublicEnvProvider value={env}>
        <BrowserRouter basename={config.basename || undefined}>
          <PublicRoutes />
        </BrowserRouter>
      </PublicEnvProvider>
    </I18nextProvider>
  </StrictMode>,
);
