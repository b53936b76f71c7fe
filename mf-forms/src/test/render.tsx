import { configure, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ConfigProvider } from 'antd';
import userEvent from '@testing-library/user-event';
import { AppProviders, i18n, initI18n } from '@fikr/shared';
import FeatureRoutes from '../routes';

initI18n();
// role queries skip the costly visibility walk (antd in jsdom renders slowly); how long queries wait is the
// jsdom set-up's, as in every remote
configure({ defaultHidden: true });
jest.setTimeout(Number(process.env.FORMS_TEST_TIMEOUT ?? 30_000));
(globalThis as { __APP_VERSION__?: string }).__APP_VERSION__ = '0.0.0-test';

function CurrentPath() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

/** The remote as the shell mounts it (/business/forms/*) with the real providers; other paths show only the location. */
export function renderForms(path = '/business/forms') {
  return render(
    <I18nextProvider i18n={i18n}>
      <AppProviders>
        <ConfigProvider theme={{ token: { motion: false } }}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/business/forms/:id/responses" element={null} />
              <Route path="/business/forms/*" element={<FeatureRoutes />} />
              <Route path="*" element={null} />
            </Routes>
            <CurrentPath />
          </MemoryRouter>
        </ConfigProvider>
      </AppProviders>
    </I18nextProvider>,
  );
}

/** user-event without typing delays or the CSS pointer-events check (antd's closing overlays keep pointer-events: none). */
export const setupUser = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });

/**
 * The open dialog whose title is `title`. Text queries instead of role+name ones: computing accessible
 * names walks getComputedStyle over antd's CSS-in-JS and makes a jsdom test take tens of seconds.
 */
export async function findDialog(title: string): Promise<HTMLElement> {
  const [heading] = await screen.findAllByText(title);
  return heading.closest<HTMLElement>('[role="dialog"]')!;
}
