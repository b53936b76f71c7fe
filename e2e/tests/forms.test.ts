import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { apiCall, uniquePhone } from '../lib/api';
import { newPage } from '../lib/browser';
import { useAppAndBrowser } from '../lib/suite';

const suite = useAppAndBrowser();

async function ownerToken(): Promise<string> {
  const phone = uniquePhone();
  const reg = await apiCall(suite.app.url, 'POST', '/auth/register', {
    phone,
    password: 'secret123',
    check_password: 'secret123',
  });
  assert.ok(reg.status === 200 || reg.status === 201, JSON.stringify(reg.body));
  const token = reg.body.data.token as string;
  const biz = await apiCall(suite.app.url, 'POST', '/business', { name: 'Kafe Bahor', phone, category: 2 }, token);
  assert.ok(biz.status === 200 || biz.status === 201, JSON.stringify(biz.body));
  return token;
}

const cards = (page: Page) => page.getByTestId('question-card');
const questionTexts = (page: Page) =>
  cards(page)
    .getByLabel('Savol matni')
    .evaluateAll((els) => els.map((e) => (e as HTMLTextAreaElement).value));

/** A real mouse drag of a question's handle onto the top half of another card (sortablejs fallback mode). */
async function dragQuestion(page: Page, from: Locator, onto: Locator) {
  const handle = await from.locator('.question-drag-handle').boundingBox();
  const target = await onto.boundingBox();
  assert.ok(handle && target);
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle.x + handle.width / 2, handle.y - 10, { steps: 5 });
  await page.mouse.move(target.x + target.width / 2, target.y + 10, { steps: 20 });
  await page.mouse.move(target.x + target.width / 2, target.y + 5, { steps: 5 });
  await page.mouse.up();
}

async function cardMenu(page: Page, title: string) {
  const card = page.getByTestId('form-card').filter({ hasText: title });
  await card.getByRole('button', { name: 'Amallar' }).click();
}

test('a business builds a form, reorders it by dragging, shares it, a customer opens it, then it is deleted', async () => {
  const token = await ownerToken();
  const { page, context, errors } = await newPage(suite.browser, suite.app.url);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.app.url });
  await page.addInitScript((t) => localStorage.setItem('token', t), token);

  await page.goto('/business/forms');
  await page.getByText("Hozircha formalar yo'q").waitFor({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Yangi Forma' }).click();
  await page.waitForURL(`${suite.app.url}/business/forms/new`);

  await page.getByLabel('Forma nomi').fill('Xizmat sifati');
  await page.getByLabel('Tavsif').fill('Fikringiz biz uchun muhim.\nRahmat!');
  await page.getByRole('button', { name: "Birinchi savolni qo'shish" }).click();
  await cards(page).nth(0).getByLabel('Savol matni').fill('Ismingiz?');
  await page.getByRole('button', { name: "Savol qo'shish" }).click();
  await cards(page).nth(1).getByLabel('Savol matni').fill('Yana kelasizmi?');
  await cards(page).nth(1).getByText('Tanlov').click();
  await cards(page).nth(1).getByLabel('Variant 1').fill('Ha');
  await cards(page).nth(1).getByLabel('Variant 2').fill("Yo'q");
  await page.getByRole('button', { name: "Savol qo'shish" }).click();
  await cards(page).nth(2).getByLabel('Savol matni').fill('Xizmatni baholang');
  await cards(page).nth(2).getByText('Raqam').click();
  assert.equal(await cards(page).nth(2).getByLabel('Eng katta qiymat').inputValue(), '5');

  await dragQuestion(page, cards(page).nth(2), cards(page).nth(0));
  assert.deepEqual(await questionTexts(page), ['Xizmatni baholang', 'Ismingiz?', 'Yana kelasizmi?']);

  await page.getByRole('button', { name: 'Yaratish' }).click();
  await page.getByText('Forma muvaffaqiyatli yaratildi').waitFor();
  await page.waitForURL(`${suite.app.url}/business/forms`);
  // a new form's next step is to share it: its share panel opens over the list
  await page.getByTestId('share-panel').locator('canvas').waitFor();
  await page.locator('.ant-modal-footer').getByRole('button', { name: 'Yopish' }).click();
  await page.getByTestId('share-panel').waitFor({ state: 'hidden' });
  const card = page.getByTestId('form-card').filter({ hasText: 'Xizmat sifati' });
  await card.getByText('3 ta savol · 0 ta javob').waitFor();
  assert.match((await card.getByTestId('form-created').textContent()) ?? '', /^Bugun, \d\d:\d\d$/);

  // reopen: the dragged order was saved
  await card.getByText('3 ta savol').click();
  await page.waitForURL(/\/business\/forms\/[^/]+\/edit$/);
  await page.getByLabel('Forma nomi').and(page.locator('[value="Xizmat sifati"]')).waitFor();
  assert.deepEqual(await questionTexts(page), ['Xizmatni baholang', 'Ismingiz?', 'Yana kelasizmi?']);
  assert.equal(await cards(page).nth(0).getByLabel('Eng kichik qiymat').inputValue(), '1');
  await page.getByRole('button', { name: 'Orqaga' }).click(); // nothing changed: leaves without asking
  await page.waitForURL(`${suite.app.url}/business/forms`);

  // share: the link is copied and shown with its QR code
  const listed = await apiCall(suite.app.url, 'GET', '/forms', undefined, token);
  const [saved] = listed.body.data.forms;
  assert.deepEqual(
    saved.questions.map((q: { type: string }) => q.type),
    ['number', 'text', 'choice'],
  );
  await cardMenu(page, 'Xizmat sifati');
  await page.getByRole('menuitem', { name: 'Ulashish' }).click();
  await page.getByText('Forma havolasi nusxalandi!').waitFor();
  // the link goes to PUBLIC_FORM_ORIGIN (here the default, PUBLIC_ORIGIN), where customers' links point
  const { formOrigin } = (await apiCall(suite.app.url, 'GET', '/public/links')).body.data;
  const link = `${formOrigin}/form/${saved.shareCode}`;
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), link);
  const panel = page.getByTestId('share-panel');
  await panel.locator('canvas').waitFor();
  assert.equal(await page.getByTestId('share-url').textContent(), link);
  await page.locator('.ant-modal-footer').getByRole('button', { name: 'Yopish' }).click();

  // a customer (no session) opens the copied link: the server-rendered light public app shows the form by its share code
  const customer = await newPage(suite.browser, suite.app.url);
  const answer = await apiCall(suite.app.url, 'GET', `/forms/u/${saved.shareCode}`);
  assert.equal(answer.body.data.form.title, 'Xizmat sifati');
  assert.deepEqual(
    answer.body.data.form.questions.map((q: { text: string }) => q.text),
    ['Xizmatni baholang', 'Ismingiz?', 'Yana kelasizmi?'],
  );
  await customer.page.goto(new URL(link).pathname);
  await customer.page.locator('[data-app="fikr-public"]').waitFor({ timeout: 15_000 });
  for (const text of ['Xizmatni baholang', 'Ismingiz?', 'Yana kelasizmi?'])
    await customer.page.getByText(text).first().waitFor();
  await customer.context.close();

  // delete it
  await cardMenu(page, 'Xizmat sifati');
  await page.getByRole('menuitem', { name: "O'chirish" }).click();
  await page.locator('.ant-modal-confirm-title', { hasText: "Haqiqatan ham bu formani o'chirmoqchimisiz?" }).waitFor();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: "O'chirish" }).click();
  await page.getByText("Forma o'chirildi").waitFor();
  await page.getByText("Hozircha formalar yo'q").waitFor();
  assert.equal((await apiCall(suite.app.url, 'GET', '/forms', undefined, token)).body.data.forms.length, 0);
  assert.deepEqual(errors, []);
  await context.close();
});

// This owner's system asks for reduced motion: the console then runs no antd animation (AppProviders), so the
// dialog leaves the screen at once instead of after its closing animation.
test('leaving the editor with unsaved changes asks first (with reduced motion: no animation)', async () => {
  const token = await ownerToken();
  const { page, context } = await newPage(suite.browser, suite.app.url, undefined, { reducedMotion: 'reduce' });
  await page.addInitScript((t) => localStorage.setItem('token', t), token);
  await page.goto('/business/forms/new');
  await page.getByLabel('Forma nomi').fill('Yarim tayyor');

  await page.getByRole('menuitem', { name: 'Voucherlar' }).click(); // the shell's own menu
  await page.locator('.ant-modal-confirm-title', { hasText: "Saqlanmagan o'zgarishlar bor" }).waitFor();
  assert.deepEqual(
    await page.evaluate(() => document.getAnimations().map((a) => (a as CSSAnimation).animationName)),
    [],
  );
  await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Qolish' }).click();
  await page.locator('.ant-modal-confirm').waitFor({ state: 'hidden', timeout: 1_000 });
  assert.equal(new URL(page.url()).pathname, '/business/forms/new');
  assert.equal(await page.getByLabel('Forma nomi').inputValue(), 'Yarim tayyor');

  await page.getByRole('button', { name: 'Orqaga' }).click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Chiqish' }).click();
  await page.waitForURL(`${suite.app.url}/business/forms`);
  await context.close();
});
