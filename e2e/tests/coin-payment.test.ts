// A customer pays with coins at the counter: the pay code made in their wallet for at most 5,000 coin, typed by the
// owner into the console's 'Coin qabul qilish' dialog on a phone (375 px, then 320 px): more than the customer allowed
// is refused as an unknown code is, 4,000 are taken once; the code used again is refused with the API's message. The dialog fits the screen and axe finds nothing serious in it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { apiCall } from '../lib/api';
import { axeViolations, isSerious } from '../lib/axe';
import { provePhone } from '../lib/phone-proof';
import { useAppAndBrowser } from '../lib/suite';
import { rewardedCustomer } from './public-setup';

const suite = useAppAndBrowser();
/** The answer to an unknown code, and to a live one the till may not use (too much, used, expired). */
const REFUSED = "To'lov kodi noto'g'ri, muddati tugagan yoki bu miqdorga ruxsat bermaydi";

/** A customer who earned `coin` by answering a survey, signed in to the wallet by SMS code: their pay code for `amount`. */
async function payCodeOfRewardedCustomer(coin: number, amount: number) {
  const { owner, customer, customerToken } = await rewardedCustomer(suite.app.url, coin);
  await provePhone(suite.app.url, owner.token, owner.phone); // coins are taken by a proven phone only
  const payCode = await apiCall(suite.app.url, 'POST', '/customer/pay-codes', { amount }, customerToken);
  assert.equal(payCode.status, 201, JSON.stringify(payCode.body));
  assert.equal(payCode.body.data.amount, amount);
  return { owner, customer, customerToken, payCode: payCode.body.data.code as string };
}

/** The dialog and the page stay within the screen: nothing scrolls sideways. */
async function assertFits(page: Page, width: number) {
  const box = await page.getByRole('dialog').boundingBox();
  assert.ok(box && box.x >= 0 && box.x + box.width <= width + 0.5, `the dialog at ${width} px: ${JSON.stringify(box)}`);
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(scroll <= width, `the page is ${scroll} px wide at ${width} px`);
}

test("the owner takes a customer's coins with their pay code in the console dialog, on a phone", async () => {
  const { owner, customer, customerToken, payCode } = await payCodeOfRewardedCustomer(10_000, 5_000);
  // bypassCSP: axe is injected as an inline script, which the app's Content-Security-Policy rightly refuses
  const context = await suite.browser.newContext({
    baseURL: suite.app.url,
    viewport: { width: 375, height: 740 },
    bypassCSP: true,
  });
  await context.addInitScript((token) => localStorage.setItem('token', token), owner.token);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(String(err)));

  await page.goto('/business/vouchers');
  await page.getByRole('button', { name: 'Coin qabul qilish' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText("1 coin = 1 so'm").waitFor();
  await assertFits(page, 375);
  await dialog.getByLabel("To'lov kodi").fill(payCode);
  await dialog.getByLabel('Miqdor (coin)').fill('6000');
  await dialog.getByRole('button', { name: 'Qabul qilish' }).click();
  await dialog.getByRole('alert').getByText(REFUSED).waitFor();
  await dialog.getByLabel('Miqdor (coin)').fill('4000');
  await dialog.getByRole('button', { name: 'Qabul qilish' }).click();
  await dialog.getByText('4 000 coin qabul qilindi').waitFor();
  await dialog.getByText(`Mijoz: +998 ${customer.slice(3, 5)} ***-**-${customer.slice(-2)}`).waitFor();
  const wallet = await apiCall(suite.app.url, 'GET', '/customer/wallet', undefined, customerToken);
  assert.equal(wallet.body.data.coin, 6_000);

  await page.setViewportSize({ width: 320, height: 740 });
  await dialog.getByRole('button', { name: 'Yana qabul qilish' }).click();
  await dialog.getByLabel("To'lov kodi").fill(payCode);
  await dialog.getByLabel('Miqdor (coin)').fill('1000');
  await dialog.getByRole('button', { name: 'Qabul qilish' }).click();
  await dialog.getByRole('alert').getByText(REFUSED).waitFor();
  await assertFits(page, 320);
  const serious = (await axeViolations(page, '[role="dialog"]')).filter(isSerious);
  assert.deepEqual(serious, [], 'axe in the dialog');
  assert.deepEqual(errors, []);
  await context.close();
});
