import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
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
 * Takes the path (and store) positionally or as options. antd's motion is off: jsdom fires no transition
 * events, so an opening dialog stays see-through until a timer ends its motion, and on a busy machine a test
 * would read what the user sees before that timer ran. With it off, a dialog is shown once its two prepare frames
 * have run, which jest.setup-jsdom.js runs on the next turn of the event loop.
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
            <ConfigProvider theme={{ token: { motion: false } }}>
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
            </ConfigProvider>
          </AppProviders>
        </I18nextProvider>
      </Provider>,
    ),
  };
}
