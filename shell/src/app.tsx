import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { AppProviders, i18n, initSessionAtom } from '@fikr/shared';
import { AppRoutes } from './app-routes';

export function App() {
  const initSession = useSetAtom(initSessionAtom);
  useEffect(() => {
    void initSession();
  }, [initSession]);

  return (
    <I18nextProvider i18n={i18n}>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </I18nextProvider>
  );
}
