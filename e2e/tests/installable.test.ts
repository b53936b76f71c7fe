// The console as an app on the owner's phone: installable (web app manifest and service worker, as Chromium judges
// it), readable with no network at all (the server stopped, the phone offline: the last dashboard, responses and
// vouchers, read-only with a banner), and a new deploy offered with 'Yangi versiya — yangilash'.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { freePort, repoRoot, type RunningApp, startApp } from '../lib/app-server';
import { launchProfile } from '../lib/browser';
import { answerRequest, ownerWithForm, surveyRequest } from './public-setup';

const dataDir = mkdtempSync(join(tmpdir(), 'fikr-installable-'));
const profileDir = mkdtempSync(join(tmpdir(), 'fikr-installable-profile-'));
let port = 0;
let app: RunningApp | undefined;
let context: BrowserContext;
/** One server on one port and data folder, stopped and started again: the browser's origin stays the same. */
const startServer = async () => {
  app = await startApp({ PORT: String(port), DATA_DIR: dataDir });
  return app;
};
/** shell/dist/sw.js as the build wrote it, or as a deploy named `id` would (its bytes change). */
const writeWorker = (id?: string) =>
  execFileSync(process.execPath, [join(repoRoot, 'shell/build-service-worker.mjs')], {
    env: { ...process.env, ...(id ? { SW_BUILD_ID: id } : {}) },
    stdio: 'ignore',
  });

before(async () => {
  port = await freePort();
  await startServer();
  // A profile on disk, as an owner's phone browser has: Chromium never offers to install from an incognito one.
  context = await launchProfile(profileDir, {
    viewport: { width: 375, height: 740 },
    baseURL: `http://127.0.0.1:${port}`,
  });
});
after(async () => {
  await context?.close();
  await app?.stop();
  writeWorker(); // the build's own worker back
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profileDir, { recursive: true, force: true });
});

/** The page's network as the phone's: Chromium's own emulation, which navigator.onLine follows. */
const offline = (yes: boolean) => ({ offline: yes, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null);

test('installable, readable offline with actions off, and a deploy offers the new version', async () => {
  const { url } = app!;
  const { owner, form } = await ownerWithForm(url);
  const { code } = await surveyRequest(owner, form._id, { coin: 1000 });
  await answerRequest(url, form, code, { review: 'Zo‘r' });

  const page = context.pages()[0] ?? (await context.newPage());
  await context.addInitScript((t) => localStorage.setItem('token', t), owner.token);
  await page.goto('/business/dashboard');
  await page.getByTestId('stat-overall').waitFor();
  await controlled(page);

  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  assert.deepEqual(installabilityErrors, [], 'Chromium sees an installable app');
  const manifest = JSON.parse((await cdp.send('Page.getAppManifest')).data ?? '{}');
  assert.equal(manifest.start_url, '/business/dashboard');
  assert.equal(manifest.display, 'standalone');

  // what the owner looked at before the network went: the responses and the vouchers. The data cache is saved to
  // IndexedDB at most twice a second, so each page stays open a moment, as an owner's look at it does.
  const saved = () => page.waitForTimeout(1500);
  await saved();
  await page.goto('/business/responses');
  await page.getByTestId('customer-cell').first().waitFor();
  await saved();
  await page.goto('/business/vouchers');
  await page.locator('[data-remote="mf-vouchers"]').waitFor();
  await saved();
  await page.goto('/business/dashboard');
  await page.getByTestId('stat-overall').waitFor();
  await saved();

  // no network at all: the server is gone and the phone says offline
  await app!.stop();
  await context.setOffline(true);
  await cdp.send('Network.emulateNetworkConditions', offline(true));
  await page.reload();
  await page.getByTestId('offline-banner').waitFor();
  assert.match(await page.getByTestId('offline-banner').innerText(), /Internet yo'q/);
  await page.getByTestId('stat-overall').waitFor();
  await page.getByTestId('updated-at').waitFor();
  assert.match(await page.getByTestId('updated-at').innerText(), /^yangilandi \d\d:\d\d$/);
  const buttons = page.getByRole('main').getByRole('button');
  assert.ok((await buttons.count()) > 0);
  for (const button of await buttons.all()) assert.ok(await button.isDisabled(), 'offline, every action is off');

  await page.goto('/business/responses');
  await page.getByTestId('customer-cell').first().waitFor();
  await page.getByTestId('offline-banner').waitFor();

  // back online, after a deploy: the console offers the new version and takes it on the owner's click
  writeWorker(`deploy-${Date.now()}`);
  await startServer();
  await context.setOffline(false);
  await cdp.send('Network.emulateNetworkConditions', offline(false));
  await page.goto('/business/dashboard');
  await page.getByTestId('update-prompt').waitFor({ timeout: 30_000 });
  assert.match(await page.getByTestId('update-prompt').innerText(), /Yangi versiya/);
  await Promise.all([
    page.waitForEvent('framenavigated'),
    page.getByTestId('update-prompt').getByRole('button', { name: 'yangilash' }).click(),
  ]);
  await page.getByTestId('stat-overall').waitFor();
  assert.equal(await page.getByTestId('update-prompt').count(), 0);
});

/** The registration id Chromium gives the console's service worker, for DevTools' push delivery. */
async function workerRegistration(cdp: CDPSession, origin: string): Promise<string> {
  const found = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  return found;
}

test('a pushed low-rating alert shows as a notification that opens the console page it names, never elsewhere', async () => {
  const origin = app!.url.replace(/\/$/, '');
  await context.grantPermissions(['notifications'], { origin });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/business/dashboard');
  await controlled(page);
  const cdp = await context.newCDPSession(page);
  const registrationId = await workerRegistration(cdp, origin);
  // what a push service delivers: DevTools hands it to the worker as the push service would
  const deliver = (alert: object) =>
    cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(alert) });
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        url: (n.data as { url: string }).url,
        icon: new URL(n.icon).pathname,
      })),
    );

  /**
   * Delivers `alert` and returns the notifications once one titled as it shows. A push service retries a message
   * the browser did not take; so does this, every 5 s: on a busy machine DevTools' delivery can land while the
   * worker the last test updated is still settling, and is then dropped. The same alert shown twice is one.
   */
  const pushUntilShown = async (alert: { title: string; body: string; url: string }) => {
    for (let i = 0; i < 300; i++) {
      if (i % 50 === 0) await deliver(alert);
      const now = await shown();
      if (now.some((n) => n.title === alert.title))
        return [...new Map(now.map((n) => [JSON.stringify(n), n])).values()];
      await page.waitForTimeout(100);
    }
    return shown();
  };
  // the worker the deploy put in place is the active one, done activating
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === 'activated');

  assert.deepEqual(
    await pushUntilShown({ title: 'Past baho: 2', body: 'Rayhon · Xizmat sifati', url: '/business/responses/r1' }),
    [
      // the app's own icon, as the manifest names it
      { title: 'Past baho: 2', body: 'Rayhon · Xizmat sifati', url: '/business/responses/r1', icon: '/icon-192.png' },
    ],
  );
  assert.equal((await fetch(`${origin}/icon-192.png`)).status, 200);

  const phish = await pushUntilShown({ title: 'Past baho: 1', body: '', url: 'https://elsewhere.example/phish' });
  assert.equal(phish.find((n) => n.title === 'Past baho: 1')?.url, '/business/dashboard');
});
