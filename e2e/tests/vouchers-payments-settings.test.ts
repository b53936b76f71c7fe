import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { apiCall, uniquePhone } from '../lib/api';
import { newPage } from '../lib/browser';
import { useAppAndBrowser } from '../lib/suite';

const suite = useAppAndBrowser();

interface Owner {
  phone: string;
  token: string;
}

async function newOwner(name = 'Kafe Bahor'): Promise<Owner> {
  const phone = uniquePhone();
  const reg = await apiCall(suite.app.url, 'POST', '/auth/register', {
    phone,
    password: 'secret123',
    check_password: 'secret123',
  });
  assert.ok(reg.status < 300, JSON.stringify(reg.body));
  const token = reg.body.data.token as string;
  const biz = await apiCall(
    suite.app.url,
    'POST',
    '/business',
    { name, phone: `+${phone}`, category: 2, region: 1, district: 2 },
    token,
  );
  assert.ok(biz.status < 300, JSON.stringify(biz.body));
  return { phone, token };
}

async function outbox(phone: string): Promise<Array<{ text: string }>> {
  const res = await apiCall(suite.app.url, 'GET', `/dev/outbox?phone=${phone}`);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.data.messages;
}

/** The newest 6-digit code texted to `phone` (the sandbox processor sends the OTP to the business phone). */
async function lastOtp(phone: string): Promise<string> {
  const otp = (await outbox(phone)).map((m) => m.text.match(/kodi:\s*(\d{6})\b/)?.[1]).find(Boolean);
  assert.ok(otp, 'an OTP was texted to the business phone');
  return otp;
}

async function balance(owner: Owner): Promise<number> {
  return Number((await apiCall(suite.app.url, 'GET', '/business', undefined, owner.token)).body.data.coin);
}

async function consolePage(owner: Owner, path: string) {
  const tracked = await newPage(suite.browser, suite.app.url);
  await tracked.page.addInitScript((t) => localStorage.setItem('token', t), owner.token);
  await tracked.page.goto(path);
  return tracked;
}

async function fillTopUp(page: Page, amount: string, card: string) {
  await page.getByLabel("To'lov miqdori (so'm)").fill(amount);
  await page.getByLabel('Karta raqami').fill(card);
  await page.getByLabel('Amal qilish muddati').fill('1230');
  await page.getByRole('button', { name: 'SMS kod olish' }).click();
}

test('top-up with the sandbox card: SMS code, OTP, balance rises in the shell, history shows the payment', async () => {
  const owner = await newOwner();
  const { page, context, errors } = await consolePage(owner, '/business/settings?tab=1');
  await page.locator('[data-remote="mf-settings"] [data-remote="mf-payments"]').waitFor({ timeout: 15_000 });

  await fillTopUp(page, '75000', '8600 0000 0000 0001');
  await page.getByText(/raqamiga SMS kod yuborildi$/).waitFor();
  assert.equal(await page.getByLabel('Karta raqami').isDisabled(), true);
  const confirm = page.getByRole('button', { name: 'Tasdiqlash' });
  await page.getByLabel('SMS kod').fill('12345');
  assert.equal(await confirm.isDisabled(), true);
  await page.getByLabel('SMS kod').fill(await lastOtp(owner.phone));
  await confirm.click();

  await page.getByText("To'lov muvaffaqiyatli amalga oshirildi!").waitFor();
  assert.equal(await page.getByLabel('Karta raqami').inputValue(), '');
  assert.equal(await page.getByLabel('SMS kod').count(), 0);
  const row = page.locator('[data-remote="mf-payments"] tr', { hasText: "75 000 so'm" });
  await row.getByText("To'langan").waitFor();
  await row.getByText(/Uzcard/).waitFor();
  assert.equal(await balance(owner), 75_000);

  // the shell's session knows the new balance without a reload: the dashboard shows it after an in-app move
  await page.getByRole('menuitem', { name: 'Bosh sahifa' }).click();
  await page
    .getByTestId('dashboard-balance')
    .getByText(/75 000/)
    .waitFor();
  assert.ok(!errors.some((e) => /Invalid hook call|Uncaught/.test(e)), errors.join('\n'));
  await context.close();
});

test('a card the processor refuses shows its Uzbek message and nothing is credited', async () => {
  const owner = await newOwner();
  const { page, context } = await consolePage(owner, '/business/settings?tab=1');
  await fillTopUp(page, '20000', '8600000000000116');
  await page.getByText("Kartada mablag' yetarli emas").waitFor();
  assert.equal(await page.getByLabel('Karta raqami').isDisabled(), false);
  await page.locator('[data-remote="mf-payments"] tr', { hasText: "20 000 so'm" }).getByText('Hatolik').waitFor();
  assert.equal(await balance(owner), 0);
  await context.close();
});

async function topUpByApi(owner: Owner, amount: number) {
  const created = await apiCall(
    suite.app.url,
    'POST',
    '/payment/uzcard/createTransaction',
    { amount, cardNumber: '8600000000000001', expireDate: '3012' },
    owner.token,
  );
  assert.equal(created.status, 200, JSON.stringify(created.body));
  const otp = await lastOtp(owner.phone);
  const confirmed = await apiCall(
    suite.app.url,
    'POST',
    '/payment/uzcard/confirmTransaction',
    { transactionId: created.body.data.result.transactionId, otp },
    owner.token,
  );
  assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
}

/** A customer answers a voucher request: the voucher exists once the answer is submitted. */
async function voucherFromAnswer(owner: Owner, customer: string) {
  const form = await apiCall(
    suite.app.url,
    'POST',
    '/forms',
    {
      title: 'Xizmat sifati',
      description: '',
      questions: [{ type: 'text', text: 'Nima yoqdi?', required: false, options: [] }],
    },
    owner.token,
  );
  assert.ok(form.status < 300, JSON.stringify(form.body));
  const request = await apiCall(
    suite.app.url,
    'POST',
    `/responses/${form.body.data._id}`,
    { phone: customer, typeMotive: 'voucher', voucher: { amount: 20000, description: 'Kofe uchun', duration: 30 } },
    owner.token,
  );
  assert.ok(request.status < 300, JSON.stringify(request.body));
  const code = (await outbox(customer)).map((m) => m.text.match(/\/form\/([\w-]+)/)?.[1]).find(Boolean);
  assert.ok(code, 'the request link was texted to the customer');
  const questionId = form.body.data.questions[0]._id;
  const submitted = await apiCall(suite.app.url, 'POST', `/responses/${code}/submit`, {
    answers: [{ question: questionId, value: 'Kofe' }],
    rating: 5,
    review: 'Zo‘r',
    isPublic: true,
  });
  assert.ok(submitted.status < 300, JSON.stringify(submitted.body));
}

test('a voucher from a customer answer: request, customer confirms by the link, redeemed once, use button gone', async () => {
  const owner = await newOwner();
  await topUpByApi(owner, 100_000);
  const customer = uniquePhone();
  await voucherFromAnswer(owner, customer);

  const { page, context } = await consolePage(owner, '/business/vouchers');
  const row = page.locator('[data-remote="mf-vouchers"] tr', { hasText: "20 000 so'm" });
  await row.getByText('Yaroqli').waitFor({ timeout: 15_000 });
  await row.getByText('30 kun qoldi').waitFor();
  await row.getByRole('button', { name: 'Batafsil' }).click();

  const dialog = page.getByRole('dialog');
  await dialog.getByText('Kofe uchun').waitFor();
  const use = dialog.getByRole('button', { name: 'Foydalanish' });
  assert.equal(await use.isDisabled(), true);
  await dialog.getByRole('button', { name: 'Surov yuborish' }).click();
  // the dialog answers the send with a notice: the sent one, or the reason it was refused (say which, not a timeout)
  const notice = dialog.getByRole('alert');
  await notice.waitFor({ timeout: 30_000 }).catch(async (err: Error) => {
    throw new Error(`no notice after 'Surov yuborish'; the dialog showed: ${await dialog.innerText()}\n${err.message}`);
  });
  assert.match(await notice.innerText(), /Tasdiqlash so'rovi mijozga yuborildi/);

  // the customer opens the texted link: its token confirms through the public API
  const token = (await outbox(customer)).map((m) => m.text.match(/\/voucher\/([\w-]+)/)?.[1]).find(Boolean);
  assert.ok(token, 'the confirmation link was texted to the customer');
  const confirmed = await apiCall(suite.app.url, 'POST', `/public/vouchers/${token}/confirm`);
  assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));

  await dialog.getByRole('button', { name: 'Tekshirish' }).click();
  await dialog.getByText('Tasdiqlangan').waitFor();
  await page.waitForFunction(
    () => !document.querySelector('.ant-modal-footer .ant-btn-primary')?.hasAttribute('disabled'),
  );
  await use.click();
  await page.getByText('Voucher muvaffaqiyatli ishlatildi!').waitFor();
  await dialog.waitFor({ state: 'detached' });

  await row.getByText('Foydalanilgan').waitFor();
  await row.getByRole('button', { name: 'Batafsil' }).click();
  await page.getByRole('dialog').getByText('Ishlatilgan').waitFor();
  assert.equal(await page.getByRole('dialog').getByRole('button', { name: 'Foydalanish' }).count(), 0);

  const list = await apiCall(suite.app.url, 'GET', `/vouchers?search=${customer}`, undefined, owner.token);
  const voucher = list.body.data.responses[0];
  assert.equal(voucher.isRedeemed, true);
  const again = await apiCall(suite.app.url, 'POST', '/vouchers/confirm', { voucherId: voucher._id }, owner.token);
  assert.equal(again.status, 409, 'a voucher is redeemed only once');
  await context.close();
});

/** 1×1 transparent PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('the profile with a new logo is saved and the shell shows the new name and logo without a reload', async () => {
  const owner = await newOwner('Eski nom');
  const { page, context } = await consolePage(owner, '/business/settings');
  await page.getByLabel('Biznes nomi').waitFor({ timeout: 15_000 });
  assert.equal(await page.getByLabel('Biznes nomi').inputValue(), 'Eski nom');
  assert.equal(await page.getByTestId('business-logo').count(), 0);

  await page.getByLabel('Biznes nomi').fill('Yangi Bahor');
  await page.getByLabel('Tavsif').fill('Milliy taomlar va shirinliklar');
  await page
    .locator('input[type="file"][aria-label="Logo yuklash"]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await page.getByTestId('logo-preview').locator('img[src^="data:image/png"]').waitFor();
  await page.getByRole('button', { name: 'Saqlash' }).click();
  await page.getByText('Profil muvaffaqiyatli yangilandi').waitFor();

  const shellLogo = page.getByTestId('business-logo').locator('img');
  await shellLogo.waitFor();
  const src = (await shellLogo.getAttribute('src')) ?? '';
  assert.match(src, /\/uploads\/logos\/[\w-]+\.png$/);
  const served = await fetch(new URL(src, suite.app.url));
  assert.equal(served.status, 200);
  assert.match(served.headers.get('content-type') ?? '', /image\/png/);

  const business = (await apiCall(suite.app.url, 'GET', '/business', undefined, owner.token)).body.data;
  assert.equal(business.name, 'Yangi Bahor');
  assert.equal(business.description, 'Milliy taomlar va shirinliklar');

  await page.getByRole('menuitem', { name: 'Bosh sahifa' }).click();
  await page.getByTestId('dashboard-business-name').getByText('Yangi Bahor').waitFor();
  await context.close();
});
