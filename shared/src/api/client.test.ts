/** @jest-environment jsdom */
import { startLocalApiServer, type LocalApiServer } from '../testing/local-api-server';
import { api, browserNavigation, isApiError, type ApiError } from './client';
import { readToken, writeBusinessChoice, writeToken } from './token';

let server: LocalApiServer;
beforeAll(async () => {
  server = await startLocalApiServer();
  api.defaults.baseURL = server.baseUrl;
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  writeToken(null);
  writeBusinessChoice(null);
  delete window.__FIKR_EARLY_GETS__;
});

async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => new Error('expected the call to fail'),
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw error;
  return error;
}

test('a GET sends its parameters (null ones left out) and answers the parsed body', async () => {
  server.route('GET /api/forms', { body: { success: true, data: { forms: [] } } });
  const params = { from: '2026-11-01', q: 'a b,c:d', status: null, page: 2, kinds: ['x', 'y'] };
  const res = await api.get('/forms', { params });
  expect(res).toMatchObject({ status: 200, data: { success: true, data: { forms: [] } } });
  // the early GETs the console's entry starts are keyed by this very text
  expect(api.getUri({ url: '/forms', params })).toBe(
    `${server.baseUrl}/forms?from=2026-11-01&q=a+b,c:d&page=2&kinds%5B%5D=x&kinds%5B%5D=y`,
  );
  expect(server.requests[0].query).toEqual({ from: '2026-11-01', q: 'a b,c:d', page: '2', 'kinds[]': 'y' });
});

test('every call carries the token, the chosen business and the UI language; bodies go as JSON or multipart', async () => {
  server.route('POST /api/forms', { body: { success: true } });
  server.route('PUT /api/business/update', { body: { success: true } });
  writeToken('t1');
  writeBusinessChoice('b1');
  document.documentElement.lang = 'ru';
  await api.post('/forms', { title: 'Mehmon fikri' });
  const form = new FormData();
  form.append('name', 'Rayhon');
  await api.put('/business/update', form);
  const [json, multipart] = server.requests;
  expect(json).toMatchObject({
    body: { title: 'Mehmon fikri' },
    authorization: 'Bearer t1',
    businessId: 'b1',
    language: 'ru',
  });
  expect(multipart.body).toEqual(expect.stringContaining('Rayhon'));
});

test("a failed call carries the server's status and body", async () => {
  server.route('DELETE /api/forms/:id', { status: 404, body: { success: false, message: 'Topilmadi' } });
  const error = await failure(api.delete('/forms/f1'));
  expect(error.response).toMatchObject({ status: 404, data: { success: false, message: 'Topilmadi' } });
  expect(error.config).toMatchObject({ method: 'delete', url: '/forms/f1' });
});

test('no answer is a network error without a response; an aborted call is canceled', async () => {
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined); // jsdom logs the refused connection
  const refused = await failure(api.get('http://127.0.0.1:1/api/nothing'));
  quiet.mockRestore();
  expect(refused.code).toBe('ERR_NETWORK');
  expect(refused.response).toBeUndefined();
  server.route('GET /api/stats', { body: { success: true }, delayMs: 2_000 });
  const controller = new AbortController();
  const call = api.get('/stats', { signal: controller.signal });
  controller.abort();
  const canceled = await failure(call);
  expect(canceled.code).toBe('ERR_CANCELED');
  expect(canceled.response).toBeUndefined();
});

test("the entry's early answer stands in for one GET to the same URL with the same credentials", async () => {
  server.route('GET /api/stats', { body: { success: true, data: 'from the server' } });
  writeToken('t1');
  const early = (authorization: string) => ({
    authorization,
    businessId: '',
    startedAt: Date.now(),
    answer: Promise.resolve({ status: 200, body: '{"success":true,"data":"early"}' }),
  });
  window.__FIKR_EARLY_GETS__ = { [`${server.baseUrl}/stats`]: early('Bearer t1') };
  expect((await api.get('/stats')).data).toEqual({ success: true, data: 'early' });
  expect((await api.get('/stats')).data).toEqual({ success: true, data: 'from the server' });
  // started under another user's token: never used
  window.__FIKR_EARLY_GETS__ = { [`${server.baseUrl}/stats`]: early('Bearer someone-else') };
  expect((await api.get('/stats')).data).toEqual({ success: true, data: 'from the server' });
  expect(server.requests).toHaveLength(2);
});

test('a 401 removes the token and goes to /login, unless the call asked not to navigate', async () => {
  server.route('GET /api/auth/me', { status: 401, body: { success: false } });
  const visited: string[] = [];
  const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation((url) => void visited.push(url));
  writeToken('expired');
  await failure(api.get('/auth/me', { skipAuthRedirect: true }));
  expect(readToken()).toBeNull();
  expect(visited).toEqual([]);
  writeToken('expired');
  await failure(api.get('/auth/me'));
  expect(readToken()).toBeNull();
  expect(visited).toEqual(['/login']);
  assign.mockRestore();
});
