// The operators' console (mf-ops) from end to end: a user whose phone is in OPERATOR_PHONES signs in without a
// business of their own and gets the platform's pages alone; they find a business by its phone and suspend it
// with a reason (its owner's next survey request is then refused), approve a customer's payout that waits in
// review (PAYOUT_REVIEW_ABOVE is low here) and run a reconciliation that finds everything in order.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apiCall, uniquePhone } from '../lib/api';
import { provePhone } from '../lib/phone-proof';
import { newPage } from '../lib/browser';
import { useAppAndBrowser } from '../lib/suite';
import { rewardedCustomer } from './public-setup';

const operatorPhone = uniquePhone();
const suite = useAppAndBrowser({ OPERATOR_PHONES: operatorPhone, PAYOUT_REVIEW_ABOVE: '5000' });
const SANDBOX_CARD = '8600000000000001';

/** POST /customer/payouts as the wallet sends it, with its Idempotency-Key. */
async function cashOut(token: string, amount: number) {
  const res = await fetch(`${suite.app.url}/api/customer/payouts`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'Idempotency-Key': 'ops-e2e-1' },
    body: JSON.stringify({ amount, cardNumber: SANDBOX_CARD }),
  });
  const body = await res.json();
  assert.equal(res.status, 201, JSON.stringify(body));
  return body.data.payout as { _id: string; status: string };
}

test('an operator suspends a business, approves a payout in review and sees a reconciliation', async () => {
  const base = suite.app.url;
  const registered = await apiCall(base, 'POST', '/auth/register', {
    phone: operatorPhone,
    password: 'secret123',
    check_password: 'secret123',
  });
  assert.ok(registered.status < 300, JSON.stringify(registered.body));
  await provePhone(base, registered.body.data.token, operatorPhone); // a listed number is an operator once proven
  const me = await apiCall(base, 'GET', '/auth/me', undefined, registered.body.data.token);
  assert.deepEqual([me.body.data.operator, me.body.data.businesses], [true, []]);

  // a customer earns 20 000 coin from an owner's survey and cashes out 10 000: over the threshold, it waits
  const { owner, form, customerToken } = await rewardedCustomer(base, 20_000);
  const payout = await cashOut(customerToken, 10_000);
  assert.equal(payout.status, 'review');

  const { page, context, errors } = await newPage(suite.browser, base);
  await context.addInitScript((token) => localStorage.setItem('token', token), registered.body.data.token);
  await page.goto('/business/dashboard');
  await page.waitForURL((url) => url.pathname === '/business/ops');
  await page.locator('[data-remote="mf-ops"]').waitFor();
  const menu = page.getByRole('navigation', { name: 'console' }).getByRole('menuitem');
  assert.deepEqual(await menu.allTextContents(), ['Platforma']);
  assert.equal(await page.getByTestId('page-title').textContent(), 'Bizneslar');
  const sections = page.getByRole('navigation', { name: "Platforma bo'limlari" });

  // the business by its phone; suspended with a reason
  await page.getByRole('searchbox', { name: "Nomi yoki telefoni bo'yicha" }).fill(owner.phone.slice(-7));
  const businesses = page.getByRole('table', { name: 'Bizneslar' });
  const row = businesses.getByRole('row', { name: /Choyxona Navro‘z/ });
  await row.getByText('+998').waitFor();
  assert.equal(await businesses.getByRole('row').count(), 2, 'the header and the one business found');
  await row.getByRole('button', { name: "To'xtatish" }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: "To'xtatish" }).click();
  await dialog.getByText('Sababni yozing (500 ta belgigacha)').waitFor();
  await dialog.getByLabel('Sabab').fill('Spam SMS: mijozlar shikoyat qildi');
  await dialog.getByRole('button', { name: "To'xtatish" }).click();
  await row.getByText("To'xtatilgan").waitFor();

  const refused = await apiCall(
    base,
    'POST',
    `/responses/${form._id}`,
    { phone: uniquePhone(), typeMotive: 'coin', coin: 1000 },
    owner.token,
  );
  assert.equal(refused.status, 403);
  assert.equal(
    refused.body.message,
    "Biznes faoliyati vaqtincha to'xtatilgan: yangi so'rov va to'ldirish mumkin emas",
    'the owner is told why',
  );

  // the payout in review, approved: it leaves the queue for the payout job
  await sections.getByText('Pul yechish').click();
  await page.getByTestId('page-title').filter({ hasText: 'Pul yechishni tekshirish' }).waitFor();
  const queue = page.getByRole('table', { name: 'Pul yechishlar' });
  const inReview = queue.getByRole('row', { name: /10 000 coin/ });
  await inReview.getByText('Tekshiruvda').waitFor();
  await inReview.getByRole('button', { name: 'Tasdiqlash' }).click();
  await inReview.waitFor({ state: 'detached' });
  const mine = await apiCall(base, 'GET', '/customer/payouts', undefined, customerToken);
  const status = mine.body.data.payouts.find((p: { _id: string }) => p._id === payout._id)?.status;
  assert.ok(['pending', 'paid'].includes(status), `the approved payout is ${status}`);

  // a reconciliation run now: balances and wallets agree with their ledgers
  await sections.getByText('Solishtirish').click();
  const last = page.getByRole('region', { name: 'Oxirgi solishtirish' });
  await last.waitFor();
  await page.getByRole('button', { name: 'Hozir solishtirish' }).click();
  await page.getByText('Solishtirish tugadi').waitFor();
  await last.getByText('Hammasi mos').waitFor();
  assert.match(
    (await last.getByText(/^Tekshirilgan: /).textContent()) ?? '',
    /^Tekshirilgan: \d\d-\d\d-\d{4} \d\d:\d\d$/,
  );

  const react = await page.evaluate(() => {
    const seen = (window as { __fikrReact?: Record<string, unknown> }).__fikrReact ?? {};
    return Boolean(seen['mf-ops']) && seen['mf-ops'] === seen.shell;
  });
  assert.ok(react, "mf-ops runs on the shell's React");
  assert.deepEqual(errors, []);
  await context.close();
});
