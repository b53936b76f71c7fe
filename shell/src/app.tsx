import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders, i18n } from '@fikr/shared';
import { AppRoutes } from './app-routes';
import { SessionBoot } from './auth/session-boot';

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <AppProviders>
        <SessionBoot />
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </I18nextProvider>
  );
}
