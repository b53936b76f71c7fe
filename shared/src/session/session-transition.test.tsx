/** @jest-environment jsdom */
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { createStore, Provider, useAtomValue } from 'jotai';
import { TOKEN_KEY } from '../api/token';
import { business, useSessionFixture } from '../testing/session-fixture';
import { businessAtom, sessionInitialisedAtom } from './atoms';
import { initSessionAtom, refreshBusinessAtom } from './actions';

const fx = useSessionFixture();

/** A page whose code is still loading: it suspends until the test ends. */
const never = new Promise<never>(() => undefined);
function LoadingPage(): never {
  throw never;
}

/** The console's gate as the shell has it: a spinner until the session is known, then the page. */
function Gate() {
  return useAtomValue(sessionInitialisedAtom) ? <LoadingPage /> : <p>spinner</p>;
}

/** A page that shows the business's name, and a part of it that (re)loads when the business changes. */
function BusinessName() {
  const name = useAtomValue(businessAtom)?.name;
  return name === 'Rayhon' ? <p>{name}</p> : <LoadingPage />;
}

function mount(children: React.ReactNode, store = fx.store) {
  render(
    <Provider store={store}>
      <Suspense fallback={<p>fallback</p>}>{children}</Suspense>
    </Provider>,
  );
}

// The session's answer and every re-read of the business re-render the whole console (its layout and page): as
// transitions React renders them in slices between frames, so a phone's taps and paints are not held for one long
// task. A transition also keeps what is on screen while new code loads, instead of replacing it by a fallback:
// that is what these tests see.
test("the session's answer keeps the screen as it is while the console's page loads", async () => {
  localStorage.setItem(TOKEN_KEY, 'good');
  mount(<Gate />);
  expect(screen.getByText('spinner')).toBeInTheDocument();
  await act(() => fx.store.set(initSessionAtom));
  expect(fx.store.get(sessionInitialisedAtom)).toBe(true);
  expect(screen.getByText('spinner')).toBeInTheDocument();
  expect(screen.queryByText('fallback')).not.toBeInTheDocument();
});

test("a return visit's session, known on this device, keeps the screen as it is while the page loads", async () => {
  localStorage.setItem(TOKEN_KEY, 'good');
  await fx.store.set(initSessionAtom); // the last visit: its /auth/me is kept in the data cache
  const returnVisit = createStore();
  mount(<Gate />, returnVisit);
  expect(screen.getByText('spinner')).toBeInTheDocument();
  await act(() => returnVisit.set(initSessionAtom));
  expect(returnVisit.get(sessionInitialisedAtom)).toBe(true);
  expect(screen.getByText('spinner')).toBeInTheDocument();
  expect(screen.queryByText('fallback')).not.toBeInTheDocument();
});

test('a re-read of the business keeps the page on screen while what it changes loads', async () => {
  localStorage.setItem(TOKEN_KEY, 'good');
  await fx.store.set(initSessionAtom);
  mount(<BusinessName />);
  expect(screen.getByText('Rayhon')).toBeInTheDocument();
  fx.server.route('GET /api/business', { status: 200, body: { success: true, data: { ...business, name: 'Lola' } } });
  await act(() => fx.store.set(refreshBusinessAtom));
  expect(fx.store.get(businessAtom)?.name).toBe('Lola');
  expect(screen.getByText('Rayhon')).toBeInTheDocument();
  expect(screen.queryByText('fallback')).not.toBeInTheDocument();
});
