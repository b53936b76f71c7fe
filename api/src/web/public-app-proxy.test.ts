// npm start's one port: the public app's paths passed on to its own server (here a stand-in that echoes).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { call, createTestApp, type TestApp } from '../test/harness';

describe('the public app behind the API (PUBLIC_APP_URL)', () => {
  let upstream: Server;
  let t: TestApp;
  const seen: Array<{ method: string; url: string; headers: Record<string, unknown>; body: string }> = [];

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
        if (req.url === '/light/client-ABCDEFGH.js') {
          res.writeHead(200, { 'content-type': 'text/javascript', 'content-encoding': 'gzip' });
          return res.end(gzipSync('console.log(1)'));
        }
        if (req.method === 'POST') {
          res.writeHead(303, { location: '/wallet', 'set-cookie': ['a=1; Path=/', 'b=2; Path=/; HttpOnly'] });
          return res.end();
        }
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
        res.end('<!doctype html><p>public page</p>');
      });
    });
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
    const { port } = upstream.address() as AddressInfo;
    t = await createTestApp('pglite', { serveWeb: true, publicAppUrl: `http://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((r) => upstream.close(r));
  });

  it('passes a page on with its headers; the customer’s address replaces whatever X-Forwarded-For they sent', async () => {
    const res = await call(t.app, 'GET', '/form/abc?lang=ru', {
      headers: { 'x-forwarded-for': '6.6.6.6', cookie: 'lang=ru', 'accept-language': 'ru' },
      ip: '10.1.2.3',
    });
    expect(res.status).toBe(200);
    expect(res.body).toBe('<!doctype html><p>public page</p>');
    expect(res.headers['cache-control']).toBe('no-cache');
    const got = seen.at(-1)!;
    expect(got.url).toBe('/form/abc?lang=ru');
    expect(got.headers['x-forwarded-for']).toBe('10.1.2.3');
    expect(got.headers.cookie).toBe('lang=ru');
    expect(got.headers['accept-language']).toBe('ru');
  });

  it('streams a form post through and every Set-Cookie back; compressed files stay compressed', async () => {
    const res = await call(t.app, 'POST', '/wallet/code', {
      body: 'phone=998901234567',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/wallet');
    expect(res.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/; HttpOnly']);
    expect(seen.at(-1)!.body).toBe('phone=998901234567');
    const js = await call(t.app, 'GET', '/light/client-ABCDEFGH.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(js.headers['content-encoding']).toBe('gzip');
    for (const path of [
      '/form-completed',
      '/voucher/t',
      '/wallet',
      '/wallet/history',
      '/p/form/x',
      '/stop/t',
      '/r/t/google',
    ])
      expect((await call(t.app, 'GET', path)).status).toBe(200);
  });

  it('a public app that does not answer is a 502 in the failure shape; the API itself goes on', async () => {
    const down = await createTestApp('pglite', { serveWeb: true, publicAppUrl: 'http://127.0.0.1:9' });
    try {
      const res = await call(down.app, 'GET', '/form/abc');
      expect(res.status).toBe(502);
      expect(res.body).toMatchObject({ success: false, code: 'errors.serverError' });
      expect((await call(down.app, 'GET', '/api/health')).status).toBe(200);
    } finally {
      await down.close();
    }
  });
});
