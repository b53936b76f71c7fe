// The console learns its pages from the runtime manifest: mf-team, deployed on its own server, appears in the
// running console when the manifest file lists it and goes when it no longer does, the shell unchanged byte for
// byte. Then the team itself: the owner invites a cashier and a manager, each signs up with the invited phone and
// sees only their menu, the cashier redeems a voucher at the till and the owner reads it in the audit trail.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import apps from '@fikr/shared/apps.json';
import { apiCall, uniquePhone } from '../lib/api';
import { registerOnPage } from '../lib/phone-proof';
import { chooseOption } from '../lib/antd-select';
import { freePort, repoRoot } from '../lib/app-server';
import { newPage } from '../lib/browser';
import { shellDigest } from '../lib/shell-digest';
import { closeServer, serveStatic } from '../lib/static-server';
import { useAppAndBrowser } from '../lib/suite';
import { awaitMessage, ownerWithForm, surveyRequest, voucherConfirmToken, voucherOf } from './public-setup';

const deployDir = mkdtempSync(join(tmpdir(), 'fikr-team-'));
const manifestFile = join(deployDir, 'mf-remotes.json');
const WITHOUT_TEAM = JSON.stringify({ mf_team: null });
writeFileSync(manifestFile, WITHOUT_TEAM);
const suite = useAppAndBrowser({ MF_REMOTES_FILE: manifestFile });
let teamServer: Server | undefined;
after(async () => {
  if (teamServer) await closeServer(teamServer);
  rmSync(deployDir, { recursive: true, force: true });
});

async function signedIn(browser: Browser, token: string, path: string) {
  const { page, context, errors } = await newPage(browser, suite.app.url);
  await context.addInitScript((t) => localStorage.setItem('token', t), token);
  await page.goto(path);
  return { page, context, errors };
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'console' }).getByRole('menuitem');
const menuLabels = async (page: Page) => (await menu(page).allTextContents()).map((s) => s.trim());

test('a remote listed in the manifest file brings its menu item and pages; unlisted, they go; the shell is unchanged', async () => {
  const { owner } = await ownerWithForm(suite.app.url);
  const shellBefore = shellDigest();
  const { page, context, errors } = await signedIn(suite.browser, owner.token, '/business/dashboard');
  await page.getByTestId('dashboard-business-name').waitFor();
  assert.ok(!(await menuLabels(page)).includes('Jamoa'), 'no team page while the manifest leaves mf-team out');

  const port = await freePort();
  teamServer = await serveStatic(join(repoRoot, 'mf-team/dist'), port);
  const declared = apps.remotes.find((r) => r.name === 'mf-team');
  const entry = { entry: `http://127.0.0.1:${port}/mf-manifest.json`, pages: (declared as { pages: unknown }).pages };
  writeFileSync(manifestFile, JSON.stringify({ mf_team: entry }));
  await page.reload();
  await menu(page).filter({ hasText: 'Jamoa' }).click();
  await page.locator('[data-remote="mf-team"]').waitFor();
  assert.equal(await page.getByTestId('page-title').textContent(), 'Jamoa');
  await page.getByRole('table', { name: "Jamoa a'zolari" }).getByText('Egasi').waitFor();
  await page.getByRole('navigation', { name: "Jamoa bo'limlari" }).getByText('Harakatlar tarixi').click();
  await page.getByRole('table', { name: 'Harakatlar tarixi' }).waitFor();
  assert.equal(await page.getByTestId('page-title').textContent(), 'Harakatlar tarixi');
  assert.deepEqual(await menuLabels(page), [
    'Bosh sahifa',
    'Formalar',
    "So'rovnoma",
    'Voucherlar',
    'Kassa',
    'Sozlamalar',
    'Jamoa',
  ]);

  writeFileSync(manifestFile, WITHOUT_TEAM);
  await page.reload();
  await page.getByTestId('page-title').filter({ hasText: 'Sahifa topilmadi' }).waitFor();
  assert.ok(!(await menuLabels(page)).includes('Jamoa'), 'the menu item went with the manifest entry');

  assert.deepEqual(shellDigest(), shellBefore, 'the shell build did not change');
  assert.deepEqual(
    errors.filter((e) => !/mf-team|Failed to load resource/.test(e)),
    [],
  );
  await context.close();
});

/**
 * Registers the invited phone through the console's sign-up page and proves it with the SMS code (only a proven
 * phone takes its seat); returns the page on the member's console.
 */
async function registerInvited(browser: Browser, phone: string) {
  const { page, context } = await newPage(browser, suite.app.url);
  await registerOnPage(page, suite.app.url, phone);
  await page.waitForURL(/\/business\//);
  await menu(page).first().waitFor();
  return { page, context };
}

test('the owner invites a cashier and a manager; each sees their own menu; the till redeems; the audit trail shows it', async () => {
  writeFileSync(manifestFile, '{}'); // every remote as this server serves it, mf-team included
  const { owner, form } = await ownerWithForm(suite.app.url);
  const request = await surveyRequest(owner, form._id, { voucher: 15000 });
  const { page, context } = await signedIn(suite.browser, owner.token, '/business/team');

  const cashier = uniquePhone();
  const manager = uniquePhone();
  for (const [phone, role] of [
    [cashier, 'Kassir'],
    [manager, 'Menejer'],
  ]) {
    await page.getByLabel('Telefon raqam').fill(phone.slice(3));
    await chooseOption(page, page.locator('#member-invite-role'), role);
    await page.getByRole('button', { name: 'Taklif yuborish' }).click();
    const sms = await awaitMessage(suite.app.url, phone, (text) => text.includes('jamoaga taklif qildi'));
    assert.ok(sms, `the invitation reached ${phone}`);
  }
  const members = page.getByRole('table', { name: "Jamoa a'zolari" });
  await members.getByText('Taklif qilingan').nth(1).waitFor();

  const asCashier = await registerInvited(suite.browser, cashier);
  await asCashier.page.waitForURL(/\/business\/till$/);
  assert.deepEqual(await menuLabels(asCashier.page), ['Kassa']);
  const asManager = await registerInvited(suite.browser, manager);
  assert.deepEqual(await menuLabels(asManager.page), ['Bosh sahifa', 'Formalar', "So'rovnoma", 'Voucherlar', 'Kassa']);
  await asManager.context.close();

  // the customer answers, the business asks them to confirm, they confirm by the SMS link
  const submitted = await apiCall(suite.app.url, 'POST', `/responses/${request.code}/submit`, {
    answers: [
      { question: form.questions[1]._id, value: 'Osh' },
      { question: form.questions[2]._id, value: '5' },
    ],
    rating: 5,
    review: '',
    isPublic: true,
  });
  assert.ok(submitted.status < 300, JSON.stringify(submitted.body));
  const token = await voucherConfirmToken(owner, request.customer);
  assert.equal((await apiCall(suite.app.url, 'POST', `/public/vouchers/${token}/confirm`)).status, 200);
  const { code } = await voucherOf(owner, request.customer);

  const till = asCashier.page;
  await till.getByLabel('Voucher kodi').fill(code.toLowerCase());
  await till.getByRole('button', { name: 'Topish' }).click();
  const voucher = till.getByRole('region', { name: 'Voucher' });
  await voucher.getByText('Tasdiqlangan').waitFor();
  await voucher.getByRole('button', { name: 'Foydalanish' }).click();
  await till
    .getByRole('region', { name: 'Bugun siz qabul qilganlar' })
    .getByText(`Voucher ${code.toUpperCase()}`)
    .waitFor();
  await voucher.getByText('Ishlatilgan').waitFor();
  await asCashier.context.close();

  await page.goto('/business/team/audit');
  const trail = page.getByRole('table', { name: 'Harakatlar tarixi' });
  const row = trail.getByRole('row', { name: /Voucherdan foydalanildi/ });
  await row.waitFor();
  assert.match(
    (await row.textContent()) ?? '',
    new RegExp(`${code.toUpperCase()}.*Kassir|Kassir.*${code.toUpperCase()}`),
  );
  await context.close();
});
