import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../app';
import { rows } from '../../db/rows';
import { call, createTestApp, dbKinds, testConfig, type TestApp } from '../../test/harness';
import { ownerWithBusiness, type Owner } from '../../test/flows';
import { multipartBody, PNG_1PX } from '../../test/multipart-body';

/** A PNG of its own: the type is read from the first bytes, the rest makes the content (and its hash) unique. */
const uniquePng = () => Buffer.concat([PNG_1PX, randomBytes(16)]);

describe.each(dbKinds)('logos in the database on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const upload = (owner: Owner, content: Buffer) => {
    const { payload, headers } = multipartBody(
      {},
      { field: 'logo', filename: 'l.png', contentType: 'image/png', content },
    );
    return call(t.app, 'PUT', '/api/business/update', { token: owner.token, body: payload, headers });
  };
  const remove = (owner: Owner) => {
    const { payload, headers } = multipartBody({ removeLogo: 'true' });
    return call(t.app, 'PUT', '/api/business/update', { token: owner.token, body: payload, headers });
  };
  const fileCount = async (key?: string) =>
    (
      await rows<{ n: number }>(
        t.app.db,
        key ? sql`select count(*)::int as n from files where key = ${key}` : sql`select count(*)::int as n from files`,
      )
    )[0].n;
  const keyOf = (logo: string) => logo.replace('/uploads/logos/', '');

  it('serves a logo by its content hash with immutable caching; a replaced or removed logo is deleted', async () => {
    const owner = await ownerWithBusiness(t.app);
    const bytes = uniquePng();
    const first = (await upload(owner, bytes)).body.data.logo as string;
    expect(first).toMatch(/^\/uploads\/logos\/[0-9a-f]{64}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: first });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    const again = await t.app.inject({
      method: 'GET',
      url: first,
      headers: { 'if-none-match': String(served.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    const second = (await upload(owner, uniquePng())).body.data.logo as string;
    expect(await fileCount(keyOf(first))).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await remove(owner)).body.data.logo).toBeNull();
    expect(await fileCount(keyOf(second))).toBe(0);
  });

  it('one content is one file; it stays while another business still shows it', async () => {
    const [a, b] = [await ownerWithBusiness(t.app), await ownerWithBusiness(t.app)];
    const bytes = uniquePng();
    const logo = (await upload(a, bytes)).body.data.logo as string;
    expect((await upload(b, bytes)).body.data.logo).toBe(logo);
    expect(await fileCount(keyOf(logo))).toBe(1);
    await remove(a);
    expect((await t.app.inject({ method: 'GET', url: logo })).statusCode).toBe(200);
    await remove(b);
    expect(await fileCount(keyOf(logo))).toBe(0);
  });

  it('20 concurrent uploads leave exactly one file: the logo the business shows', async () => {
    const owner = await ownerWithBusiness(t.app);
    const before = await fileCount();
    const replies = await Promise.all(Array.from({ length: 20 }, () => upload(owner, uniquePng())));
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(200));
    const shown = (await call(t.app, 'GET', '/api/business', { token: owner.token })).body.data.logo as string;
    expect(await fileCount()).toBe(before + 1);
    expect(await fileCount(keyOf(shown))).toBe(1);
  });

  it.each([
    '/uploads/logos/abc',
    '/uploads/logos',
    '/uploads/nothing',
    `/uploads/logos/${'a'.repeat(64)}`,
    '/uploads/logos/../../etc/passwd',
  ])('GET %s is a 404 in the failure shape', async (url) => {
    const res = await call(t.app, 'GET', url);
    expect({ status: res.status, body: res.body }).toEqual({
      status: 404,
      body: { success: false, message: 'Sahifa topilmadi', code: 'errors.notFound' },
    });
  });

  it('logos an earlier version wrote to DATA_DIR/uploads move into the database at start', async () => {
    const owner = await ownerWithBusiness(t.app);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fikr-logos-'));
    try {
      const bytes = uniquePng();
      mkdirSync(path.join(dataDir, 'uploads', 'logos'), { recursive: true });
      writeFileSync(path.join(dataDir, 'uploads', 'logos', 'Old_token-1.png'), bytes);
      await t.app.db.execute(
        sql`update businesses set logo = '/uploads/logos/Old_token-1.png' where id = ${owner.businessId}`,
      );
      const restarted = await buildApp(testConfig({ dataDir }), {
        database: { db: t.app.db, kind, close: async () => {} },
      });
      try {
        const logo = (await call(restarted, 'GET', '/api/business', { token: owner.token })).body.data.logo as string;
        expect(logo).toMatch(/^\/uploads\/logos\/[0-9a-f]{64}\.png$/);
        const served = await restarted.inject({ method: 'GET', url: logo });
        expect(served.rawPayload.equals(bytes)).toBe(true);
      } finally {
        await restarted.close();
      }
      expect(readdirSync(path.join(dataDir, 'uploads', 'logos'))).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
