import { screen, waitFor } from '@testing-library/react';
import { TOKEN_KEY } from '@fikr/shared';
import { newcomer, useSessionFixture } from '@fikr/shared/testing';
import { AppRoutes } from '../app-routes';
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
  fx.server.route('GET /api/auth/me', { status: 200, body: { success: true, data: { user: newcomer } } });
}

test('a user without a business sees the create-business link on the landing', async () => {
  signInNewcomer();
  boot('/');
  expect(await screen.findByText('Biznes yaratish')).toBeVisible();
  expect(screen.queryByText('Kirish')).not.toBeInTheDocument();
});

test('a user without a business is sent from a protected page to the wizard', async () => {
  signInNewcomer();
  boot('/business/dashboard');
  expect(await screen.findByText("Asosiy ma'lumotlari", {}, { timeout: 3000 })).toBeVisible();
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
