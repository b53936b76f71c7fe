import { fireEvent, screen, waitFor } from '@testing-library/react';
import { TOKEN_KEY } from '@fikr/shared';
import { meReply, newcomer, useSessionFixture } from '@fikr/shared/testing';
import { AppRoutes } from '../app-routes';
import { setConsolePages } from '../federation/console-pages';
import { renderAt } from '../test/render';
import { SessionBoot } from './session-boot';

// The session state machine as the shell shows it: real routes, real session atoms, a real local API server.
const fx = useSessionFixture();
jest.setTimeout(20_000); // the whole landing renders in jsdom

function boot(path: string) {
  return renderAt(
    <>
      <SessionBoot />
      <AppRoutes />
    </>,
    path,
    fx.store,
  );
}

test('without a token the landing shows the sign-in button and makes no call', async () => {
  boot('/');
  expect(await screen.findByText('Kirish')).toBeVisible();
  expect(fx.server.requests).toEqual([]);
});

test('a good token signs the owner in: the landing header shows the profile menu', async () => {
  localStorage.setItem(TOKEN_KEY, 'good');
  boot('/');
  expect(screen.queryByText('Kirish')).not.toBeInTheDocument(); // the header waits for the check
  expect(await screen.findByText('Ali')).toBeVisible(); // the profile menu shows the owner's name
  expect(screen.queryByText('Kirish')).not.toBeInTheDocument();
  expect(fx.server.requests.map((r) => r.path)).toEqual(['/api/auth/me']);
});

function signInNewcomer() {
  localStorage.setItem(TOKEN_KEY, 'good');
  fx.server.route('GET /api/auth/me', meReply(newcomer));
}

test('a user without a business sees the create-business link on the landing', async () => {
  signInNewcomer();
  boot('/');
  expect(await screen.findByRole('link', { name: 'Biznes yaratish' })).toBeVisible();
  expect(screen.queryByText('Kirish')).not.toBeInTheDocument();
});

test('a user without a business is sent from a protected page to the wizard', async () => {
  signInNewcomer();
  boot('/business/dashboard');
  expect(await screen.findByText("Asosiy ma'lumotlari", {}, { timeout: 10_000 })).toBeVisible();
});

test("an operator without a business is not sent to the wizard: the console opens on the operators' pages", async () => {
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => {}); // no remote in a unit test
  setConsolePages([
    {
      path: 'ops/*',
      module: 'routes',
      menu: { uz: 'Platforma', ru: 'Платформа', en: 'Platform' },
      roles: ['operator'],
      remote: 'mf_ops',
    },
  ]);
  localStorage.setItem(TOKEN_KEY, 'good');
  fx.server.route('GET /api/auth/me', {
    status: 200,
    body: { success: true, data: { user: newcomer, businesses: [], operator: true } },
  });
  const { unmount } = boot('/business/dashboard');
  await waitFor(() => expect(screen.getByTestId('page-title').textContent).toBe('Platforma'));
  expect(await screen.findByText("Bu bo'lim hozircha yuklanmadi")).toBeVisible(); // the remote's Retry panel
  fireEvent.click(screen.getByLabelText('Menyuni ochish'));
  await screen.findByRole('menu');
  expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Platforma']);
  expect(screen.queryByLabelText("Yangi so'rovnoma")).not.toBeInTheDocument();
  expect(fx.server.requests.map((r) => r.path)).not.toContain('/api/business');
  unmount();
  setConsolePages([]);
  quiet.mockRestore();
});

test('a stale token is dropped and a protected page lands on /login', async () => {
  localStorage.setItem(TOKEN_KEY, 'expired');
  boot('/business/dashboard');
  expect(await screen.findByText('Hisobingizga kiring')).toBeVisible();
  expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  expect(fx.assign).not.toHaveBeenCalled(); // the guard redirects inside the app, no full reload
});

test('a stale token on the landing leaves the visitor anonymous', async () => {
  localStorage.setItem(TOKEN_KEY, 'expired');
  boot('/');
  expect(await screen.findByText('Kirish')).toBeVisible();
  await waitFor(() => expect(localStorage.getItem(TOKEN_KEY)).toBeNull());
});
