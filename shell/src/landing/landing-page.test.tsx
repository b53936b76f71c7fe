import { fireEvent, screen, within } from '@testing-library/react';
import type { User } from '@fikr/shared';
import { newcomer, owner } from '@fikr/shared/testing';
import { renderAt } from '../test/render';
import { type LandingHost, LandingHostContext } from './landing-host';
import { LandingPage } from './landing-page';

jest.setTimeout(20_000); // the whole landing renders in jsdom

function show(user: User | null, sessionKnown = true) {
  const host: LandingHost = { user, sessionKnown, go: jest.fn(), logout: jest.fn(), setLanguage: jest.fn() };
  renderAt(
    <LandingHostContext.Provider value={host}>
      <LandingPage />
    </LandingHostContext.Provider>,
  );
  return host;
}

test("an anonymous visitor gets 'Kirish' (a real link, for a page without its script) and starts at /login", () => {
  const host = show(null);
  expect(screen.getByRole('link', { name: 'Kirish' })).toHaveAttribute('href', '/login');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Mijozlaringiz fikrini biling');
  fireEvent.click(screen.getByRole('button', { name: 'Boshlash' }));
  expect(host.go).toHaveBeenCalledWith('/login');
  fireEvent.click(screen.getByRole('link', { name: 'Kirish' }));
  expect(host.go).toHaveBeenLastCalledWith('/login');
});

test('while the session check runs the header offers neither sign-in nor a profile', () => {
  show(null, false);
  expect(screen.queryByRole('link', { name: 'Kirish' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Profil' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Boshlash' })).toBeVisible();
});

test('an owner opens the profile menu: name, phone, the panel, logout; Escape closes it', () => {
  const host = show(owner);
  expect(screen.queryByRole('link', { name: 'Kirish' })).not.toBeInTheDocument();
  const profile = screen.getByRole('button', { name: 'Profil' });
  expect(profile).toHaveAttribute('aria-expanded', 'false');
  fireEvent.click(profile);
  const menu = screen.getByRole('menu');
  expect(within(menu).getByTestId('profile-who')).toHaveTextContent(/Ali\s*\+998 90 123-45-67/);
  expect(within(menu).getByRole('menuitem', { name: 'Boshqaruv paneli' })).toHaveFocus();
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();

  fireEvent.click(profile);
  fireEvent.click(screen.getByRole('menuitem', { name: 'Boshqaruv paneli' }));
  expect(host.go).toHaveBeenCalledWith('/business/dashboard');
  fireEvent.click(profile);
  fireEvent.click(screen.getByRole('menuitem', { name: 'Chiqish' }));
  expect(host.logout).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Boshlash' }));
  expect(host.go).toHaveBeenLastCalledWith('/business/dashboard');
});

test('a user without a business is offered the wizard in the header, the menu and the start button', () => {
  const host = show(newcomer);
  const headerLink = screen.getByRole('link', { name: 'Biznes yaratish' });
  expect(headerLink).toHaveAttribute('href', '/create-business');
  expect(headerLink).toHaveClass('lp-btn', 'lp-primary'); // the primary call to action, not a plain link
  fireEvent.click(screen.getByRole('button', { name: 'Profil' }));
  fireEvent.click(screen.getByRole('menuitem', { name: 'Biznes yaratish' }));
  expect(host.go).toHaveBeenCalledWith('/create-business');
  // the hero's button names the next step rather than a generic 'Boshlash'
  expect(screen.queryByRole('button', { name: 'Boshlash' })).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Biznes yaratish' }));
  expect(host.go).toHaveBeenLastCalledWith('/create-business');
});

test('the language select names each language in itself and hands the choice to the host', () => {
  const host = show(null);
  const select = screen.getByRole('combobox', { name: 'Til' });
  expect(
    within(select)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(["O'zbekcha", 'Русский', 'English']);
  fireEvent.change(select, { target: { value: 'ru' } });
  expect(host.setLanguage).toHaveBeenCalledWith('ru');
});

test('the FAQ answers open without a script (<details>), the sections carry the header anchors', () => {
  show(null);
  const container = document.body;
  expect(container.querySelectorAll('details')).toHaveLength(4);
  for (const id of ['features', 'pricing', 'faq']) {
    expect(container.querySelector(`#${id}`)).toBeInTheDocument();
    expect(container.querySelector(`a[href="#${id}"]`)).toBeInTheDocument();
  }
});
