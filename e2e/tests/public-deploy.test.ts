// The public app deployed on its own: a new build of mf-public's server replaces the running one while the API
// keeps running (same process, same pid, never restarted), and customers get the new build's pages through the
// same address, the form completing once as before.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { freePort, type RunningApp, startApp } from '../lib/app-server';
import { launchBrowser, newPage } from '../lib/browser';
import { buildPublicApp, type PublicServer, startPublicServer } from '../lib/public-server';
import { completedCount, ownerWithForm, responseOf, surveyRequest } from './public-setup';

const deployDir = mkdtempSync(join(tmpdir(), 'fikr-public-deploy-'));
let app: RunningApp;
let browser: Browser;
let publicPort: number;
let running: PublicServer | undefined;

before(async () => {
  publicPort = await freePort();
  // npm start with the public app deployed elsewhere: the API passes its paths on to PUBLIC_APP_URL
  app = await startApp({ PUBLIC_APP_URL: `http://127.0.0.1:${publicPort}` });
  browser = await launchBrowser();
});
after(async () => {
  await running?.stop();
  await browser?.close();
  await app?.stop();
  rmSync(deployDir, { recursive: true, force: true });
});

/** The API process: the pid (and its start time) in the lock of the database it holds. */
const apiProcess = () => readFileSync(join(app.dataDir, 'db.lock'), 'utf8').trim();

test('a new public-app build is deployed while the API keeps running; the new pages are served', async () => {
  const first = `deploy-a-${Date.now()}`;
  const second = `deploy-b-${Date.now()}`;
  await buildPublicApp(join(deployDir, first), first);
  running = await startPublicServer(join(deployDir, first), publicPort, app.url);

  const { owner, form } = await ownerWithForm(app.url);
  const request = await surveyRequest(owner, form._id, { coin: 1_500 });
  const api = apiProcess();
  const pid = Number(api.split(' ')[0]);
  assert.ok(pid > 0 && pid !== running.child.pid, `the API has its own process: ${api}`);

  const { page, context, errors } = await newPage(browser, app.url, { width: 375, height: 740 });
  const build = page.locator('meta[name="fikr-public-build"]');
  await page.goto(`/form/${request.code}`);
  assert.equal(await build.getAttribute('content'), first);
  await page
    .getByRole('heading', { name: /fikringiz/i })
    .first()
    .waitFor();

  // The new build is made while the old one serves; then the old server stops and the new one takes its port.
  const started = Date.now();
  await buildPublicApp(join(deployDir, second), second);
  await running.stop();
  const gap = await fetch(`${app.url}/form/${request.code}`);
  assert.equal(gap.status, 502, 'between the two, the public pages are unavailable');
  assert.equal((await fetch(`${app.url}/api/health`)).status, 200, 'the API answers all along');
  running = await startPublicServer(join(deployDir, second), publicPort, app.url);
  console.log(`[public deploy] ${second} built and started in ${Date.now() - started} ms`);

  await page.reload();
  assert.equal(await build.getAttribute('content'), second);
  await page.getByLabel('Nima yoqdi?').fill('Yangi versiya');
  await page.getByRole('radio', { name: 'Somsa' }).check();
  await page
    .getByRole('radiogroup', { name: /Xizmat sifati/ })
    .getByRole('radio', { name: 'Yaxshi' })
    .check({ force: true });
  await page.getByRole('button', { name: 'Yuborish' }).click();
  await page.waitForURL((url) => url.pathname === '/form-completed');
  await page.getByRole('heading', { name: 'Rahmat!' }).waitFor();
  assert.equal((await responseOf(owner, request.responseId)).status, 'completed');
  assert.equal(await completedCount(owner, form._id), 1);

  assert.equal(apiProcess(), api, 'the same API process holds the database');
  assert.doesNotThrow(() => process.kill(pid, 0), 'and it is still running');
  assert.deepEqual(errors, []);
  await context.close();
});
