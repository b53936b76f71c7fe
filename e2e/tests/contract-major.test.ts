// Contracts that cannot drift: a remote built against another major of @fikr/shared than the shell provides is
// refused at run time. Its route shows the Retry panel (the rest of the console works) and the browser console
// names both versions, instead of the remote running on contracts it was not built for.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { apiCall, uniquePhone } from '../lib/api';
import { freePort, repoRoot, type RunningApp, startApp } from '../lib/app-server';
import { launchBrowser, newPage } from '../lib/browser';
import { buildRemote } from '../lib/build-remote';
import { closeServer, serveStatic } from '../lib/static-server';

const sharedVersion: string = JSON.parse(readFileSync(join(repoRoot, 'shared/package.json'), 'utf8')).version;
const bumpedMajor = `^${Number(sharedVersion.split('.')[0]) + 1}.0.0`;
const deployDir = mkdtempSync(join(tmpdir(), 'fikr-contracts-'));
let app: RunningApp;
let browser: Browser;
let remoteServer: Server;

before(async () => {
  await buildRemote('mf-vouchers', deployDir, { CONTRACTS_RANGE: bumpedMajor });
  const manifest = JSON.parse(readFileSync(join(deployDir, 'mf-manifest.json'), 'utf8'));
  const contracts = manifest.shared.find((s: { name: string }) => s.name === '@fikr/shared');
  assert.equal(contracts.requiredVersion, bumpedMajor, 'the remote was built against the bumped major');
  const port = await freePort();
  remoteServer = await serveStatic(deployDir, port);
  app = await startApp({ MF_REMOTES: JSON.stringify({ mf_vouchers: `http://127.0.0.1:${port}/mf-manifest.json` }) });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await app?.stop();
  if (remoteServer) await closeServer(remoteServer);
  rmSync(deployDir, { recursive: true, force: true });
});

test('a remote built against another major of @fikr/shared shows Retry and the console names both versions', async () => {
  const phone = uniquePhone();
  const reg = await apiCall(app.url, 'POST', '/auth/register', {
    phone,
    password: 'Shartnoma-2026!',
    check_password: 'Shartnoma-2026!',
  });
  const token = reg.body.data.token as string;
  assert.equal(
    (await apiCall(app.url, 'POST', '/business', { name: 'Kafe Shartnoma', phone, category: 2 }, token)).status,
    201,
  );
  const { page, context, errors } = await newPage(browser, app.url);
  await page.addInitScript((t) => localStorage.setItem('token', t), token);

  await page.goto('/business/vouchers');
  await page.locator('[data-remote-unavailable="mf_vouchers"]').waitFor();
  assert.equal(await page.locator('[data-remote="mf-vouchers"]').count(), 0, 'the incompatible remote did not render');
  const named = errors.find((e) => e.includes('@fikr/shared') && e.includes(sharedVersion) && e.includes(bumpedMajor));
  assert.ok(named, `a console error names both versions:\n${errors.join('\n')}`);

  // the compatible remotes keep working
  await page.getByRole('menuitem', { name: 'Formalar' }).click();
  await page.locator('[data-remote="mf-forms"]').waitFor();
  await context.close();
});
