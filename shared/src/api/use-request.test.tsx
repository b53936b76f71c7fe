/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { initI18n } from '../i18n/instance';
import { dataChangedAtom } from '../session/data-version';
import { ok } from '../testing/local-api-server';
import { useApiServer } from '../testing/use-api-server';
import { api } from './client';
import { unwrap } from './unwrap';
import { useRequest, type RequestOptions } from './use-request';

initI18n();
const { server } = useApiServer();

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

test('loads, then holds the answer; a null key asks nothing', async () => {
  server.route('GET /api/items', (req) => ok({ page: Number(req.query.page) }));
  const idle = renderRequest(null);
  expect(idle.result.current).toMatchObject({ data: undefined, loading: false, error: null });

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
  await new Promise((resolve) => setTimeout(resolve, 400));
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
  expect(result.current).toMatchObject({ data: { page: 42 }, loading: false, error: null });
});
