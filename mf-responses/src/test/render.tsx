import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders, i18n, initI18n } from '@fikr/shared';
import '../i18n';

initI18n();
// webpack's DefinePlugin provides it in builds.
(globalThis as { __APP_VERSION__?: string }).__APP_VERSION__ = 'test';

// jsdom implements getComputedStyle without pseudo-elements and logs an error when antd asks for one.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

/** Shows the router's current search string, so tests can see what is kept in the URL. */
function LocationProbe() {
  const { search } = useLocation();
  return <output data-testid="location-search">{search}</output>;
}

/**
 * Renders with the real providers (jotai store, i18n, antd) under a memory router. `route` is the
 * pattern the shell mounts the element at (e.g. '/business/forms/:id/responses').
 */
export function renderAt(ui: ReactElement, { path = '/', route = '*', store = createStore() } = {}) {
  return {
    store,
    ...render(
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <AppProviders>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path={route} element={ui} />
              </Routes>
              <LocationProbe />
            </MemoryRouter>
          </AppProviders>
        </I18nextProvider>
      </Provider>,
    ),
  };
}
