import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { type RunningApp, startApp } from '../lib/app-server';
import { axeViolations } from '../lib/axe';
import { launchBrowser, newPage, type TrackedPage } from '../lib/browser';
import { completedCount, type Owner, ownerWithForm, type PublicForm, responseOf, surveyRequest, voucherConfirmToken, voucherOf } from './public-setup';

const PHONE = { width: 375, height: 740 };
/** The public pages mounted in the shell (remote mf-public) and the light standalone app under /p/. */
const MOUNTS = [
  { name: 'shell', prefix: '' },
  { name: 'standalone', prefix: '/p' },
];

let app: RunningApp;
let browser: Browser;
let owner: Owner;
let form: PublicForm;

before(async () => {
  app = await startApp();
  browser = await launchBrowser();
  ({ owner, form } = await ownerWithForm(app.url));
});

after(async () => {
  await browser?.close();
  await app?.stop();
});

async function phonePage(): Promise<TrackedPage> {
  return newPage(browser, app.url, PHONE);
}

async function openForm(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('heading', { name: 'Fikringiz biz uchun juda muhim!' }).waitFor({ timeout: 20_000 });
  await page.locator('[data-remote="mf-public"]').waitFor();
}

/** Answers the two required questions, gives 4 stars and a review. */
async function fillForm(page: Page, { isPublic = true } = {}) {
  await page.getByLabel('Nima yoqdi?').fill('Osh mazali');
  await page.getByRole('radio', { name: 'Somsa' }).check();
  await page.getByRole('group', { name: /Xizmat sifati/ }).getByRole('button', { name: 'Yaxshi' }).click();
  await page.getByRole('radio', { name: '4 yulduz' }).check({ force: true });
  await page.getByLabel('Izoh').fill('Hammasi zo‘r');
  if (!isPublic) await page.getByRole('switch', { name: 'Anonim emas' }).uncheck({ force: true });
}

async function send(page: Page, prefix: string) {
  await page.getByRole('button', { name: 'Yuborish' }).click();
  await page.waitForURL(`${app.url}${prefix}/form-completed`);
  await page.getByRole('heading', { name: 'Rahmat!' }).waitFor();
  await page.getByText('Sizning javoblaringiz muvaffaqiyatli yuborildi.').waitFor();
}

async function fitsThePhone(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= PHONE.width, `no horizontal scrolling at 375 px (page is ${width} px wide)`);
}

for (const { name, prefix } of MOUNTS) {
  describe(`public pages (${name}, ${prefix || '/'})`, () => {
    test('a coin request: badge, required answers enforced, sent, then the link reads as completed', async () => {
      const { code, responseId } = await surveyRequest(owner, form._id, { coin: 5000 });
      const { page, context, errors } = await phonePage();
      const scripts: string[] = [];
      page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
      await openForm(page, `${prefix}/form/${code}`);
      assert.equal(await page.getByTestId('reward-badge').textContent(), '5000 coin');
      await fitsThePhone(page);

      await page.getByRole('button', { name: 'Yuborish' }).click();
      assert.equal(await page.getByText('Iltimos, bu savolga javob bering').count(), 2);
      await fillForm(page, { isPublic: false });
      await send(page, prefix);

      const saved = await responseOf(owner, responseId);
      assert.equal(saved.status, 'completed');
      assert.equal(saved.isPublic, false);

      await page.goto(`${prefix}/form/${code}`);
      await page.waitForURL(`${app.url}${prefix}/form-completed?artu=true`);
      await page.getByRole('heading', { name: "To'ldirilgan" }).waitFor();
      if (prefix) assert.ok(scripts.every((s) => s.startsWith(`${prefix}/`)), `standalone loads only its own JS: ${scripts.join(', ')}`);
      await page.getByRole('button', { name: 'Bosh sahifaga qaytish' }).click();
      await page.waitForURL(`${app.url}/`);
      assert.deepEqual(errors.filter((e) => !/409|Conflict/.test(e)), []);
      await context.close();
    });

    test('a voucher request, then the voucher confirmation page', async () => {
      const { code, customer, responseId } = await surveyRequest(owner, form._id, { voucher: 25000 });
      const { page, context } = await phonePage();
      await openForm(page, `${prefix}/form/${code}`);
      assert.equal(await page.getByTestId('reward-badge').textContent(), 'Voucher 25 000 sum');
      await fillForm(page);
      await send(page, prefix);
      const saved = await responseOf(owner, responseId);
      assert.equal(saved.rating, 4);
      assert.equal(saved.isPublic, true);
      assert.deepEqual(saved.answers.map((a: { value: string }) => a.value), ['Osh mazali', 'Somsa', '4']);

      const token = await voucherConfirmToken(owner, customer);
      const voucher = await voucherOf(owner, customer);
      await page.goto(`${prefix}/voucher/${token}`);
      await page.getByRole('heading', { name: 'Voucher', exact: true }).waitFor({ timeout: 20_000 });
      assert.equal(await page.getByTestId('voucher-amount').textContent(), "25 000 so'm");
      assert.equal(await page.getByTestId('voucher-code').textContent(), voucher.code.toUpperCase());
      await fitsThePhone(page);
      await page.getByRole('button', { name: 'Tasdiqlash' }).click();
      await page.getByRole('heading', { name: 'Tasdiqlangan' }).waitFor();
      assert.equal((await voucherOf(owner, customer)).userConfirm, true);

      await page.goto(`${prefix}/voucher/no-such-token-0000000000`);
      await page.getByRole('heading', { name: 'Voucher topilmadi' }).waitFor({ timeout: 20_000 });
      await context.close();
    });

    test('accessible: no WCAG 2 A/AA violation (axe, contrast included) and usable from the keyboard', async () => {
      const { page, context } = await phonePage();
      await openForm(page, `${prefix}/form/${form.shareCode}`);
      const violations = (await axeViolations(page, '[data-remote="mf-public"]')).map((v) => `${v.id} (${v.nodes})`);
      assert.deepEqual(violations, []);

      await page.getByRole('radio', { name: 'Osh' }).focus();
      await page.keyboard.press('ArrowDown');
      assert.ok(await page.getByRole('radio', { name: 'Somsa' }).isChecked());
      const good = page.getByRole('group', { name: /Xizmat sifati/ }).getByRole('button', { name: "A'lo" });
      await good.focus();
      await page.keyboard.press('Enter');
      assert.equal(await good.getAttribute('aria-pressed'), 'true');
      await page.getByRole('radio', { name: '1 yulduz' }).focus();
      await page.keyboard.press('ArrowRight');
      assert.ok(await page.getByRole('radio', { name: '2 yulduz' }).isChecked());
      await page.getByRole('switch', { name: 'Anonim emas' }).focus();
      await page.keyboard.press('Space');
      assert.equal(await page.getByRole('switch', { name: 'Anonim emas' }).isChecked(), false);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${app.url}${prefix}/form-completed`);
      await context.close();
    });

    test('an open share link works the same, without a reward badge', async () => {
      const before = await completedCount(owner, form._id);
      const { page, context } = await phonePage();
      await openForm(page, `${prefix}/form/${form.shareCode}`);
      assert.equal(await page.getByTestId('reward-badge').count(), 0);
      await page.getByRole('button', { name: /Русский/ }).click();
      await page.getByRole('heading', { name: 'Ваше мнение очень важно для нас!' }).waitFor();
      await page.getByRole('button', { name: /O'zbekcha/ }).click();
      await fillForm(page);
      await send(page, prefix);
      assert.equal(await completedCount(owner, form._id), before + 1);
      await context.close();
    });
  });
}
