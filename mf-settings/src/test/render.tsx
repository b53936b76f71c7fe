import type { ReactElement } from 'react';
import { configure, render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders, i18n, initI18n } from '@fikr/shared';

initI18n();
// the machines running the suite are busy: give async queries time
configure({ asyncUtilTimeout: 5000 });
// jsdom implements getComputedStyle without pseudo-elements (antd's table asks for ::-webkit-scrollbar)
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (elt: Element) => computedStyle(elt);
// webpack's DefinePlugin sets it in real builds
(globalThis as { __APP_VERSION__?: string }).__APP_VERSION__ ??= 'test';

/** Renders with the real app providers, a memory router at `path` and a fresh jotai store. */
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
