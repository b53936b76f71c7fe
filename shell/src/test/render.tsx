import type { ReactElement } from 'react';
import { configure, render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { addFeatureResources, AppProviders, i18n, initI18n } from '@fikr/shared';
import { shellResources } from '../i18n/resources';

initI18n();
addFeatureResources('shell', shellResources);
// CI machines here are small and shared: give async queries room before they give up.
configure({ asyncUtilTimeout: 5000 });

/** Renders with the shell's real providers, a memory router at `path` and a fresh jotai store. */
export function renderAt(ui: ReactElement, path = '/', store = createStore()) {
  return {
    store,
    ...render(
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <AppProviders>
            <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
          </AppProviders>
        </I18nextProvider>
      </Provider>,
    ),
  };
}
