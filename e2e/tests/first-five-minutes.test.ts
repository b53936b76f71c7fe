// A new owner's first five minutes, measured on a 390 px phone: from the landing page through sign-up (with the
// phone proof), the wizard with a ready form, the share panel's QR and table tent PDF, to a first answer on the
// dashboard. Every owner action goes through one counter (e2e/lib/journey.ts) and the figures print in one stable
// line, which `npm run bench -- journey` shows. The customer's taps are not the owner's and are not counted.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { apiCall, uniquePhone } from '../lib/api';
import { newPage } from '../lib/browser';
import { Journey, secondsOf } from '../lib/journey';
import { phoneCode } from '../lib/phone-proof';
import { useAppAndBrowser } from '../lib/suite';

const suite = useAppAndBrowser();
const PHONE = { width: 390, height: 844 };
const GOAL = { shareable: 15, firstAnswer: 5 };

/** The newest survey link texted to `phone`, waiting for the outbox's sender loop. */
async function surveyLink(base: string, phone: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const res = await apiCall<{ data: { messages: { text: string }[] } }>(base, 'GET', `/dev/outbox?phone=${phone}`);
    const link = res.body.data.messages.map((m) => /https?:\/\/\S+\/form\/[\w-]+/.exec(m.text)?.[0]).find(Boolean);
    if (link) return link;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no survey link reached ${phone}`);
}

/** The newest payment code texted to `phone` (the sandbox card's OTP goes to the business phone). */
async function paymentCode(base: string, phone: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const res = await apiCall<{ data: { messages: { text: string }[] } }>(base, 'GET', `/dev/outbox?phone=${phone}`);
    const code = res.body.data.messages.map((m) => /kodi:\s*(\d{6})\b/.exec(m.text)?.[1]).find(Boolean);
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no payment code reached ${phone}`);
}

/** The customer opens the SMS link on their own 390 px phone, answers every question, and sends. */
async function customerAnswers(browser: Browser, base: string, link: string): Promise<void> {
  const { page, context, errors } = await newPage(browser, base, PHONE);
  await page.goto(new URL(link).pathname);
  await page.getByRole('heading', { name: 'Fikringiz biz uchun juda muhim!' }).waitFor();
  for (const group of await page.getByRole('radiogroup').all()) {
    const radios = group.getByRole('radio');
    await radios.nth(Math.min(3, (await radios.count()) - 1)).check({ force: true });
  }
  await page.getByRole('button', { name: 'Yuborish' }).click();
  await page.getByRole('heading', { name: 'Rahmat!' }).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
}

const dashboardAnswers = (page: Page) => page.locator('[data-testid="recent-response"][data-status="completed"]');

test("a new owner's first five minutes on a phone: landing → table tent → first answer, counted", async () => {
  const base = suite.app.url;
  const phone = uniquePhone();
  const { page, context, errors } = await newPage(suite.browser, base, PHONE);
  const owner = new Journey(page);

  // the landing page: 'Boshlash' leads a visitor to sign in, where a new one goes on to sign up
  await page.goto('/');
  await owner.click(page.getByRole('button', { name: 'Boshlash' }).first(), page.getByLabel('Telefon raqam'));
  await owner.click(page.getByRole('link', { name: /Ro'yxatdan o'ting/ }), page.getByLabel('Parolni takrorlang'));
  await owner.fill(page.getByLabel('Telefon raqam'), `+${phone}`);
  await owner.fill(page.getByLabel('Parol', { exact: true }), 'secret123');
  await owner.fill(page.getByLabel('Parolni takrorlang'), 'secret123');
  let code = '';
  await owner.click(page.getByRole('button', { name: "Ro'yxatdan o'tish" }), async () => {
    await page.getByLabel('SMS kod').waitFor();
    code = await phoneCode(base, phone); // the SMS on its way is waiting too
  });
  await owner.fill(page.getByLabel('SMS kod'), code);
  const wizard = page.getByLabel('Biznes nomi');
  const landingOffer = page.getByRole('link', { name: 'Biznes yaratish' });
  await owner.click(page.getByRole('button', { name: 'Tasdiqlash' }), () =>
    Promise.race([wizard.waitFor(), landingOffer.waitFor()]),
  );
  // proven with no business yet: the wizard, straight or by the landing page's offer
  if (!(await wizard.isVisible())) await owner.click(landingOffer, wizard);

  await owner.fill(wizard, 'Choyxona Birinchi Qadam');
  const offered = await page.getByLabel('Biznes telefoni').inputValue();
  assert.equal(offered.replace(/\D/g, ''), phone, "the owner's phone is offered (written as the field writes it)");
  await owner.choose(page.locator('.ant-select', { has: page.getByLabel('Toifa', { exact: true }) }), 'Restoran');
  await owner.click(page.getByRole('button', { name: 'Keyingi' }), page.getByRole('button', { name: 'Yaratish' }));
  const template = page.getByTestId('template').filter({ hasText: 'Restoranimizdagi kechangiz' });
  await owner.click(page.getByRole('button', { name: 'Yaratish' }), template);

  // one tap on a ready form: its share panel with the QR code, then the table tent to print
  const panel = page.getByTestId('share-panel');
  await owner.click(template.getByRole('button', { name: 'Shuni olaman' }), panel.locator('canvas'));
  assert.equal(new URL(page.url()).pathname, '/business/forms');
  const shareUrl = (await panel.getByTestId('share-url').textContent()) ?? '';
  assert.match(shareUrl, /\/f\/|\/form\//, shareUrl);
  let pdf = Buffer.alloc(0);
  const downloading = page.waitForEvent('download');
  await owner.click(page.getByRole('button', { name: 'Stol uchun PDF' }), async () => {
    const download = await downloading;
    assert.match(download.suggestedFilename(), /-stol\.pdf$/);
    pdf = await readFile(await download.path());
  });
  assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-', 'the table tent is a PDF');
  const toShareable = owner.lap();

  // the free test request to the owner's own phone: the first answer with no top-up
  await owner.click(page.locator('.ant-modal-footer').getByRole('button', { name: 'Yopish' }), () =>
    panel.waitFor({ state: 'hidden' }),
  );
  await owner.click(
    page.getByRole('button', { name: 'Menyuni ochish' }),
    page.getByRole('menuitem', { name: 'Bosh sahifa' }),
  );
  const sendTest = page.getByTestId('first-steps').getByRole('button', { name: "Telefonimga sinov so'rovi" });
  await owner.click(page.getByRole('menuitem', { name: 'Bosh sahifa' }), sendTest);
  await owner.click(sendTest, page.getByText("Sinov so'rovi telefoningizga yuborildi"));
  await customerAnswers(suite.browser, base, await surveyLink(base, phone));
  await owner.reload(dashboardAnswers(page).first());
  const toFirstAnswer = owner.lap();

  // a real customer's request costs its reward: the balance is topped up with the sandbox card first
  const amount = page.getByLabel("To'lov miqdori (so'm)");
  await owner.click(page.getByTestId('stat-balance').getByRole('button', { name: "Hisobni to'ldirish" }), amount);
  await owner.fill(amount, '50000');
  await owner.fill(page.getByLabel('Karta raqami'), '8600 0000 0000 0001');
  await owner.fill(page.getByLabel('Amal qilish muddati'), '1230');
  let otp = '';
  await owner.click(page.getByRole('button', { name: 'SMS kod olish' }), async () => {
    await page.getByLabel('SMS kod').waitFor();
    otp = await paymentCode(base, phone);
  });
  await owner.fill(page.getByLabel('SMS kod'), otp);
  await owner.click(
    page.getByRole('button', { name: 'Tasdiqlash' }),
    page.getByText("To'lov muvaffaqiyatli amalga oshirildi!"),
  );
  const topUp = owner.lap();

  // the request dialog: the second phone in full, the template's suggested 2 000 coin
  const customer = uniquePhone();
  const dialog = page.locator('.ant-modal:visible').filter({ hasText: "Yangi so'rovnoma" });
  await owner.click(page.getByRole('button', { name: "Yangi so'rovnoma" }), dialog.getByLabel('Mijoz telefon raqami'));
  // a business with one form may find it chosen already
  const chosen = dialog.locator('.ant-select-selection-item', { hasText: 'Restoranimizdagi kechangiz' });
  if (!(await chosen.isVisible())) await owner.choose(dialog.getByLabel('Forma'), 'Restoranimizdagi kechangiz');
  await owner.click(dialog.getByText("To'liq raqam"));
  await owner.fill(dialog.getByLabel('Mijoz telefon raqami'), customer.slice(3));
  await owner.fill(dialog.getByLabel('Coin miqdori'), '2000');
  const sent = page.getByText("So'rovnoma muvaffaqiyatli yuborildi!");
  await owner.click(dialog.getByRole('button', { name: 'Yuborish' }), sent);
  await owner.click(page.locator('.ant-result').getByRole('button', { name: 'Yopish' }), () =>
    sent.waitFor({ state: 'hidden' }),
  );
  await customerAnswers(suite.browser, base, await surveyLink(base, customer));
  await owner.click(
    page.getByRole('button', { name: 'Menyuni ochish' }),
    page.getByRole('menuitem', { name: 'Bosh sahifa' }),
  );
  await owner.click(page.getByRole('menuitem', { name: 'Bosh sahifa' }), dashboardAnswers(page).nth(1));
  const secondPhone = owner.lap();

  await context.close();
  console.log(
    `[journey] owner actions: landing→shareable form ${toShareable.actions} (goal ≤ ${GOAL.shareable}), ` +
      `→first answer ${toFirstAnswer.actions} (goal ≤ ${GOAL.firstAnswer}); ` +
      `waiting ${secondsOf(toShareable.waitingMs + toFirstAnswer.waitingMs)} s`,
  );
  console.log(
    `[journey] a second phone: top-up ${topUp.actions} actions, request→its answer ${secondPhone.actions}; ` +
      `waiting ${secondsOf(topUp.waitingMs + secondPhone.waitingMs)} s`,
  );
  if (errors.length > 0) console.log(`[journey] the owner's console errors: ${JSON.stringify(errors)}`);
  assert.equal(errors.length, 0, "no console errors on the owner's phone");
  assert.ok(toShareable.actions <= GOAL.shareable, `landing→shareable form took ${toShareable.actions} actions`);
  assert.ok(toFirstAnswer.actions <= GOAL.firstAnswer, `→first answer took ${toFirstAnswer.actions} actions`);
});
