import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { call, createTestApp, type TestApp } from '../test/harness';
import { manifestOrigins } from './security-headers';

const FORM_ORIGIN = 'https://f.fikr.test';
const CONSOLE_ORIGIN = 'https://app.fikr.test';

describe('security headers and CORS', () => {
  let t: TestApp;
  let dir: string;
  let manifestFile: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'fikr-csp-'));
    manifestFile = path.join(dir, 'remotes.json');
    writeFileSync(manifestFile, JSON.stringify({ 'mf-forms': 'https://cdn-one.example.uz/mf-forms/mf-manifest.json' }));
    t = await createTestApp('pglite', {
      publicOrigin: CONSOLE_ORIGIN,
      publicFormOrigin: FORM_ORIGIN,
      serveWeb: true,
      remoteOverrides: { json: undefined, file: manifestFile },
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const csp = (headers: Record<string, unknown>) => String(headers['content-security-policy']);

  it('sends CSP, nosniff, referrer policy and HSTS (PUBLIC_ORIGIN is https) on every response', async () => {
    const res = await call(t.app, 'GET', '/api/health');
    expect(res.status).toBe(200);
    expect(csp(res.headers)).toContain("frame-ancestors 'none'");
    expect(csp(res.headers)).toContain("script-src 'self' https://cdn-one.example.uz");
    expect(csp(res.headers)).toContain("style-src 'self' 'unsafe-inline' https://cdn-one.example.uz");
    expect(csp(res.headers)).toContain("connect-src 'self' https://cdn-one.example.uz");
    expect(csp(res.headers)).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('follows a change of the runtime manifest file without a restart', async () => {
    writeFileSync(
      manifestFile,
      JSON.stringify({ 'mf-forms': 'https://cdn-two-moved.example.uz/mf-forms/mf-manifest.json' }),
    );
    const res = await call(t.app, 'GET', '/api/health');
    expect(csp(res.headers)).toContain("script-src 'self' https://cdn-two-moved.example.uz;");
    expect(csp(res.headers)).not.toContain('cdn-one');
  });

  it('the public form routes allow the public form origin, private routes the console origin only', async () => {
    const preflight = (url: string, origin: string) =>
      call(t.app, 'OPTIONS', url, {
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    for (const url of ['/api/forms/u/abc123', '/api/responses/abc123/submit', '/api/public/vouchers/abc']) {
      expect((await preflight(url, FORM_ORIGIN)).headers['access-control-allow-origin']).toBe(FORM_ORIGIN);
      expect((await preflight(url, 'https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
    }
    expect((await preflight('/api/auth/login', CONSOLE_ORIGIN)).headers['access-control-allow-origin']).toBe(
      CONSOLE_ORIGIN,
    );
    expect((await preflight('/api/auth/login', FORM_ORIGIN)).headers['access-control-allow-origin']).toBeUndefined();
    const stats = await call(t.app, 'GET', '/api/stats', { headers: { origin: 'https://evil.example' } });
    expect(stats.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('HTML gets no CORS header', async () => {
    const page = await call(t.app, 'GET', '/login', { headers: { origin: 'https://evil.example' } });
    expect(String(page.headers['content-type'])).toMatch(/^text\/html/);
    expect(page.headers['access-control-allow-origin']).toBeUndefined();
    expect(csp(page.headers)).toContain("frame-ancestors 'none'");
  });

  it('takes the origins of absolute manifest URLs only', () => {
    expect(
      manifestOrigins({
        a: '/remotes/mf-forms/mf-manifest.json',
        b: 'https://x.uz/m.json',
        c: 'https://x.uz/n.json',
        d: 'http://y.uz:8080/m',
      }),
    ).toEqual(['http://y.uz:8080', 'https://x.uz']);
  });
});
