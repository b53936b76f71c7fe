import { screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { Route, Routes } from 'react-router-dom';
import { sessionInitialisedAtom, type User } from '@fikr/shared';
import { seedSession } from '@fikr/shared/testing';
import { renderAt } from '../test/render';
import { RequireBusiness, RequireUser } from './guards';

const owner: User = {
  _id: 'u1',
  name: 'Aziz',
  phone: '998901234567',
  phoneVerified: true,
  business: { name: 'Kafe' } as User['business'],
};
const newcomer: User = { ...owner, business: null };

function tree() {
  return (
    <Routes>
      <Route path="/login" element={<p>login page</p>} />
      <Route path="/create-business" element={<p>wizard</p>} />
      <Route element={<RequireUser />}>
        <Route element={<RequireBusiness />}>
          <Route path="/business/dashboard" element={<p>dashboard</p>} />
        </Route>
      </Route>
    </Routes>
  );
}

function storeWith(user: User | null, initialised = true, operator = false) {
  const store = createStore();
  if (user) seedSession(store, { user, operator });
  store.set(sessionInitialisedAtom, initialised);
  return store;
}

test('a spinner shows while the session initialises', () => {
  renderAt(tree(), '/business/dashboard', storeWith(null, false));
  expect(screen.getByRole('status', { name: 'Yuklanmoqda...' })).toBeVisible();
  expect(screen.queryByText('login page')).not.toBeInTheDocument();
});

test('no user goes to /login', () => {
  renderAt(tree(), '/business/dashboard', storeWith(null));
  expect(screen.getByText('login page')).toBeVisible();
});

test('a user without a business goes to /create-business', () => {
  renderAt(tree(), '/business/dashboard', storeWith(newcomer));
  expect(screen.getByText('wizard')).toBeVisible();
});

test('an owner reaches the business pages', () => {
  renderAt(tree(), '/business/dashboard', storeWith(owner));
  expect(screen.getByText('dashboard')).toBeVisible();
});

test("an operator without a business reaches the console (the operators' pages), not the wizard", () => {
  renderAt(tree(), '/business/dashboard', storeWith(newcomer, true, true));
  expect(screen.getByText('dashboard')).toBeVisible();
});
