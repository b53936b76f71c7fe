import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { i18n, i18nReady } from '../i18n';
import { AppProviders } from './app-providers';

/**
 * A remote opened on its own (`npm start -w mf-x`) gets the same providers the shell gives it,
 * so a feature team can work on its remote without running the console.
 */
export function mountStandalone(app: ReactNode, element = document.getElementById('root')): void {
  if (!element) throw new Error('#root is missing');
  void i18nReady().then(() =>
    createRoot(element).render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <AppProviders>
            <BrowserRouter>{app}</BrowserRouter>
          </AppProviders>
        </I18nextProvider>
      </StrictMode>,
    ),
  );
}
