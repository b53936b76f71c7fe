import { business } from './session-fixture';
import { createLocalApiServer, ok } from './local-api-server';
import { viewDrift } from './view-schemas';

const server = createLocalApiServer();
beforeAll(() => server.listen());
afterAll(() => server.close());
beforeEach(() => server.reset());

const get = (path: string) => fetch(`${server.baseUrl}${path}`).then((res) => res.json());

test('a success reply that is not the declared view is recorded, naming the route and the field', async () => {
  server.route('GET /api/business', ok({ ...business, coin: '25000' }));
  await get('/business');
  expect(server.drifts).toHaveLength(1);
  expect(server.drifts[0]).toContain('GET /api/business');
  expect(server.drifts[0]).toMatch(/coin: .*expected number/i);
});

test('a route with ":name" segments is checked by the request path it answered', async () => {
  server.route('GET /api/vouchers/by-code/:code', ok({ code: 'X1' }));
  await get('/vouchers/by-code/X1');
  expect(server.drifts[0]).toContain('GET /api/vouchers/by-code/X1');
});

test('the declared view, a failure reply and a route without a known view pass', async () => {
  server.route('GET /api/business', ok(business));
  server.route('GET /api/stats', { status: 403, body: { success: false, message: "Ruxsat yo'q" } });
  server.route('GET /api/items', ok({ anything: true }));
  await get('/business');
  await get('/stats');
  await get('/items');
  expect(server.drifts).toEqual([]);
});

test('the view is chosen by method and path: the public form has its own, DELETE /api/business has none', () => {
  expect(viewDrift('GET', '/api/forms/u/abcdefgh12', { nonsense: 1 })).toMatch(/GET \/api\/forms\/u\/abcdefgh12/);
  expect(viewDrift('DELETE', '/api/business', { anything: 1 })).toBeNull();
});
