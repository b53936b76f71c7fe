import { call, createTestApp, dbKinds, type TestApp } from '../../test/harness';

describe.each(dbKinds)('health and plumbing on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('GET /api/health reports the database kind and the applied migration', async () => {
    const res = await call(t.app, 'GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: { status: 'ok', db: { kind, migration: { version: '0003_topup_credited_once', applied: 4, available: 4 } } },
    });
  });

  it('unknown /api paths answer 404 in the failure shape', async () => {
    const res = await call(t.app, 'GET', '/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Sahifa topilmadi' });
  });

  it('malformed JSON is a 400 with a message, not a stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"phone": ',
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ success: false, message: "Kiritilgan ma'lumotlar noto'g'ri" });
  });

  it('a body over the limit is refused with 413', async () => {
    const res = await call(t.app, 'POST', '/api/auth/login', { body: { phone: '998901234567', password: 'x'.repeat(300_000) } });
    expect(res.status).toBe(413);
    expect(res.body.success).toBe(false);
  });

  it('serves the OpenAPI document at /api/docs/json', async () => {
    const res = await call(t.app, 'GET', '/api/docs/json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/api/health/', '/api/auth/login']));
  });
});
