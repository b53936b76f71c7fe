// `npm run bench` (mf-public/bench/first-load.ts): the standalone public form's first load on a phone network.
// Builds dist-standalone, starts the product (real API, fresh embedded DB) and opens /form/{code} in Chromium
// with Slow 4G (1.6 Mbps down, 750 kbps up, 150 ms RTT) and a 4× CPU slowdown. Two deployments are timed:
//  - "own origin": dist-standalone on its own static host with gzip and /api proxied (how it is deployed alone);
//  - "npm start /p/": the same build as served by the product's one port (no compression there today).
// Only 127.0.0.1 is contacted. Prints first-load JS (gzip) and the time until the form is usable.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { freePort, startApp } from '../../e2e/lib/app-server';
import { apiCall, uniquePhone } from '../../e2e/lib/api';

const PKG = join(__dirname, '..');
const DIST = join(PKG, 'dist-standalone');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8), uploadThroughput: (750e3 / 8) };
const CPU_SLOWDOWN = 4;
const TARGET_KB = 150;
const TARGET_MS = 3000;
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.html': 'text/html; charset=utf-8', '.map': 'application/json' };

async function buildStandalone(): Promise<void> {
  const webpack = require('webpack');
  const config = require(join(PKG, 'webpack.standalone.js'))({}, { mode: 'production' });
  await new Promise<void>((resolve, reject) =>
    webpack(config, (err: Error | null, stats: { hasErrors(): boolean; toString(o: object): string }) =>
      err || stats.hasErrors() ? reject(err ?? new Error(stats.toString({ all: false, errors: true }))) : resolve(),
    ),
  );
}

/** A static host with gzip for dist-standalone (SPA fallback) that proxies /api to the product, like nginx. */
function ownOrigin(apiPort: number, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (url.startsWith('/api/')) {
      const upstream = request({ host: '127.0.0.1', port: apiPort, path: url, method: req.method, headers: req.headers }, (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      });
      req.pipe(upstream);
      return;
    }
    let file = join(DIST, normalize(url.split('?')[0]).replace(/^(\.\.[/\\])+/, ''));
    if (!file.startsWith(DIST) || !existsSync(file) || !statSync(file).isFile()) file = join(DIST, 'index.html');
    const body = readFileSync(file);
    const gzip = /\.(js|html)$/.test(file);
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', ...(gzip ? { 'Content-Encoding': 'gzip' } : {}) });
    res.end(gzip ? gzipSync(body) : body);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** An open share link of a fresh form: the same public page and calls as an SMS link, without payments. */
async function formCode(base: string): Promise<string> {
  const phone = uniquePhone();
  const auth = await apiCall(base, 'POST', '/auth/register', { phone, password: 'secret123', check_password: 'secret123' });
  const token = auth.body.data.token;
  await apiCall(base, 'POST', '/business', { name: 'Choyxona', phone: `+${phone}`, category: 1 }, token);
  const form = await apiCall(base, 'POST', '/forms', {
    title: 'Bench',
    questions: [
      { type: 'text', text: 'Nima yoqdi?', required: false, options: [] },
      { type: 'choice', text: 'Qaysi taom?', required: true, options: ['Osh', 'Somsa'] },
      { type: 'number', text: 'Xizmat sifati', required: true, min: 1, max: 5, options: [] },
    ],
  }, token);
  if (form.status !== 201) throw new Error(`form setup failed: ${JSON.stringify(form.body)}`);
  return form.body.data.shareCode;
}

interface Run { usableMs: number; jsGzip: number; transferred: number }

/** One cold load: new context, throttled; usable = the enabled 'Yuborish' button is on the page. */
async function coldLoad(browser: Browser, url: string): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  // A string, not a function: tsx's helpers (__name) do not exist in the page.
  await page.addInitScript(`
    new MutationObserver(() => {
      const button = document.querySelector('.fp form button[type=submit]');
      if (button && !button.disabled && window.__usableAt === undefined) window.__usableAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
  `);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  let transferred = 0;
  cdp.on('Network.loadingFinished', (e: { encodedDataLength: number }) => (transferred += e.encodedDataLength));
  const scripts: Promise<number>[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.body().then((b) => gzipSync(b, { level: 9 }).length));
  });
  await page.goto(url, { waitUntil: 'commit' });
  await page
    .waitForFunction(() => (window as unknown as { __usableAt?: number }).__usableAt !== undefined, null, { timeout: 30_000 })
    .catch(async (err: Error) => {
      throw new Error(`${url} never became usable: ${(await page.innerText('body').catch(() => '?')).slice(0, 300)}`, { cause: err });
    });
  const usableMs = await page.evaluate(() => (window as unknown as { __usableAt: number }).__usableAt);
  const jsGzip = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
  await context.close();
  return { usableMs, jsGzip, transferred };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function report(label: string, runs: Run[]): void {
  const usable = median(runs.map((r) => r.usableMs));
  const js = median(runs.map((r) => r.jsGzip));
  console.log(
    `${label}: first-load JS ${kb(js)} KB gzip (target ≤ ${TARGET_KB}: ${js / 1024 <= TARGET_KB ? 'ok' : 'OVER'}), ` +
      `usable in ${(usable / 1000).toFixed(2)} s median of ${runs.length} (target < ${TARGET_MS / 1000} s: ${usable < TARGET_MS ? 'ok' : 'OVER'}); ` +
      `runs ${runs.map((r) => (r.usableMs / 1000).toFixed(2)).join(', ')} s; transferred ${kb(median(runs.map((r) => r.transferred)))} KB`,
  );
}

/** Own JS of the federated remote: remoteEntry.js + the exposes' sync chunks (async ones are shared fallbacks). */
function remoteOwnJs(): string {
  const dist = join(PKG, 'dist');
  if (!existsSync(join(dist, 'mf-manifest.json'))) return 'remote not built';
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8'));
  const files = new Set<string>(['remoteEntry.js']);
  for (const e of manifest.exposes) for (const f of e.assets.js.sync) files.add(f);
  const gz = [...files].reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f)), { level: 9 }).length, 0);
  return `${kb(gz)} KB gzip (${files.size} files)`;
}

async function main(): Promise<void> {
  await buildStandalone();
  const bundle = readdirSync(DIST).filter((f) => /^main\..*\.js$/.test(f));
  console.log(`dist-standalone JS: ${bundle.map((f) => `${f} ${kb(gzipSync(readFileSync(join(DIST, f)), { level: 9 }).length)} KB gzip`).join(', ')}`);
  console.log(`mf-public remote own JS: ${remoteOwnJs()}`);
  const app = await startApp();
  const staticPort = await freePort();
  const host = await ownOrigin(Number(new URL(app.url).port), staticPort);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const code = await formCode(app.url);
    for (const [label, url] of [
      ['own origin (gzip) /form/{code}', `http://127.0.0.1:${staticPort}/form/${code}`],
      ['npm start /p/form/{code}', `${app.url}/p/form/${code}`],
    ] as const) {
      await coldLoad(browser, url); // warm-up: server-side caches, not the browser's
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await coldLoad(browser, url));
      report(label, runs);
    }
  } finally {
    await browser.close();
    host.close();
    await app.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
