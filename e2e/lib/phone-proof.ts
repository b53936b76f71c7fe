// A phone grants a team seat, operator rights or coin payments only once its owner proved it with the SMS code:
// the helpers read that code from the sandbox outbox (GET /api/dev/outbox) as the phone's owner reads the SMS.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { apiCall } from './api';

/** The newest phone code sent to `phone`, waiting for the outbox's sender loop. */
export async function phoneCode(base: string, phone: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const res = await apiCall<{ data: { messages: { text: string }[] } }>(base, 'GET', `/dev/outbox?phone=${phone}`);
    const code = res.body.data.messages.map((m) => /tasdiqlash kodi (\d{6})/.exec(m.text)?.[1]).find(Boolean);
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no phone code reached ${phone}`);
}

/** Proves the signed-in account's phone through the API: the code by SMS, read from the outbox, sent back. */
export async function provePhone(base: string, token: string, phone: string): Promise<void> {
  const sent = await apiCall(base, 'POST', '/auth/phone/code', undefined, token);
  assert.equal(sent.status, 200, JSON.stringify(sent.body));
  const proved = await apiCall(base, 'POST', '/auth/phone/verify', { code: await phoneCode(base, phone) }, token);
  assert.equal(proved.status, 200, JSON.stringify(proved.body));
}

/** The sign-up page's phone step: the code the SMS brought, typed and confirmed. */
export async function provePhoneOnPage(page: Page, base: string, phone: string): Promise<void> {
  await page.getByRole('heading', { name: 'Telefon raqamini tasdiqlang' }).waitFor();
  await page.getByLabel('SMS kod').fill(await phoneCode(base, phone));
  await page.getByRole('button', { name: 'Tasdiqlash' }).click();
}

/** Signs up on the console's page with `phone` and proves it with the code, as a new user does. */
export async function registerOnPage(page: Page, base: string, phone: string, password = 'secret123') {
  await page.goto('/register');
  await page.getByLabel('Telefon raqam').fill(`+${phone}`);
  await page.getByLabel('Parol', { exact: true }).fill(password);
  await page.getByLabel('Parolni takrorlang').fill(password);
  await page.getByRole('button', { name: "Ro'yxatdan o'tish" }).click();
  await provePhoneOnPage(page, base, phone);
}
