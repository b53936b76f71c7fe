import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { apiCall, uniquePhone } from '../lib/api';
import { registerOnPage } from '../lib/phone-proof';
import { repoRoot } from '../lib/app-server';
import { newPage } from '../lib/browser';
import { useAppAndBrowser } from '../lib/suite';

const suite = useAppAndBrowser();

test('the landing page renders with its start button', async () => {
  const { page, context, errors } = await newPage(suite.browser, suite.app.url);
  await page.goto('/');
  await page.getByRole('button', { name: 'Boshlash' }).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test('an unknown public path shows the public not-found page', async () => {
  const { page, context } = await newPage(suite.browser, suite.app.url);
  await page.goto('/no/such/page');
  await page.getByText('Page Not Found').waitFor();
  await page.getByRole('link', { name: /Bosh sahifaga/ }).waitFor();
  await context.close();
});

test('the shell carries no remote URL: remotes come from /mf-remotes.json', async () => {
  const manifest = await (await fetch(`${suite.app.url}/mf-remotes.json`)).json();
  assert.equal(manifest.mf_forms.entry, '/remotes/mf-forms/mf-manifest.json');
  assert.equal(manifest.mf_forms.pages[0].path, 'forms/*', 'each remote declares its console pages');
  const remote = await fetch(`${suite.app.url}${manifest.mf_forms.entry}`);
  assert.equal(remote.status, 200);
  assert.ok((await remote.json()).exposes.some((e: { name: string }) => e.name === 'routes'));

  // moving a remote = editing the runtime manifest: no remote's path or dev port is in the shell's bundle
  const shellDist = join(repoRoot, 'shell/dist');
  const bundles = readdirSync(shellDist).filter((f) => f.endsWith('.js'));
  assert.ok(bundles.length > 0);
  for (const file of bundles) {
    const code = readFileSync(join(shellDist, file), 'utf8');
    assert.doesNotMatch(code, /\/remotes\/mf-|localhost:30\d\d|mf_forms@|remoteEntry\.js/, file);
  }
});

const REMOTE_ROUTES: [string, string][] = [
  ['/business/forms', 'mf-forms'],
  ['/business/forms/new', 'mf-forms'],
  ['/business/forms/abc/edit', 'mf-forms'],
  ['/business/forms/abc/responses', 'mf-responses'],
  ['/business/responses', 'mf-responses'],
  ['/business/vouchers', 'mf-vouchers'],
  ['/business/settings', 'mf-settings'],
  ['/business/till', 'mf-vouchers'],
  ['/business/team', 'mf-team'],
  ['/business/team/audit', 'mf-team'],
  ['/form/some-code', 'mf-public'],
  ['/form-completed', 'mf-public'],
  ['/voucher/some-token', 'mf-public'],
];

test('register, then a business, reaches the console; every remote renders in the shell with one React', async () => {
  const phone = uniquePhone();
  const { page, context, errors } = await newPage(suite.browser, suite.app.url);

  await registerOnPage(page, suite.app.url, phone); // signs up and proves the phone with the SMS code
  await page.waitForURL(`${suite.app.url}/create-business`); // no business yet → the wizard

  const token = await page.evaluate(() => localStorage.getItem('token'));
  assert.ok(token, 'the token is stored under the key "token"');
  const created = await apiCall(
    suite.app.url,
    'POST',
    '/business',
    { name: 'Choyxona Navro‘z', phone: `+${phone}`, category: 1 },
    token!,
  );
  assert.equal(created.status, 201, JSON.stringify(created.body));

  await page.goto('/business/dashboard');
  await page.getByTestId('dashboard-business-name').getByText('Choyxona Navro‘z').waitFor();
  assert.equal(await page.getByTestId('page-title').textContent(), 'Boshqaruv paneli');

  // Each navigation is a full page load: check on every page that the remote's React is the shell's.
  for (const [path, remote] of REMOTE_ROUTES) {
    // A customer's /form, /form-completed and /voucher are answered by the light public app; inside the console
    // mf-public renders those routes when the shell navigates there itself.
    if (remote === 'mf-public') {
      await page.evaluate((p) => {
        history.pushState(null, '', p);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
    } else await page.goto(path);
    await page.locator(`[data-remote="${remote}"]`).first().waitFor({ timeout: 15_000 });
    const react = await page.evaluate((name) => {
      const seen = window.__fikrReact ?? {};
      return { marked: Boolean(seen[name]), same: Boolean(seen.shell) && seen[name] === seen.shell };
    }, remote);
    assert.deepEqual(react, { marked: true, same: true }, `${remote} at ${path} uses the shell's React`);
  }
  assert.ok(!errors.some((e) => /Invalid hook call/.test(e)), errors.join('\n'));

  // logout, then sign in again through the login page
  await page.goto('/business/dashboard');
  await page.getByRole('button', { name: 'Chiqish' }).click();
  await page.waitForURL(`${suite.app.url}/login`);
  assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);
  await page.getByLabel('Telefon raqam').fill(phone);
  await page.getByLabel('Parol').fill('secret123');
  await page.getByRole('button', { name: 'Kirish' }).click();
  await page.waitForURL(`${suite.app.url}/business/dashboard`);
  await context.close();
});

declare global {
  interface Window {
    __fikrReact?: Record<string, unknown>;
  }
}
