import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { apiCall, uniquePhone } from '../lib/api';
import { registerOnPage } from '../lib/phone-proof';
import { clickOption } from '../lib/antd-select';
import { newPage } from '../lib/browser';
import { useAppAndBrowser } from '../lib/suite';

const suite = useAppAndBrowser();

/** A registered owner with a business, made through the API; returns the token. */
async function owner(name: string): Promise<{ phone: string; token: string }> {
  const phone = uniquePhone();
  const reg = await apiCall(suite.app.url, 'POST', '/auth/register', {
    phone,
    password: 'secret123',
    check_password: 'secret123',
  });
  assert.equal(reg.status < 300, true, JSON.stringify(reg.body));
  const token = reg.body.data.token as string;
  const created = await apiCall(suite.app.url, 'POST', '/business', { name, phone: `+${phone}`, category: 2 }, token);
  assert.equal(created.status < 300, true, JSON.stringify(created.body));
  return { phone, token };
}

async function signIn(page: Page, token: string) {
  await page.goto('/login');
  await page.evaluate((t) => localStorage.setItem('token', t), token);
}

/** Picks an option of an antd Select; `search` types it first (long lists render only their first items). */
const select = async (page: Page, label: string, option: string, search = false) => {
  await page.locator('.ant-select', { has: page.getByLabel(label, { exact: true }) }).click();
  if (search) await page.getByLabel(label, { exact: true }).fill(option);
  await clickOption(page, option);
};

test('register → wizard (every step-0 message) → templates → the dashboard shows the new business', async () => {
  const phone = uniquePhone();
  const { page, context, errors } = await newPage(suite.browser, suite.app.url);
  const started = Date.now();
  await registerOnPage(page, suite.app.url, phone); // signs up and proves the phone with the SMS code
  await page.waitForURL(`${suite.app.url}/create-business`); // no business yet → straight on to the wizard

  const next = page.getByRole('button', { name: 'Keyingi' });
  // the business phone starts as the owner's own; cleared, step 0 says what each field needs
  assert.equal((await page.getByLabel('Biznes telefoni').inputValue()).replace(/\D/g, ''), phone);
  await page.getByLabel('Biznes telefoni').fill('');
  await next.click();
  for (const message of [
    'Biznes nomi kiritilishi shart',
    'Biznes telefoni kiritilishi shart',
    'Toifani tanlash majburiy',
  ]) {
    await page.getByText(message).waitFor();
  }
  await page.getByLabel('Biznes nomi').fill('Rayhon milliy taomlari');
  await page.getByText('Biznes nomi kiritilishi shart').waitFor({ state: 'hidden' });
  await page.getByLabel('Biznes telefoni').fill('+998 90 12');
  await next.click();
  await page.getByText("Telefon raqam noto'g'ri formatda (+998901234567)").waitFor();
  await page.getByLabel('Biznes telefoni').fill(`+${phone}`);
  await page.getByText("Telefon raqam noto'g'ri formatda (+998901234567)").waitFor({ state: 'hidden' });
  await select(page, 'Toifa', 'Restoran');
  await page.getByText('Toifani tanlash majburiy').waitFor({ state: 'hidden' });
  await next.click();

  await select(page, 'Viloyat', 'Samarqand', true);
  await select(page, 'Tuman', 'Urgut', true);
  await page.getByLabel('Manzil').fill("Registon ko'chasi 5");
  await page.getByRole('button', { name: 'Yaratish' }).click();
  // the last step offers the restaurant's ready forms; 'Keyinroq' goes on to the dashboard
  await page.getByText('Restoranimizdagi kechangiz').waitFor();
  await page.getByRole('button', { name: 'Keyinroq' }).click();
  await page.waitForURL(`${suite.app.url}/business/dashboard`);
  await page.getByTestId('dashboard-business-name').getByText('Rayhon milliy taomlari').waitFor();
  console.log(`[shell e2e] register → wizard → dashboard: ${Date.now() - started} ms`);
  // a new business: its first steps and balance in place of figures that would all be zero
  await page.getByTestId('dashboard-start').getByTestId('first-steps').waitFor();
  assert.equal(await page.getByTestId('dashboard-balance').textContent(), '0 coin');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the landing loads no remote; the console needs none until the plus button loads the dialog', async () => {
  const { token } = await owner('Kafe Bahor');
  const { page, context } = await newPage(suite.browser, suite.app.url);
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Boshlash' }).waitFor();
  await page.waitForLoadState('networkidle');
  const landing = [...scripts];
  assert.ok(!landing.some((p) => p.startsWith('/remotes/')), landing.join('\n'));

  scripts.length = 0;
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  const coldStart = Date.now();
  await page.goto('/business/dashboard');
  await page.getByTestId('dashboard-business-name').getByText('Kafe Bahor').waitFor();
  const toDashboard = Date.now() - coldStart;
  await page.waitForLoadState('networkidle');
  assert.ok(!scripts.some((p) => p.startsWith('/remotes/')), 'the dashboard itself needs no remote');
  const consoleScripts = [...scripts];

  // the plus button loads the new-request dialog from mf-responses, on demand
  await page.getByRole('button', { name: "Yangi so'rovnoma" }).click();
  await page.locator('.ant-modal').first().waitFor();
  assert.ok(
    scripts.some((p) => p.startsWith('/remotes/mf-responses/')),
    'the dialog comes from mf-responses',
  );
  assert.equal(
    await page.getByTestId('new-request-host').isVisible(),
    false,
    'the loading box hides once the dialog is up',
  );
  // sizes are budgets.test.ts's job; this prints the load time only
  console.log(`[shell e2e] cold load to the dashboard: ${toDashboard} ms (${consoleScripts.length} JS files)`);
  await context.close();
});

test("'Chiqish' goes to /login; the landing's profile menu logs out to /", async () => {
  const { phone, token } = await owner('Somsa markazi');
  const { page, context } = await newPage(suite.browser, suite.app.url);
  await signIn(page, token);
  await page.goto('/business/dashboard');
  await page.getByRole('button', { name: 'Chiqish' }).click();
  await page.waitForURL(`${suite.app.url}/login`);
  assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);

  await page.getByLabel('Telefon raqam').fill(phone);
  await page.getByLabel('Parol').fill('secret123');
  await page.getByRole('button', { name: 'Kirish' }).click();
  await page.waitForURL(`${suite.app.url}/business/dashboard`);
  await page.goto('/');
  await page.getByRole('button', { name: 'Profil' }).click();
  await page.getByTestId('profile-who').getByText('+998').waitFor();
  await page.getByRole('menuitem', { name: 'Chiqish' }).click();
  await page.getByRole('link', { name: 'Kirish' }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/');
  assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);
  await context.close();
});

test('a stale token is dropped: a protected page lands on /login', async () => {
  const { page, context } = await newPage(suite.browser, suite.app.url);
  await signIn(page, 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJub2JvZHkifQ.c3RhbGU');
  await page.goto('/business/dashboard');
  await page.waitForURL(`${suite.app.url}/login`);
  await page.getByText('Hisobingizga kiring').waitFor();
  assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);
  await context.close();
});

test('the language menu turns the console Russian, keeps it after a reload, and back', async () => {
  const { token } = await owner('Choyxona');
  const { page, context } = await newPage(suite.browser, suite.app.url);
  await signIn(page, token);
  await page.goto('/business/dashboard');
  const title = page.getByTestId('page-title');
  await title.getByText('Boshqaruv paneli').waitFor();
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitem', { name: 'Русский' }).click();
  await title.getByText('Панель управления').waitFor();
  await page.getByRole('menuitem', { name: 'Формы' }).waitFor();
  await page.reload();
  await title.getByText('Панель управления').waitFor();
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitem', { name: "O'zbekcha" }).click();
  await title.getByText('Boshqaruv paneli').waitFor();
  await page.getByRole('menuitem', { name: 'Formalar' }).waitFor();
  await context.close();
});

test('at 375 px the menu is a drawer and nothing overflows sideways', async () => {
  const { token } = await owner('Go‘zallik saloni Malika');
  const { page, context } = await newPage(suite.browser, suite.app.url, { width: 375, height: 740 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Boshlash' }).waitFor();
  assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 375, 'landing fits 375 px');
  await signIn(page, token);
  await page.goto('/business/dashboard');
  await page.getByTestId('dashboard-business-name').waitFor();
  assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 375, 'dashboard fits 375 px');
  assert.equal(await page.getByRole('menuitem', { name: 'Voucherlar' }).count(), 0);
  await page.getByRole('button', { name: 'Menyuni ochish' }).click();
  await page.getByRole('menuitem', { name: 'Voucherlar' }).click();
  await page.waitForURL(`${suite.app.url}/business/vouchers`);
  await page.getByRole('menuitem', { name: 'Voucherlar' }).waitFor({ state: 'hidden' });
  await context.close();
});
