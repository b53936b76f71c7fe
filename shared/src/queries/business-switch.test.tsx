/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { Provider, useAtomValue } from 'jotai';
import { queryClient } from '../api/query-client';
import { BUSINESS_KEY, TOKEN_KEY } from '../api/token';
import { useQuery } from '@tanstack/react-query';
import { consoleForm } from '../testing/console-form';
import { business, meReply, owner, useSessionFixture } from '../testing/session-fixture';
import { businessAtom, userAtom } from '../session/atoms';
import { initSessionAtom, logoutAtom, switchBusinessAtom } from '../session/actions';
import { sessionQueries } from './session';
import { formQueries } from './forms';

const fx = useSessionFixture();

const cafe = { ...business, _id: 'b2', name: 'Kafe' };
const businesses = [
  { _id: business._id, name: business.name, role: 'owner' as const },
  { _id: cafe._id, name: cafe.name, role: 'owner' as const },
];
const form = (id: string, title: string) => consoleForm({ _id: id, title });

beforeEach(() => {
  queryClient.clear();
  localStorage.setItem(TOKEN_KEY, 'good');
  fx.server.route('GET /api/auth/me', meReply(owner, { businesses }));
  fx.server.route('GET /api/business', (req) => ({
    status: 200,
    body: { success: true, data: req.businessId === cafe._id ? cafe : business },
  }));
  // each business has its own forms: the API answers the business the header names
  fx.server.route('GET /api/forms', (req) => ({
    status: 200,
    body: {
      success: true,
      data: { forms: req.businessId === cafe._id ? [form('f2', 'Kafe menyusi')] : [form('f1', 'Rayhon savollari')] },
    },
  }));
});

/** The console's header (the business acted for) above a page that lists the business's forms. */
function Page() {
  const name = useAtomValue(businessAtom)?.name;
  const { data } = useQuery(formQueries.list(), queryClient);
  return (
    <main>
      <h1>{name}</h1>
      <ul>{data?.map((f) => <li key={f._id}>{f.title}</li>) ?? <li>…</li>}</ul>
    </main>
  );
}

/** The owner's session starts and the page shows the first business's forms. */
async function signInAndOpenPage() {
  await fx.store.set(initSessionAtom);
  render(
    <Provider store={fx.store}>
      <Page />
    </Provider>,
  );
  expect(await screen.findByText('Rayhon savollari')).toBeInTheDocument();
}

it("after a switch, the other business's forms are never drawn under its name", async () => {
  await signInAndOpenPage();

  // every state the page is drawn in from the switch on
  const drawn: string[] = [];
  const observer = new MutationObserver(() => drawn.push(document.querySelector('main')?.textContent ?? ''));
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  // what any render would draw the moment the header names the new business: the forms then in the cache
  const underNewName: unknown[] = [];
  const unsubscribe = fx.store.sub(businessAtom, () =>
    underNewName.push(queryClient.getQueryData(formQueries.list().queryKey)),
  );
  await act(() => fx.store.set(switchBusinessAtom, cafe._id));
  unsubscribe();
  expect(underNewName).toEqual([undefined]);
  expect(await screen.findByText('Kafe menyusi')).toBeInTheDocument();
  observer.disconnect();

  expect(localStorage.getItem(BUSINESS_KEY)).toBe('b2');
  expect(drawn.some((text) => text.startsWith('Kafe'))).toBe(true);
  expect(drawn.filter((text) => text.startsWith('Kafe') && text.includes('Rayhon savollari'))).toEqual([]);
  // the forms were asked again, for the business switched to
  expect(fx.server.requests.filter((r) => r.path === '/api/forms').at(-1)?.businessId).toBe('b2');
  // the session is the one cache entry the switch keeps, now acting for the new business
  expect(queryClient.getQueryData(sessionQueries.me().queryKey)).toMatchObject({
    user: { _id: owner._id, business: { _id: 'b2', name: 'Kafe' } },
    businesses,
  });
});

it("a sign-out takes the session and the business's data out of the cache, and the page draws no one", async () => {
  await signInAndOpenPage();
  expect(queryClient.getQueryData(sessionQueries.me().queryKey)).toMatchObject({ user: { _id: owner._id } });

  act(() => fx.store.set(logoutAtom));
  expect(queryClient.getQueryData(sessionQueries.me().queryKey)).toBeUndefined();
  expect(queryClient.getQueryData(formQueries.list().queryKey)).toBeUndefined();
  expect(fx.store.get(userAtom)).toBeNull();
  expect(screen.getByRole('heading')).toBeEmptyDOMElement();
});
