/** @jest-environment jsdom */
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { Suspense, type ReactNode } from 'react';
import { initI18n } from '../i18n/instance';
import { dataChangedAtom } from '../session/data-version';
import { ok } from '../testing/local-api-server';
import { clockAhead } from '../testing/fake-timeouts';
import { useApiServer } from '../testing/use-api-server';
import { api } from './client';
import { queryClient } from './query-client';
import { unwrap } from './unwrap';
import { useRequest, type RequestOptions } from './use-request';

initI18n();
const { server } = useApiServer();
afterEach(() => jest.useRealTimers());

type Page = { page: number };
const fetchPage = (page: number) => (signal: AbortSignal) =>
  api.get('/items', { params: { page }, signal }).then((res) => unwrap<Page>(res));

function renderRequest(initialPage: number | null, options?: RequestOptions) {
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const view = renderHook(
    ({ page }: { page: number | null }) =>
      useRequest(page === null ? null : ['items', page], fetchPage(page ?? 0), options),
    { initialProps: { page: initialPage }, wrapper },
  );
  return { ...view, store };
}

test('loads, then holds the answer; a null key asks nothing, not on reload nor after a data change', async () => {
  server.route('GET /api/items', (req) => ok({ page: Number(req.query.page) }));
  const idle = renderRequest(null, { followDataVersion: true });
  expect(idle.result.current).toMatchObject({ data: undefined, loading: false, error: null });
  act(() => idle.result.current.reload());
  act(() => idle.store.set(dataChangedAtom));
  expect(idle.result.current.loading).toBe(false);

  // had the null key asked, its request would have reached the server before this one's
  const { result } = renderRequest(1);
  expect(result.current.loading).toBe(true);
  await waitFor(() => expect(result.current).toMatchObject({ data: { page: 1 }, loading: false, error: null }));
  expect(server.requests.map((r) => r.query.page)).toEqual(['1']);
});

test('an older, slower answer never replaces a newer one (paging fast)', async () => {
  server.route('GET /api/items', (req) => ({
    ...ok({ page: Number(req.query.page) }),
    delayMs: req.query.page === '1' ? 300 : 0,
  }));
  const { result, rerender } = renderRequest(1);
  rerender({ page: 2 });
  await waitFor(() => expect(result.current.data).toEqual({ page: 2 }));
  // page 1's request is over (aborted, or answered late): its answer had its chance to land
  await waitFor(() => expect(queryClient.getQueryState(['request', '["items",1]'])?.fetchStatus).toBe('idle'));
  expect(result.current.data).toEqual({ page: 2 });
});

test("a failure gives the server's message, else the fallback text; reload asks again and clears it", async () => {
  let reply: { status?: number; body: unknown } = {
    status: 400,
    body: { success: false, message: 'Sahifa topilmadi' },
  };
  server.route('GET /api/items', () => reply);
  const { result } = renderRequest(1);
  await waitFor(() => expect(result.current.error).toBe('Sahifa topilmadi'));
  expect(result.current.loading).toBe(false);

  reply = { status: 500, body: { success: false } };
  act(() => result.current.reload());
  await waitFor(() => expect(result.current.error).toBe('Xatolik yuz berdi'));

  reply = ok({ page: 1 });
  act(() => result.current.reload());
  await waitFor(() => expect(result.current).toMatchObject({ data: { page: 1 }, error: null }));

  // a re-read failing over this visit's own answer is the page's error (only the last visit's data stands in)
  reply = { status: 500, body: { success: false } };
  act(() => result.current.reload());
  await waitFor(() => expect(result.current.pageError).toBe('Xatolik yuz berdi'));
  expect(result.current).toMatchObject({ data: { page: 1 }, outdated: false });
});

test('keeps the last data while the next page loads; keepData off shows none', async () => {
  server.route('GET /api/items', (req) => ({ ...ok({ page: Number(req.query.page) }), delayMs: 100 }));
  const kept = renderRequest(1);
  await waitFor(() => expect(kept.result.current.data).toEqual({ page: 1 }));
  kept.rerender({ page: 2 });
  await waitFor(() => expect(kept.result.current.loading).toBe(true));
  expect(kept.result.current.data).toEqual({ page: 1 });

  const cleared = renderRequest(1, { keepData: false });
  await waitFor(() => expect(cleared.result.current.data).toEqual({ page: 1 }));
  cleared.rerender({ page: 2 });
  await waitFor(() => expect(cleared.result.current.loading).toBe(true));
  expect(cleared.result.current.data).toBeUndefined();
  await waitFor(() => expect(cleared.result.current.data).toEqual({ page: 2 }));
});

test('followDataVersion re-reads after an action changed the data; setData takes an action’s answer', async () => {
  let served = 0;
  server.route('GET /api/items', () => ok({ page: ++served }));
  const { result, store } = renderRequest(1, { followDataVersion: true });
  await waitFor(() => expect(result.current.data).toEqual({ page: 1 }));
  act(() => store.set(dataChangedAtom));
  await waitFor(() => expect(result.current.data).toEqual({ page: 2 }));
  act(() => result.current.setData({ page: 42 }));
  await waitFor(() => expect(result.current).toMatchObject({ data: { page: 42 }, loading: false, error: null }));
});

test('a page opened again paints the last answer at once, says how old it is until the new one is in', async () => {
  let served = 0;
  server.route('GET /api/items', () => ({ ...ok({ page: ++served }), delayMs: 200 }));
  const first = renderRequest(1);
  await waitFor(() => expect(first.result.current.data).toEqual({ page: 1 }));
  expect(first.result.current.outdated).toBe(false);
  first.unmount();
  clockAhead(60_000);

  const again = renderRequest(1);
  expect(again.result.current).toMatchObject({ data: { page: 1 }, loading: true, outdated: true });
  expect(again.result.current.updatedAt).toBeGreaterThan(0);
  await waitFor(() => expect(again.result.current).toMatchObject({ data: { page: 2 }, outdated: false }));
});

test('offline, or when the re-read fails, the last answer stays with its age and the error', async () => {
  server.route('GET /api/items', () => ok({ page: 1 }));
  const first = renderRequest(1);
  await waitFor(() => expect(first.result.current.data).toEqual({ page: 1 }));
  first.unmount();
  clockAhead(60_000);

  server.route('GET /api/items', () => ({ status: 503, body: { success: false, message: 'Server band' } }));
  const again = renderRequest(1);
  await waitFor(() => expect(again.result.current.error).toBe('Server band'));
  expect(again.result.current).toMatchObject({ data: { page: 1 }, outdated: true, loading: false, pageError: null });
});

describe('deferData: an arriving answer is drawn as a deferred value', () => {
  /** Page 2's rows are code still loading: they suspend until the test ends. */
  const never = new Promise<never>(() => undefined);
  function Rows({ page }: { page: number }) {
    if (page === 2) throw never;
    return <p>page {page}</p>;
  }

  function List({ page, deferData }: { page: number; deferData: boolean }) {
    const { data, loading } = useRequest(['items', page], fetchPage(page), { deferData });
    return (
      <>
        {loading && <p>loading</p>}
        {data && <Rows page={data.page} />}
      </>
    );
  }

  function mount(deferData: boolean) {
    const store = createStore();
    const view = render(
      <Provider store={store}>
        <Suspense fallback={<p>fallback</p>}>
          <List page={1} deferData={deferData} />
        </Suspense>
      </Provider>,
    );
    const next = () =>
      view.rerender(
        <Provider store={store}>
          <Suspense fallback={<p>fallback</p>}>
            <List page={2} deferData={deferData} />
          </Suspense>
        </Provider>,
      );
    return { next };
  }

  // Deferred, React renders the answer in the background (in slices between frames on a phone): what is on screen
  // stays, still loading, until that render is done — here it never is, as page 2's rows never load.
  test('the last answer stays on screen, loading, until the new one is drawn', async () => {
    server.route('GET /api/items', (req) => ok({ page: Number(req.query.page) }));
    const { next } = mount(true);
    expect(await screen.findByText('page 1')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    next();
    await waitFor(() => expect(server.requests.map((r) => r.query.page)).toEqual(['1', '2']));
    await waitFor(() => expect(queryClient.getQueryState(['request', '["items",2]'])?.status).toBe('success'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('page 1')).toBeInTheDocument();
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(screen.queryByText('fallback')).not.toBeInTheDocument();
  });

  test('without it the answer is drawn at once (here: the fallback of rows still loading)', async () => {
    server.route('GET /api/items', (req) => ok({ page: Number(req.query.page) }));
    const { next } = mount(false);
    expect(await screen.findByText('page 1')).toBeInTheDocument();
    next();
    expect(await screen.findByText('fallback')).toBeInTheDocument();
  });
});
