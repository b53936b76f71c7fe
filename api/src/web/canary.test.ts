import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { call, createTestApp, type TestApp } from '../test/harness';

const CANARY = 'http://127.0.0.1:4099';
const canaryEntry = `${CANARY}/mf-forms/2.0.0-rc1/mf-manifest.json`;

describe('a canary remote for one browser', () => {
  const repoRoot = mkdtempSync(join(tmpdir(), 'fikr-canary-'));
  let t: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    mkdirSync(join(repoRoot, 'mf-forms/dist'), { recursive: true });
    writeFileSync(join(repoRoot, 'mf-forms/dist/mf-manifest.json'), '{}');
    t = await createTestApp('pglite', { serveWeb: true, repoRoot, canaryOrigins: [CANARY] });
    plain = await createTestApp('pglite', { serveWeb: true, repoRoot });
  });
  afterAll(async () => {
    await t.close();
    await plain.close();
    rmSync(repoRoot, { recursive: true, force: true });
  });

  const cookieOf = (res: { headers: Record<string, unknown> }) => String(res.headers['set-cookie'] ?? '').split(';')[0];
  const manifest = async (app: TestApp, cookie?: string) =>
    (await call(app.app, 'GET', '/mf-remotes.json', { headers: cookie ? { cookie } : {} })).body;

  it("moves a remote for the browser that asked, from an allow-listed origin only, keeping the remote's pages", async () => {
    const set = await call(t.app, 'GET', `/canary?remote=mf_forms&entry=${encodeURIComponent(canaryEntry)}`);
    expect([set.status, set.headers.location]).toEqual([303, '/business/dashboard']);
    expect(String(set.headers['set-cookie'])).toMatch(/^fikr_canary=.*; Path=\/; HttpOnly; SameSite=Lax/);
    const cookie = cookieOf(set);

    const everyone = await manifest(t);
    const mine = await manifest(t, cookie);
    expect(mine.mf_forms).toEqual({ ...everyone.mf_forms, entry: canaryEntry });
    expect(everyone.mf_forms.entry).not.toBe(canaryEntry);
    expect(mine.mf_vouchers).toEqual(everyone.mf_vouchers);
    const page = await call(t.app, 'GET', '/mf-remotes.json', { headers: { cookie } });
    expect(page.headers.vary).toMatch(/Cookie/);
    expect(String(page.headers['content-security-policy'])).toContain(`script-src 'self' ${CANARY}`);

    const cleared = await call(t.app, 'GET', '/canary?clear=1', { headers: { cookie } });
    expect(cleared.status).toBe(303);
    expect(String(cleared.headers['set-cookie'])).toMatch(/^fikr_canary=;/);
  });

  it("refuses another origin or an unknown remote in the reader's language, and ignores a forged cookie", async () => {
    const elsewhere = await call(
      t.app,
      'GET',
      `/canary?remote=mf_forms&entry=${encodeURIComponent('https://evil.example/x.json')}`,
    );
    expect(elsewhere).toMatchObject({
      status: 400,
      body: { success: false, message: `Canary faqat shu manbalardan yuklanadi: ${CANARY}` },
    });
    const unknown = await call(t.app, 'GET', `/canary?remote=mf_nope&entry=${encodeURIComponent(canaryEntry)}`, {
      headers: { 'accept-language': 'en' },
    });
    expect(unknown).toMatchObject({ status: 400, body: { message: 'The manifest lists no such remote' } });

    const forged = `fikr_canary=${encodeURIComponent(JSON.stringify({ mf_forms: 'https://evil.example/mf-manifest.json' }))}`;
    expect((await manifest(t, forged)).mf_forms).toEqual((await manifest(t)).mf_forms);
  });

  it('without MF_CANARY_ORIGINS there is no canary: no route, the cookie changes nothing', async () => {
    expect(
      (await call(plain.app, 'GET', `/canary?remote=mf_forms&entry=${encodeURIComponent(canaryEntry)}`)).status,
    ).toBe(404);
    const cookie = `fikr_canary=${encodeURIComponent(JSON.stringify({ mf_forms: canaryEntry }))}`;
    expect((await manifest(plain, cookie)).mf_forms).toEqual((await manifest(plain)).mf_forms);
  });
});
