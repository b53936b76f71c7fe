import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../../db/client';
import { call, createTestApp, dbKinds, type TestApp } from '../../test/harness';

const journal: { entries: Array<{ tag: string; when: number }> } = JSON.parse(
  readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'),
);
const latest = [...journal.entries].sort((a, b) => b.when - a.when)[0];

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
      data: {
        status: 'ok',
        db: {
          kind,
          migration: { version: latest.tag, applied: journal.entries.length, available: journal.entries.length },
        },
        cards: 'sandbox', // the demo's card processor: the console names its test card
      },
    });
  });

  it('unknown /api paths answer 404 in the failure shape', async () => {
    const res = await call(t.app, 'GET', '/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Sahifa topilmadi', code: 'errors.notFound' });
  });

  it('malformed JSON is a 400 with a message, not a stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"phone": ',
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toEqual({
      success: false,
      requestId: res.headers['x-request-id'],
      message: "Kiritilgan ma'lumotlar noto'g'ri",
      code: 'errors.validationFailed',
    });
  });

  it('a body over the limit is refused with 413', async () => {
    const res = await call(t.app, 'POST', '/api/auth/login', {
      body: { phone: '998901234567', password: 'x'.repeat(300_000) },
    });
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
