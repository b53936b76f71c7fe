import { act, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { Route, Routes } from 'react-router-dom';
import { api, BUSINESS_KEY, businessAtom, roleAtom, TOKEN_KEY, type MemberOf, type User } from '@fikr/shared';
import { ok, seedSession, selectShows, useApiServer } from '@fikr/shared/testing';
import { setConsolePages } from '../federation/console-pages';
import { defaultPages } from '../test/pages';
import { selectOption } from '../test/queries';
import { renderAt } from '../test/render';
import { ConsoleLayout } from './console-layout';

const fx = useApiServer();
jest.setTimeout(30_000);
beforeEach(() => {
  setConsolePages(defaultPages());
  localStorage.clear();
  localStorage.setItem(TOKEN_KEY, 'good');
});

const rayhon = { _id: 'b1', name: 'Rayhon', category: 2, phone: '998901234567', coin: 0, logo: null };
const kafe = { ...rayhon, _id: 'b2', name: 'Kafe' };
const user = { _id: 'u1', name: 'Ali', phone: '998901234567', business: rayhon } as unknown as User;
const both: MemberOf[] = [
  { _id: 'b1', name: 'Rayhon', role: 'owner' },
  { _id: 'b2', name: 'Kafe', role: 'cashier' },
];

function openConsole(businesses: MemberOf[]) {
  // GET /business answers the business the header names, else the default, as the API does
  fx.server.route('GET /api/business', (req) => ok(req.businessId === 'b2' ? kafe : rayhon));
  const store = createStore();
  seedSession(store, { user, businesses });
  renderAt(
    <Routes>
      <Route path="/business" element={<ConsoleLayout />}>
        <Route path="*" element={<p>page body</p>} />
      </Route>
    </Routes>,
    '/business/forms',
    store,
  );
  return store;
}

test('with one business the top bar offers no choice', async () => {
  openConsole(both.slice(0, 1));
  await waitFor(() => expect(fx.server.requests.some((r) => r.path === '/api/business')).toBe(true));
  expect(screen.queryByLabelText('Biznes')).not.toBeInTheDocument();
});

test('with several, picking one makes every request act for it; the role follows and the console starts over', async () => {
  const store = openConsole(both);
  await screen.findByLabelText('Biznes');
  expect(selectShows('Biznes')).toBe('Rayhon · Egasi');
  selectOption('Biznes', 'Kafe · Kassir');
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/business'));
  expect(localStorage.getItem(BUSINESS_KEY)).toBe('b2');
  expect(store.get(businessAtom)?.name).toBe('Kafe');
  expect(store.get(roleAtom)).toBe('cashier');
  expect(fx.server.requests.filter((r) => r.path === '/api/business').at(-1)?.businessId).toBe('b2');
  await api.get('/business').catch(() => undefined);
  expect(fx.server.requests.at(-1)?.businessId).toBe('b2');
});

test('a business the API refuses keeps the current one and says so', async () => {
  const store = openConsole(both);
  await screen.findByLabelText('Biznes');
  fx.server.route('GET /api/business', { status: 403, body: { success: false, message: "A'zo emassiz" } });
  selectOption('Biznes', 'Kafe · Kassir');
  expect(await screen.findByText("Bu biznesga o'tib bo'lmadi")).toBeVisible();
  expect(localStorage.getItem(BUSINESS_KEY)).toBeNull();
  expect(store.get(businessAtom)?.name).toBe('Rayhon');
  expect(screen.getByTestId('location').textContent).toBe('/business/forms');
});

test('a business chosen in another tab is followed here', async () => {
  const store = openConsole(both);
  await screen.findByLabelText('Biznes');
  localStorage.setItem(BUSINESS_KEY, 'b2');
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: BUSINESS_KEY, newValue: 'b2' }));
  });
  await waitFor(() => expect(store.get(businessAtom)?.name).toBe('Kafe'));
  // the console re-renders for the business as a transition: a moment after the session has it
  await waitFor(() => expect(selectShows('Biznes')).toBe('Kafe · Kassir'));
});
