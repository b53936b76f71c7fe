import { gunzipSync } from 'node:zlib';
import { createTestApp, dbKinds, type TestApp } from '../test/harness';
import { createForm, ownerWithBusiness } from '../test/flows';

describe.each(dbKinds)('API answers over a phone network on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('a JSON answer over 1 KB goes gzip-compressed to a client that accepts it; a small one and a client without gzip get it plain', async () => {
    const owner = await ownerWithBusiness(t.app);
    for (let i = 0; i < 4; i++) await createForm(t.app, owner, `Fikr-mulohaza ${i} — xizmat sifati haqida so'rovnoma`);
    const get = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${owner.token}`, ...headers } });

    const plain = await get('/api/forms');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const zipped = await get('/api/forms', { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());

    const small = await get('/api/health', { 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.statusCode).toBe(200);
  });
});
