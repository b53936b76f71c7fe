// axe-core (WCAG 2 A and AA rules) on the landing, login, dashboard, forms list, form editor, responses and
// the public form: no serious or critical violation. Lesser ones are printed.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { axeViolations, isSerious } from '../lib/axe';
import { newPage } from '../lib/browser';
import { useAppAndBrowser } from '../lib/suite';
import { ownerWithForm, surveyRequest } from './public-setup';

const suite = useAppAndBrowser();

test('no serious or critical axe violation on the main pages', async () => {
  const { owner, form } = await ownerWithForm(suite.app.url);
  const { code } = await surveyRequest(owner, form._id, { coin: 1000 });
  const pages: Array<{ name: string; url: string; signedIn: boolean; ready: (p: Page) => Promise<void> }> = [
    { name: 'landing', url: '/', signedIn: false, ready: (p) => p.locator('h1').first().waitFor() },
    { name: 'login', url: '/login', signedIn: false, ready: (p) => p.getByLabel('Parol').waitFor() },
    {
      name: 'dashboard',
      url: '/business/dashboard',
      signedIn: true,
      ready: (p) => p.getByTestId('dashboard-business-name').waitFor(),
    },
    {
      name: 'forms list',
      url: '/business/forms',
      signedIn: true,
      ready: (p) => p.getByText('Mehmon fikri').first().waitFor(),
    },
    {
      name: 'form editor',
      url: `/business/forms/${form._id}`,
      signedIn: true,
      ready: (p) => p.locator('[data-remote="mf-forms"] input').first().waitFor(),
    },
    {
      name: 'responses',
      url: '/business/responses',
      signedIn: true,
      ready: (p) => p.locator('[data-remote="mf-responses"] table').waitFor(),
    },
    { name: 'till', url: '/business/till', signedIn: true, ready: (p) => p.getByLabel('Voucher kodi').waitFor() },
    {
      name: 'team',
      url: '/business/team',
      signedIn: true,
      ready: (p) => p.getByRole('table', { name: "Jamoa a'zolari" }).getByText('Egasi').waitFor(),
    },
    {
      name: 'audit trail',
      url: '/business/team/audit',
      signedIn: true,
      ready: (p) => p.getByRole('table', { name: 'Harakatlar tarixi' }).waitFor(),
    },
    {
      name: 'public form',
      url: `/form/${code}`,
      signedIn: false,
      ready: (p) => p.getByRole('radio', { name: 'Osh' }).waitFor(),
    },
  ];

  const serious: string[] = [];
  for (const { name, url, signedIn, ready } of pages) {
    const { page, context } = await newPage(suite.browser, suite.app.url);
    if (signedIn) await context.addInitScript((t) => localStorage.setItem('token', t), owner.token);
    await page.goto(url);
    await ready(page);
    await page.waitForLoadState('networkidle');
    const violations = await axeViolations(page);
    const summary = violations.map((v) => `${v.id}/${v.impact}×${v.nodes}`).join(', ') || 'none';
    console.log(`[axe] ${name.padEnd(12)} ${summary}`);
    for (const v of violations.filter(isSerious))
      serious.push(`${name}: ${v.id} (${v.impact}) at ${v.targets.join(' | ')}`);
    await context.close();
  }
  assert.deepEqual(serious, []);
});
