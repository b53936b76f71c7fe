// `npm run bench` (e2e/bench/first-load.ts): a customer's first load of the survey link on a phone network.
// Starts the built product (real API, fresh embedded DB) and opens a form in Chromium at 375 px with Slow 4G
// (1.6 Mbps down, 750 kbps up, 150 ms RTT) and a 4× CPU slowdown, cold cache, median of BENCH_RUNS (5):
//  - "light app": /form/{code} as `npm start` answers it now — HTML rendered on the server (Preact), one script;
//  - "console-hosted": the same URL answered with the console's index.html, as before issue 18 (the shell loads
//    and routes /form/:code to the mf-public remote).
//  - the customer's wallet, /wallet, the same light app: signed out (the phone form) and signed in (balance and a
//    voucher with its QR code, the session cookie set before the load).
// readable = the page's form button is in the page; load = the page's `load` event. Only 127.0.0.1 is contacted.
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from 'playwright-core';
import { startApp } from '../lib/app-server';
import { apiCall } from '../lib/api';
import { answerRequest, awaitMessage, ownerWithForm, surveyRequest } from '../tests/public-setup';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };
const CPU_SLOWDOWN = 4;
const TARGET = { readableMs: 1000, loadMs: 1500, jsKb: 40, totalKb: 60 };

interface Run {
  readableMs: number;
  loadMs: number;
  jsGzip: number;
  transferred: number;
  files: number;
}

/**
 * One cold load in a new context; `shellHtml` set = the document is answered with the console's index.html;
 * `session` = the wallet's session cookie.
 */
async function coldLoad(browser: Browser, url: string, shellHtml?: string, session?: string): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  if (session) await context.addCookies([{ name: 'fikr_customer', value: session, url }]);
  const page = await context.newPage();
  if (shellHtml)
    await page.route(url, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: shellHtml }),
    );
  // A string, not a function: tsx's helpers (__name) do not exist in the page.
  await page.addInitScript(`
    new MutationObserver(() => {
      const button = document.querySelector('.fp form button[type=submit]');
      if (button && window.__readableAt === undefined) window.__readableAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
  `);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  let transferred = 0;
  let files = 0;
  cdp.on('Network.loadingFinished', (e: { encodedDataLength: number }) => {
    transferred += e.encodedDataLength;
    files += 1;
  });
  const scripts: Promise<number>[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.body().then((b) => gzipSync(b, { level: 9 }).length));
  });
  await page.goto(url, { waitUntil: 'commit' });
  await page
    .waitForFunction(
      () =>
        (window as unknown as { __readableAt?: number }).__readableAt !== undefined &&
        document.readyState === 'complete',
      null,
      { timeout: 60_000 },
    )
    .catch(async (err: Error) => {
      throw new Error(
        `${url} never showed the form: ${(await page.innerText('body').catch(() => '?')).slice(0, 300)}`,
        { cause: err },
      );
    });
  await page.waitForLoadState('networkidle');
  const { readableMs, loadMs } = await page.evaluate(() => ({
    readableMs: (window as unknown as { __readableAt: number }).__readableAt,
    loadMs: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
  }));
  const jsGzip = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
  await context.close();
  return { readableMs, loadMs, jsGzip, transferred, files };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const s = (ms: number) => (ms / 1000).toFixed(2);
const verdict = (ok: boolean) => (ok ? 'ok' : 'MISS');

function report(label: string, runs: Run[], targets: boolean): void {
  const readable = median(runs.map((r) => r.readableMs));
  const load = median(runs.map((r) => r.loadMs));
  const js = median(runs.map((r) => r.jsGzip));
  const total = median(runs.map((r) => r.transferred));
  const t = (text: string) => (targets ? ` (${text})` : '');
  console.log(`${label}:`);
  console.log(
    `  readable ${s(readable)} s${t(`target ≤ ${s(TARGET.readableMs)} s: ${verdict(readable <= TARGET.readableMs)}`)}, runs ${runs.map((r) => s(r.readableMs)).join(', ')}`,
  );
  console.log(
    `  load     ${s(load)} s${t(`target ≤ ${s(TARGET.loadMs)} s: ${verdict(load <= TARGET.loadMs)}`)}, runs ${runs.map((r) => s(r.loadMs)).join(', ')}`,
  );
  console.log(
    `  first-load JS ${kb(js)} KB gzip${t(`≤ ${TARGET.jsKb}: ${verdict(js / 1024 <= TARGET.jsKb)}`)}; downloaded ${kb(total)} KB in ${median(runs.map((r) => r.files))} responses${t(`≤ ${TARGET.totalKb}: ${verdict(total / 1024 <= TARGET.totalKb)}`)}`,
  );
}

/** A customer with a voucher from the form, signed in to the wallet by the SMS code: the session token. */
async function walletSession(
  base: string,
  owner: Awaited<ReturnType<typeof ownerWithForm>>['owner'],
  form: Awaited<ReturnType<typeof ownerWithForm>>['form'],
): Promise<string> {
  const { customer, code } = await surveyRequest(owner, form._id, { voucher: 25_000 });
  await answerRequest(base, form, code);
  await apiCall(base, 'POST', '/customer/auth/code', { phone: customer });
  const sms = await awaitMessage(base, customer, (text) => /kirish kodi \d{6}/.test(text));
  const verified = await apiCall<{ data: { token: string } }>(base, 'POST', '/customer/auth/verify', {
    phone: customer,
    code: sms?.match(/kirish kodi (\d{6})/)?.[1],
  });
  return verified.body.data.token;
}

async function main(): Promise<void> {
  const app = await startApp();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    // The open share link of the form the public e2e tests use: the page an SMS link opens.
    const { owner, form } = await ownerWithForm(app.url);
    const code = form.shareCode;
    const session = await walletSession(app.url, owner, form);
    const shellHtml = await (await fetch(`${app.url}/login`)).text(); // the console (/ is the landing)
    console.log(`Slow 4G, 4× CPU, 375 px, cold cache, median of ${RUNS}:`);
    for (const [label, path, shell, cookie] of [
      ['light app (npm start) /form/{code}', `/form/${code}`, undefined, undefined],
      ['light app /wallet, signed out', '/wallet', undefined, undefined],
      ['light app /wallet, signed in (a voucher, its QR code)', '/wallet', undefined, session],
      ['console-hosted /form/{code} (before issue 18)', `/form/${code}`, shellHtml, undefined],
    ] as const) {
      const url = `${app.url}${path}`;
      await coldLoad(browser, url, shell, cookie); // warm-up: server-side caches, not the browser's
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await coldLoad(browser, url, shell, cookie));
      report(label, runs, !shell);
    }
  } finally {
    await browser.close();
    await app.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
