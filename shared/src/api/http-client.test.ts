/** @jest-environment jsdom */
import { startLocalApiServer, type LocalApiServer } from '../testing/local-api-server';
import { createHttpClient, isApiError, type ApiError } from './http-client';

let server: LocalApiServer;
beforeAll(async () => {
  server = await startLocalApiServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const client = () => createHttpClient({ baseURL: server.baseUrl });

async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => new Error('expected the call to fail'),
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw error;
  return error;
}

test('a GET sends its parameters as axios did (null ones left out) and answers the parsed body', async () => {
  server.route('GET /api/forms', { body: { success: true, data: { forms: [] } } });
  const api = client();
  const params = { from: '2026-11-01', q: 'a b,c:d', status: null, page: 2, kinds: ['x', 'y'] };
  const res = await api.get('/forms', { params });
  expect(res).toMatchObject({ status: 200, data: { success: true, data: { forms: [] } } });
  expect(api.getUri({ url: '/forms', params })).toBe(
    `${server.baseUrl}/forms?from=2026-11-01&q=a+b,c:d&page=2&kinds[]=x&kinds[]=y`,
  );
  expect(server.requests[0].query).toEqual({ from: '2026-11-01', q: 'a b,c:d', page: '2', 'kinds[]': 'y' });
});

test('a body goes as JSON, FormData as multipart; interceptors add headers until ejected', async () => {
  server.route('POST /api/forms', { body: { success: true } });
  server.route('PUT /api/business/update', { body: { success: true } });
  const api = client();
  const id = api.interceptors.request.use((config) => ({
    ...config,
    headers: { ...config.headers, Authorization: 'Bearer t' },
  }));
  await api.post('/forms', { title: 'Mehmon fikri' });
  const form = new FormData();
  form.append('name', 'Rayhon');
  await api.put('/business/update', form);
  api.interceptors.request.eject(id);
  await api.post('/forms', { title: 'Ikkinchi' });
  const [json, multipart, plain] = server.requests;
  expect(json).toMatchObject({ body: { title: 'Mehmon fikri' }, authorization: 'Bearer t' });
  expect(multipart.body).toEqual(expect.stringContaining('Rayhon'));
  expect(plain.authorization).toBeUndefined();
});

test("a failed call carries the server's status and body; every failure reaches the client's listener first", async () => {
  server.route('DELETE /api/forms/:id', { status: 404, body: { success: false, message: 'Topilmadi' } });
  const api = client();
  const seen: number[] = [];
  api.onFailure((error) => seen.push(error.response?.status ?? 0));
  const error = await failure(api.delete('/forms/f1'));
  expect(error.response).toEqual({ status: 404, data: { success: false, message: 'Topilmadi' } });
  expect(error.config).toMatchObject({ method: 'delete', url: '/forms/f1' });
  expect(seen).toEqual([404]);
});

test('no answer is a network error without a response; an aborted call is canceled', async () => {
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined); // jsdom logs the refused connection
  const refused = await failure(client().get('http://127.0.0.1:1/api/nothing'));
  quiet.mockRestore();
  expect(refused).toMatchObject({ code: 'ERR_NETWORK', response: undefined });
  server.route('GET /api/stats', { body: { success: true }, delayMs: 2_000 });
  const controller = new AbortController();
  const call = client().get('/stats', { signal: controller.signal });
  controller.abort();
  expect(await failure(call)).toMatchObject({ code: 'ERR_CANCELED', response: undefined });
});

test('an early answer stands in for a GET to the same URL; other methods always ask the server', async () => {
  server.route('POST /api/stats', { body: { success: true, data: 'from the server' } });
  const asked: string[] = [];
  const api = createHttpClient({ baseURL: server.baseUrl }, (config, url) => {
    asked.push(`${config.method} ${url}`);
    return Promise.resolve({ status: 200, body: '{"success":true,"data":"early"}' });
  });
  expect((await api.get('/stats')).data).toEqual({ success: true, data: 'early' });
  expect((await api.post('/stats')).data).toEqual({ success: true, data: 'from the server' });
  expect(asked).toEqual([`get ${server.baseUrl}/stats`]);
  expect(server.requests.map((r) => r.method)).toEqual(['POST']);
});
