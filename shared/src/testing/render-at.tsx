import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { i18n, initI18n } from '../i18n/instance';
import { AppProviders } from '../ui/app-providers';

initI18n();

/** Where the router is now (pathname + search), so a test can see redirects and URL state. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

export interface RenderOptions {
  path?: string;
  /** The route pattern the shell mounts the element at, e.g. '/business/forms/:id/responses'. */
  route?: string;
  store?: ReturnType<typeof createStore>;
}

/**
 * Renders with the app's real providers (jotai store, i18n, antd) under a memory router at `path`.
 * Takes the path (and store) positionally or as options.
 */
export function renderAt(ui: ReactElement, pathOrOptions: string | RenderOptions = '/', store = createStore()) {
  const opts: RenderOptions = typeof pathOrOptions === 'string' ? { path: pathOrOptions, store } : pathOrOptions;
  const finalStore = opts.store ?? store;
  return {
    store: finalStore,
    ...render(
      <Provider store={finalStore}>
        <I18nextProvider i18n={i18n}>
          <AppProviders>
            <MemoryRouter initialEntries={[opts.path ?? '/']}>
              {opts.route ? (
                <Routes>
                  <Route path={opts.route} element={ui} />
                </Routes>
              ) : (
                ui
              )}
              <LocationProbe />
            </MemoryRouter>
          </AppProviders>
        </I18nextProvider>
      </Provider>,
    ),
  };
}
