import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { apiCall, uniquePhone } from '../lib/api';
import { freePort, repoRoot, type RunningApp, startApp } from '../lib/app-server';
import { launchBrowser, newPage } from '../lib/browser';
import { closeServer, serveStatic } from '../lib/static-server';

let app: RunningApp;
let browser: Browser;
let vouchersPort: number;
let vouchersServer: Server | undefined;

before(async () => {
  // mf-vouchers is deployed on its own origin: its own server, moved there through the runtime manifest.
  vouchersPort = await freePort();
  app = await startApp({
    MF_REMOTES: JSON.stringify({ mf_vouchers: `http://127.0.0.1:${vouchersPort}/mf-manifest.json` }),
  });
  browser = await launchBrowser();
});

after(async () => {
  if (vouchersServer) await closeServer(vouchersServer);
  await browser?.close();
  await app?.stop();
});

async function ownerToken(): Promise<string> {
  const phone = uniquePhone();
  const reg = await apiCall(app.url, 'POST', '/auth/register', {
    phone,
    password: 'secret123',
    check_password: 'secret123',
  });
  assert.equal(reg.status, 201, JSON.stringify(reg.body));
  const token = reg.body.data.token as string;
  const biz = await apiCall(app.url, 'POST', '/business', { name: 'Kafe Bahor', phone, category: 2 }, token);
  assert.equal(biz.status, 201, JSON.stringify(biz.body));
  return token;
}

test('a dead remote shows Retry while the rest of the console works; Retry loads it once it is back', async () => {
  const token = await ownerToken();
  const { page, context } = await newPage(browser, app.url);
  await page.addInitScript((t) => localStorage.setItem('token', t), token);

  await page.goto('/business/vouchers');
  await page.locator('[data-remote-unavailable="mf_vouchers"]').waitFor();
  await page.getByRole('button', { name: 'Qayta urinish' }).waitFor();

  // the sidebar and the other modules keep working
  await page.getByRole('menuitem', { name: 'Formalar' }).click();
  await page.locator('[data-remote="mf-forms"]').waitFor();
  await page.getByRole('menuitem', { name: 'Voucherlar' }).click();
  await page.locator('[data-remote-unavailable="mf_vouchers"]').waitFor();

  vouchersServer = await serveStatic(join(repoRoot, 'mf-vouchers/dist'), vouchersPort);
  await page.getByRole('button', { name: 'Qayta urinish' }).click();
  await page.locator('[data-remote="mf-vouchers"]').waitFor({ timeout: 15_000 });
  assert.equal(await page.locator('[data-remote-unavailable]').count(), 0);
  await context.close();
});
