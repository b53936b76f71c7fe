// Bundle budgets (budgets.json), measured in Chromium against the production build served as `npm start`
// serves it: what a browser downloads, in gzip, before the console shows the dashboard; what each remote adds
// of its own when its pages open in the shell (its shared dependencies come from the shell); the standalone
// public form. Prints every figure; fails when one is over budget.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import apps from '@fikr/shared/apps.json';
import { uniquePhone } from '../lib/api';
import { repoRoot } from '../lib/app-server';
import { newPage } from '../lib/browser';
import { budgets, gzipKb, jsFetchedDuring } from '../lib/bundle-size';
import { provePhone } from '../lib/phone-proof';
import { useAppAndBrowser } from '../lib/suite';
import { ownerWithForm, surveyRequest } from './public-setup';

// the owner is an operator too, so that the operators' remote is measured with the others
const operator = uniquePhone();
const suite = useAppAndBrowser({ OPERATOR_PHONES: operator });

/** Every remote page of the console and what shows that it has rendered. */
const REMOTE_PAGES: Record<string, Array<{ url: string; ready: (page: Page) => Promise<void> }>> = {
  'mf-forms': [
    { url: '/business/forms', ready: (p) => p.locator('[data-remote="mf-forms"]').waitFor() },
    {
      url: '/business/forms/new',
      ready: (p) => p.locator('[data-remote="mf-forms"] form, [data-remote="mf-forms"] input').first().waitFor(),
    },
  ],
  'mf-responses': [
    { url: '/business/responses', ready: (p) => p.locator('[data-remote="mf-responses"]').waitFor() },
    {
      url: '/business/dashboard',
      ready: async (p) => {
        await p.getByRole('button', { name: "Yangi so'rovnoma" }).click();
        await p.getByRole('dialog').waitFor(); // mf-responses' new-request dialog
      },
    },
  ],
  'mf-vouchers': [
    { url: '/business/vouchers', ready: (p) => p.locator('[data-remote="mf-vouchers"]').waitFor() },
    { url: '/business/till', ready: (p) => p.getByLabel('Voucher kodi').waitFor() },
  ],
  'mf-team': [
    { url: '/business/team', ready: (p) => p.getByRole('table', { name: "Jamoa a'zolari" }).waitFor() },
    { url: '/business/team/audit', ready: (p) => p.getByRole('table', { name: 'Harakatlar tarixi' }).waitFor() },
  ],
  'mf-ops': [
    { url: '/business/ops', ready: (p) => p.getByRole('table', { name: 'Bizneslar' }).waitFor() },
    { url: '/business/ops/money', ready: (p) => p.getByTestId('money-chart').waitFor() },
    { url: '/business/ops/payouts', ready: (p) => p.getByRole('table', { name: 'Pul yechishlar' }).waitFor() },
    { url: '/business/ops/messages', ready: (p) => p.getByRole('table', { name: 'Xabarlar' }).waitFor() },
    { url: '/business/ops/reconcile', ready: (p) => p.getByRole('region', { name: 'Oxirgi solishtirish' }).waitFor() },
  ],
  'mf-settings': [{ url: '/business/settings', ready: (p) => p.locator('[data-remote="mf-settings"]').waitFor() }],
  'mf-payments': [
    { url: '/business/settings?tab=1', ready: (p) => p.locator('[data-remote="mf-payments"]').waitFor() },
  ],
};

function row(name: string, kb: number, budget: number) {
  console.log(
    `[budget] ${name.padEnd(44)} ${String(kb).padStart(7)} KB gzip   budget ${budget} KB   ${kb <= budget ? 'ok' : 'OVER'}`,
  );
}

test('the console, every remote and the public form stay within their gzip budgets', async () => {
  const { owner, form } = await ownerWithForm(suite.app.url, operator);
  await provePhone(suite.app.url, owner.token, operator); // operator rights come with the proven phone
  const { code } = await surveyRequest(owner, form._id, { coin: 1000 });
  const { page, context } = await newPage(suite.browser, suite.app.url);
  await context.addInitScript((token) => localStorage.setItem('token', token), owner.token);

  // The landing is prerendered HTML; its script has run once the header shows the signed-in owner's menu.
  const landing = await jsFetchedDuring(page, async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Profil' }).waitFor();
  });
  const landingKb = gzipKb(landing);
  row(`landing, prerendered (${landing.size} files)`, landingKb, budgets.landingKb);
  assert.ok(![...landing].some((p) => !p.startsWith('/landing/')), `the landing loaded ${[...landing]}`);

  const consoleJs = await jsFetchedDuring(page, async () => {
    await page.goto('/business/dashboard');
    await page.getByTestId('dashboard-business-name').waitFor();
  });
  const consoleKb = gzipKb(consoleJs);
  row(`console until the dashboard shows (${consoleJs.size} files)`, consoleKb, budgets.consoleInitialKb);
  assert.ok(
    ![...consoleJs].some((p) => p.startsWith('/remotes/')),
    `the dashboard loaded remote code: ${[...consoleJs].filter((p) => p.startsWith('/remotes/'))}`,
  );

  const over: string[] = consoleKb > budgets.consoleInitialKb ? [`console ${consoleKb} KB`] : [];
  if (landingKb > budgets.landingKb) over.push(`landing ${landingKb} KB`);

  // An owner's phone shows the responses as cards: the table a wide screen draws, the detail dialog, the schemas
  // (zod) and antd's filter controls and pager are not part of it
  const phone = await newPage(suite.browser, suite.app.url, { width: 375, height: 812 });
  await phone.context.addInitScript((token) => localStorage.setItem('token', token), owner.token);
  const listJs = await jsFetchedDuring(phone.page, async () => {
    await phone.page.goto('/business/responses');
    await phone.page.locator('[data-remote="mf-responses"] [data-testid="customer-cell"]').first().waitFor();
    await phone.page.waitForLoadState('networkidle');
  });
  await phone.context.close();
  const listKb = gzipKb(listJs);
  row(`responses list on a phone (${listJs.size} files)`, listKb, budgets.responsesPhoneKb);
  if (listKb > budgets.responsesPhoneKb) over.push(`responses list on a phone ${listKb} KB`);
  // A customer's /form/{code} is the light app (below); in the console mf-public still renders /form/:code when
  // the shell routes there itself (the editor's preview), so it is opened by a client-side navigation.
  const inConsole = async (p: Page) => {
    await p.getByTestId('dashboard-business-name').waitFor();
    await p.evaluate((path) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, `/form/${code}`);
    await p.locator('[data-remote="mf-public"]').waitFor();
  };
  const pages = { ...REMOTE_PAGES, 'mf-public': [{ url: '/business/dashboard', ready: inConsole }] };
  for (const [remote, visits] of Object.entries(pages)) {
    const own = new Set<string>();
    for (const visit of visits) {
      const fetched = await jsFetchedDuring(page, async () => {
        await page.goto(visit.url);
        await visit.ready(page);
        await page.waitForLoadState('networkidle');
      });
      for (const path of fetched) if (path.startsWith(`/remotes/${remote}/`)) own.add(path);
    }
    const kb = gzipKb(own);
    row(`${remote} own JS in the shell (${own.size} files)`, kb, budgets.remoteOwnKb);
    if (kb > budgets.remoteOwnKb) over.push(`${remote} ${kb} KB`);
  }

  const downloaded: Promise<number>[] = [];
  const countBytes = (res: {
    request(): { sizes(): Promise<{ responseBodySize: number; responseHeadersSize: number }> };
  }) =>
    downloaded.push(
      res
        .request()
        .sizes()
        .then((s) => s.responseBodySize + s.responseHeadersSize),
    );
  page.on('response', countBytes);
  const publicJs = await jsFetchedDuring(page, async () => {
    await page.goto(`/form/${code}`);
    await page.getByRole('button', { name: 'Yuborish' }).waitFor();
    await page.waitForLoadState('networkidle');
  });
  page.off('response', countBytes);
  const publicKb = gzipKb(publicJs);
  row(`public form /form/:code, its JS (${publicJs.size} files)`, publicKb, budgets.publicFormKb);
  if (publicKb > budgets.publicFormKb) over.push(`public form ${publicKb} KB`);
  const totalKb = Math.round((await Promise.all(downloaded)).reduce((a, b) => a + b, 0) / 102.4) / 10;
  row(`public form /form/:code, every byte (${downloaded.length} responses)`, totalKb, budgets.publicFormTotalKb);
  if (totalKb > budgets.publicFormTotalKb) over.push(`public form page ${totalKb} KB`);
  await context.close();
  assert.deepEqual(over, [], 'over budget');
});

test('every antd component a remote uses is provided by the shell, so it runs on the shell’s antd context', () => {
  const catalog = readFileSync(join(repoRoot, 'shell/src/federation/antd-catalog.ts'), 'utf8');
  const provided = new Set([...catalog.matchAll(/import\('(antd\/es\/[\w-]+)'\)/g)].map((m) => m[1]));
  const missing: string[] = [];
  for (const remote of apps.remotes.map((r) => r.name)) {
    const manifest = JSON.parse(readFileSync(join(repoRoot, remote, 'dist/mf-manifest.json'), 'utf8'));
    for (const { name } of manifest.shared as Array<{ name: string }>) {
      if (name.startsWith('antd/es/') && !provided.has(name)) missing.push(`${remote}: ${name}`);
    }
  }
  assert.deepEqual(missing, [], 'add these to shell/src/federation/antd-catalog.ts');
});
