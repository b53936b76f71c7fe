import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { Route, Routes } from 'react-router-dom';
import { LANG_STORAGE_KEY, markReactInstance, setLanguage, TOKEN_KEY, userAtom, type User } from '@fikr/shared';
import { seedSession, useApiServer } from '@fikr/shared/testing';
import { renderAt } from '../test/render';
import { defaultPages } from '../test/pages';
import { setConsolePages } from '../federation/console-pages';
import { ConsoleLayout } from './console-layout';

const fx = useApiServer();
jest.setTimeout(30_000);
beforeEach(() => setConsolePages(defaultPages()));
afterEach(() => setLanguage('uz'));

const business = { _id: 'b1', name: 'rayhon', category: 2, phone: '998901234567', coin: 0, logo: null };
const owner = { _id: 'u1', name: 'Ali', phone: '998901234567', business } as unknown as User;

function openConsole(path = '/business/forms', role?: 'manager' | 'cashier') {
  fx.server.route('GET /api/business', {
    status: 200,
    body: { success: true, data: { ...business, logo: '/uploads/logo.png' } },
  });
  const store = createStore();
  seedSession(store, { user: owner, businesses: role ? [{ _id: business._id, name: business.name, role }] : null });
  localStorage.setItem(TOKEN_KEY, 'good');
  renderAt(
    <Routes>
      <Route path="/login" element={<p>login page</p>} />
      <Route path="/business" element={<ConsoleLayout />}>
        <Route path="*" element={<p>page body</p>} />
      </Route>
    </Routes>,
    path,
    store,
  );
  return store;
}

test('on a small screen the menu is a drawer; the current section is highlighted', async () => {
  openConsole('/business/forms/42/edit');
  expect(screen.getByTestId('page-title').textContent).toBe('Formani tahrirlash');
  expect(screen.queryByText('Voucherlar')).not.toBeInTheDocument();
  fireEvent.click(screen.getByLabelText('Menyuni ochish'));
  expect(await screen.findByText('Voucherlar')).toBeVisible();
  expect(screen.getByText('Formalar').closest('[role="menuitem"]')).toHaveAttribute('aria-current', 'page');
  expect(screen.getByText('Voucherlar').closest('[role="menuitem"]')).not.toHaveAttribute('aria-current');
});

test("every console page names the browser tab ('Formalar — Fikr'); the top bar title is whole, not cut with an ellipsis", async () => {
  openConsole('/business/forms');
  await waitFor(() => expect(document.title).toBe('Formalar — Fikr'));
  const title = screen.getByTestId('page-title');
  expect(title.style.textOverflow).toBe('');
  expect(title.style.whiteSpace).toBe('');
  fireEvent.click(screen.getByLabelText('Menyuni ochish'));
  fireEvent.click(await screen.findByText('Voucherlar'));
  await waitFor(() => expect(document.title).toBe('Voucherlar — Fikr'));
});

test("the profile menu's About lists the shell's version and every loaded remote's", async () => {
  markReactInstance('shell', {}, '1.4.0');
  markReactInstance('mf-forms', {}, '0.1.0');
  openConsole('/business/forms');
  fireEvent.click(screen.getByTestId('profile-menu'));
  fireEvent.click(await screen.findByText('Ilova haqida'));
  const list = await screen.findByTestId('about-versions');
  expect(list.textContent).toBe('Konsol1.4.0mf-forms0.1.0');
});

test('the logo comes from the refreshed business; the initial stands in without one', async () => {
  openConsole();
  expect(screen.getByTestId('business-initial').textContent).toBe('R');
  await waitFor(() =>
    expect(screen.getByTestId('business-logo').querySelector('img')?.getAttribute('src')).toBe('/uploads/logo.png'),
  );
});

test('the language menu switches the console to Russian and remembers it', async () => {
  openConsole('/business/vouchers');
  fireEvent.click(screen.getByTestId('language-menu'));
  fireEvent.click(await screen.findByText('Русский'));
  await waitFor(() => expect(screen.getByTestId('page-title').textContent).toBe('Ваучеры'));
  expect(localStorage.getItem(LANG_STORAGE_KEY)).toBe('ru');
  expect(screen.getByText(/Все права защищены/)).toBeVisible();
});

test('the plus button mounts the request dialog of mf-responses only while open', async () => {
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => {}); // the failed remote load is logged
  openConsole();
  expect(screen.queryByTestId('new-request-host')).not.toBeInTheDocument();
  fireEvent.click(screen.getByLabelText("Yangi so'rovnoma"));
  // no remote manifest in a unit test: the remote's Retry panel stands in for the dialog
  expect(await screen.findByText("Bu bo'lim hozircha yuklanmadi")).toBeVisible();
  fireEvent.click(screen.getByLabelText('Yopish'));
  expect(screen.queryByTestId('new-request-host')).not.toBeInTheDocument();
  quiet.mockRestore();
});

test("'Chiqish' clears the session and goes to /login", async () => {
  const store = openConsole();
  fireEvent.click(screen.getByLabelText('Menyuni ochish'));
  fireEvent.click(await screen.findByText('Chiqish'));
  expect(await screen.findByText('login page')).toBeVisible();
  expect(store.get(userAtom)).toBeNull();
  expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
});

const menuItems = async () => {
  fireEvent.click(screen.getByLabelText('Menyuni ochish'));
  await screen.findByRole('menu');
  return screen.getAllByRole('menuitem').map((item) => item.textContent);
};

test("a cashier's menu shows the till alone, and no survey-request button", async () => {
  openConsole('/business/till', 'cashier');
  expect(screen.getByTestId('page-title').textContent).toBe('Kassa');
  expect(screen.queryByLabelText("Yangi so'rovnoma")).not.toBeInTheDocument();
  expect(await menuItems()).toEqual(['Kassa']);
});

test("a manager's menu hides settings and the team, which only the owner may use", async () => {
  openConsole('/business/settings', 'manager');
  expect(screen.getByTestId('page-title').textContent).toBe('Sahifa topilmadi');
  expect(await menuItems()).toEqual(['Bosh sahifa', 'Formalar', "So'rovnoma", 'Voucherlar', 'Kassa']);
});

test('a remote the manifest adds brings its menu item; its removal takes it away', async () => {
  setConsolePages(defaultPages().filter((page) => page.remote !== 'mf_team'));
  openConsole('/business/forms');
  expect(await menuItems()).not.toContain('Jamoa');
  act(() => setConsolePages(defaultPages()));
  expect(await screen.findByRole('menuitem', { name: 'Jamoa' })).toBeVisible();
});

test("an operator's menu adds the platform's pages after their business's; the sub-pages have their titles", async () => {
  const store = openConsole('/business/ops/payouts');
  expect(screen.getByTestId('page-title').textContent).toBe('Sahifa topilmadi');
  act(() => seedSession(store, { user: owner, operator: true }));
  expect(screen.getByTestId('page-title').textContent).toBe('Pul yechishni tekshirish');
  const items = await menuItems();
  expect(items.slice(0, 2)).toEqual(['Bosh sahifa', 'Formalar']);
  expect(items.slice(-2)).toEqual(['Jamoa', 'Platforma']);
});

test('the menu is links: each names its page, up and down move between them, a click opens the page in the app', async () => {
  openConsole('/business/forms');
  fireEvent.click(screen.getByLabelText('Menyuni ochish'));
  const forms = await screen.findByRole('menuitem', { name: 'Formalar' });
  expect(forms).toHaveAttribute('href', '/business/forms');
  const items = screen.getAllByRole('menuitem');
  forms.focus();
  fireEvent.keyDown(forms, { key: 'ArrowDown' });
  expect(items[items.indexOf(forms) + 1]).toHaveFocus();
  fireEvent.keyDown(forms, { key: 'ArrowUp' });
  expect(forms).toHaveFocus();
  const vouchers = screen.getByRole('menuitem', { name: 'Voucherlar' });
  fireEvent.click(vouchers);
  expect(await screen.findByText('Voucherlar', { selector: '[data-testid=page-title]' })).toBeVisible();
  expect(vouchers).toHaveAttribute('aria-current', 'page');
});

test('a page opened from a scrolled one opens at its top', async () => {
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {}); // jsdom lays nothing out
  openConsole('/business/forms');
  expect(scrollTo).not.toHaveBeenCalled();
  fireEvent.click(screen.getByLabelText('Menyuni ochish'));
  fireEvent.click(await screen.findByText('Voucherlar'));
  await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
  scrollTo.mockRestore();
});
