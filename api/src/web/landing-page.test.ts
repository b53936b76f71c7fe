// The prerendered landing at / (needs the build: shell/dist-landing, made by `npm run build`).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { call, createTestApp, type TestApp } from '../test/harness';

const repoRoot = join(__dirname, '../../..');
const { script } = JSON.parse(readFileSync(join(repoRoot, 'shell/dist-landing/manifest.json'), 'utf8')) as {
  script: string;
};
const texts = (lang: string) => readFileSync(join(repoRoot, `shell/dist-landing/${lang}.html`), 'utf8');

describe('the landing page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { serveWeb: true });
  });
  afterAll(() => t.close());

  it('GET / is the prerendered page in Uzbek, revalidated each time, with its one script', async () => {
    const res = await call(t.app, 'GET', '/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = String(res.body);
    expect(html).toContain('<html lang="uz">');
    expect(html).toContain('<h1>Mijozlaringiz fikrini biling va ularni rag‘batlantiring</h1>');
    expect(html).toContain(`<script defer src="/landing/${script}"></script>`);
    expect(html).toBe(texts('uz'));
  });

  it('?lang=ru answers Russian and remembers it in the lang cookie; the cookie picks English', async () => {
    const ru = await call(t.app, 'GET', '/?lang=ru');
    expect(String(ru.body)).toContain('<html lang="ru">');
    expect(ru.headers['set-cookie']).toMatch(/^lang=ru; Path=\//);
    const en = await call(t.app, 'GET', '/', { headers: { cookie: 'lang=en' } });
    expect(String(en.body)).toContain('<html lang="en">');
    expect(en.headers.vary).toMatch(/Cookie/);
    const junk = await call(t.app, 'GET', '/?lang=xx', { headers: { cookie: 'lang=<script>' } });
    expect(String(junk.body)).toContain('<html lang="uz">');
  });

  it('the script is immutable under its hash and goes out brotli-compressed from the build', async () => {
    const res = await call(t.app, 'GET', `/landing/${script}`, { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await call(t.app, 'GET', '/landing/no-such.js')).status).toBe(404);
  });

  it('the console still answers its own routes', async () => {
    const res = await call(t.app, 'GET', '/login');
    expect(String(res.body)).toContain('<div id="root">');
  });
});
