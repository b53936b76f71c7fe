// Closing the loop with an unhappy customer: a one-star answer → the owner replies with a make-good voucher from the
// response's details → the customer opens /reply/{code} and confirms the voucher → it is redeemed at the till →
// the recovery figures count it.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { apiCall, uniquePhone } from '../lib/api';
import { type RunningApp, startApp } from '../lib/app-server';
import { launchBrowser, newPage } from '../lib/browser';

let app: RunningApp;
let browser: Browser;
let token = '';
const customer = uniquePhone();

const api = async <T = any>(method: string, path: string, body?: unknown) => {
  const res = await apiCall<{ success: boolean; data: T; message?: string }>(app.url, method, path, body, token);
  assert.ok(res.status < 300, `${method} ${path} → ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
};

async function outbox(phone: string): Promise<string[]> {
  const res = await apiCall<{ data: { messages: { text: string }[] } }>(app.url, 'GET', `/dev/outbox?phone=${phone}`);
  return res.body.data.messages.map((m) => m.text);
}

/** The first capture of `pattern` in a message to `phone`, waiting for the outbox's sender. */
async function texted(phone: string, pattern: RegExp): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const found = (await outbox(phone)).map((t) => pattern.exec(t)?.[1]).find(Boolean);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no ${pattern} texted to ${phone}`);
}

before(async () => {
  app = await startApp({ RATE_LIMIT_MULTIPLIER: '20' });
  browser = await launchBrowser();
  const ownerPhone = uniquePhone();
  const reg = await apiCall(app.url, 'POST', '/auth/register', {
    phone: ownerPhone,
    password: 'secret123',
    check_password: 'secret123',
  });
  token = reg.body.data.token;
  await api('POST', '/business', { name: 'Choyxona Navro‘z', phone: `+${ownerPhone}`, category: 1 });
  const { result } = await api('POST', '/payment/uzcard/createTransaction', {
    amount: 500_000,
    cardNumber: '8600000000000001',
    expireDate: '3012',
  });
  const otp = await texted(ownerPhone, /kodi: (\d{6})/);
  await api('POST', '/payment/uzcard/confirmTransaction', { transactionId: result.transactionId, otp });
});

after(async () => {
  await browser?.close();
  await app?.stop();
});

test('a one-star answer made good: reply with a voucher, the customer sees it, the till redeems it, the figures count it', async () => {
  const questions = [{ type: 'number', text: 'Xizmatni baholang', min: 1, max: 5, required: true }];
  const form = await api('POST', '/forms', { title: 'Xizmat sifati', description: '', questions });
  const { response } = await api('POST', `/responses/${form._id}`, { phone: customer, typeMotive: 'coin', coin: 1000 });
  const code = await texted(customer, /\/form\/([\w-]+)/);
  const answered = await apiCall(app.url, 'POST', `/responses/${code}/submit`, {
    answers: [{ question: form.questions[0]._id, value: '1' }],
    rating: 1,
    review: 'Osh sovuq edi',
    isPublic: true,
  });
  assert.equal(answered.status, 200, JSON.stringify(answered.body));

  // the owner: the dashboard's 'Norozi mijozlar' leads to the answer; the reply form offers the apology with a gift
  const { page, context, errors } = await newPage(browser, app.url);
  await page.goto('/login');
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  await page.goto('/business/dashboard');
  const card = page.getByTestId('recovery-card');
  await card.waitFor({ timeout: 30_000 });
  await card.getByRole('link', { name: 'Javob kutayotganlar: 1' }).click();
  const section = page.getByTestId('reply-section');
  await section.waitFor({ timeout: 30_000 });
  assert.match(page.url(), new RegExp(`/business/responses/${response._id}$`));
  await section.getByText("Uzr + sovg'a").click();
  await section.getByLabel("Voucher miqdori (so'm)").fill('25000');
  await section.getByRole('button', { name: 'Javob yuborish' }).click();
  await section.getByText('Mijozga javob (1/3)').waitFor();
  assert.deepEqual(errors, []);
  await context.close();

  // the customer: the SMS links to the reply's page, where the voucher is confirmed as on its own page
  const replyCode = await texted(customer, /\/reply\/([\w-]+)/);
  const phone = await newPage(browser, app.url, { width: 390, height: 844 });
  await phone.page.goto(`/reply/${replyCode}`);
  await phone.page.getByText("Hurmatli mijoz, noqulaylik uchun uzr so'raymiz", { exact: false }).waitFor();
  assert.equal(await phone.page.getByTestId('voucher-amount').textContent(), "25 000 so'm");
  const voucherCode = (await phone.page.getByTestId('voucher-code').textContent())!.trim();
  await phone.page.getByRole('button', { name: 'Tasdiqlash' }).click();
  await phone.page.getByRole('heading', { name: 'Tasdiqlangan' }).waitFor();
  // the same voucher waits in the customer's wallet, with the code the till asks for
  await phone.page.goto('/wallet');
  await phone.page.getByLabel('Telefon raqami').fill(`+${customer}`);
  await phone.page.getByRole('button', { name: 'Kod yuborish' }).click();
  const signInCode = await texted(customer, /kirish kodi (\d{6})/);
  await phone.page.getByLabel('SMS kod').fill(signInCode);
  await phone.page.getByRole('button', { name: 'Kirish' }).click();
  const inWallet = phone.page.getByTestId('wallet-voucher');
  await inWallet.first().waitFor();
  assert.equal((await inWallet.getByTestId('wallet-voucher-code').first().textContent())?.trim(), voucherCode);
  await phone.context.close();

  // the till: the code the customer shows, redeemed once
  const { voucher } = await api('GET', `/vouchers/by-code/${voucherCode}`);
  await api('POST', '/vouchers/confirm', { voucherId: voucher._id });

  const recovery = await api('GET', '/stats/recovery?days=30');
  assert.deepEqual(
    { ...recovery, firstUnreplied: undefined },
    {
      lowRatings: 1,
      replied: 1,
      repliedWithin24h: 1,
      madeGood: 1,
      madeGoodRedeemed: 1,
      returned: 0,
      firstUnreplied: undefined,
    },
  );

  // and the owner's dashboard card counts the make-good as used
  const again = await newPage(browser, app.url);
  await again.page.goto('/login');
  await again.page.evaluate((t) => localStorage.setItem('token', t), token);
  await again.page.goto('/business/dashboard');
  const redeemed = again.page.getByTestId('recovery-madeGoodRedeemed');
  await redeemed.waitFor({ timeout: 30_000 });
  assert.match((await redeemed.locator('dd').textContent()) ?? '', /^1$/);
  assert.equal(await again.page.getByTestId('recovery-unreplied').count(), 0);
  assert.deepEqual(again.errors, []);
  await again.context.close();
});
