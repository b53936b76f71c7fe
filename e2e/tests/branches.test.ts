// Branches in the running console: the owner adds one on mf-team's branches page (a second through the API),
// survey requests are sent for each and the customers answer publicly; the responses list filtered by a branch
// shows only that branch's responses (also after a reload), the dashboard's branch table has a row per branch,
// and a form's share panel gives each branch its own open link. Someone who belongs to two businesses switches
// between them in the top bar.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { apiCall } from '../lib/api';
import { chooseOption } from '../lib/antd-select';
import { newPage } from '../lib/browser';
import { provePhone } from '../lib/phone-proof';
import { useAppAndBrowser } from '../lib/suite';
import { ownerWithBusiness, ownerWithForm, surveyRequest, type Owner, type PublicForm } from './public-setup';

const suite = useAppAndBrowser();

interface Branch {
  _id: string;
  name: string;
  code: string;
}

async function branchesOf(owner: Owner): Promise<Branch[]> {
  const res = await apiCall(owner.base, 'GET', '/business/branches', undefined, owner.token);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.data.branches;
}

/** A request for the branch, answered publicly by the customer with `rating`; `answered: false` leaves it waiting. */
async function requestFor(owner: Owner, form: PublicForm, branchId: string, rating: number, answered = true) {
  const { customer, code } = await surveyRequest(owner, form._id, { coin: 1000, branchId });
  if (!answered) return customer;
  const res = await apiCall(owner.base, 'POST', `/responses/${code}/submit`, {
    answers: [
      { question: form.questions[1]._id, value: 'Osh' },
      { question: form.questions[2]._id, value: String(rating) },
    ],
    rating,
    review: '',
    isPublic: true,
  });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return customer;
}

const phoneText = (p: string) => `+998 ${p.slice(3, 5)} ${p.slice(5, 8)}-${p.slice(8, 10)}-${p.slice(10)}`;
/**
 * The live console only: after a reload the last page seen shows at once, read-only, over the page (in a shadow
 * root, which locators see into) until the console is up. Read there, the rows waited for could be gone a moment
 * later, replaced by the live list still loading.
 */
const live = (page: Page) => page.locator('#root');
const rows = (page: Page) => live(page).locator('.ant-table-tbody tr.ant-table-row');

/** The list shows exactly these customers' responses (waiting for the list of the filter just chosen). */
async function expectListed(page: Page, phones: string[]) {
  await live(page).getByText(`Jami: ${phones.length}`, { exact: true }).waitFor();
  for (const phone of phones)
    await rows(page)
      .filter({ hasText: phoneText(phone) })
      .waitFor();
  const listed = (await rows(page).locator('td:first-child').allTextContents()).map(
    (cell) => cell.match(/\+998 \d\d \d{3}-\d\d-\d\d/)![0],
  );
  assert.deepEqual(listed.sort(), phones.map(phoneText).sort());
}

test("a branch's responses show under its filter; the dashboard has a row per branch; each branch has its own link", async () => {
  const { owner, form } = await ownerWithForm(suite.app.url);
  const { page, context, errors } = await newPage(suite.browser, suite.app.url);
  await context.addInitScript((t) => localStorage.setItem('token', t), owner.token);

  // branch A through the branches page, branch B through the API
  await page.goto('/business/team/branches');
  await page.getByText("Hozircha filiallar yo'q").waitFor();
  await page.getByRole('button', { name: "Filial qo'shish" }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Filial nomi').fill('Chilonzor');
  await dialog.getByLabel('Manzil').fill('Bunyodkor 1');
  await chooseOption(page, dialog.getByLabel('Viloyat'), 'Toshkent shahri');
  await chooseOption(page, dialog.getByLabel('Tuman'), 'Olmazor');
  await dialog.getByRole('button', { name: 'Saqlash' }).click();
  const table = page.getByRole('table', { name: 'Filiallar' });
  await table.getByRole('row', { name: /Chilonzor.*Toshkent shahri, Olmazor/ }).waitFor();
  const created = await apiCall(owner.base, 'POST', '/business/branches', { name: 'Yunusobod' }, owner.token);
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const [a, b] = await branchesOf(owner);
  assert.deepEqual([a.name, b.name], ['Chilonzor', 'Yunusobod']);
  await page.reload();
  await table.getByRole('row', { name: new RegExp(`Yunusobod.*${b.code}`) }).waitFor();

  // A: two answered requests (5 and 3); B: one answered (4) and one still waiting
  const inA = [await requestFor(owner, form, a._id, 5), await requestFor(owner, form, a._id, 3)];
  const inB = [await requestFor(owner, form, b._id, 4), await requestFor(owner, form, b._id, 0, false)];

  await page.goto('/business/responses');
  await expectListed(page, [...inA, ...inB]);
  await chooseOption(page, page.getByLabel('Barcha filiallar'), 'Chilonzor');
  await page.waitForURL(new RegExp(`\\?branch=${a._id}`));
  await expectListed(page, inA);
  await page.reload();
  await expectListed(page, inA);
  await chooseOption(page, page.locator('.ant-select').filter({ hasText: 'Chilonzor' }), 'Yunusobod');
  await page.waitForURL(new RegExp(`\\?branch=${b._id}`));
  await expectListed(page, inB);

  // the dashboard's branch table: requests, completed, the public rating
  await page.goto('/business/dashboard');
  const branchTable = page.getByRole('table', { name: 'Filiallar' });
  await branchTable.waitFor();
  const cells = async (name: string) =>
    (
      await branchTable
        .getByRole('row', { name: new RegExp(`^${name}`) })
        .locator('th, td')
        .allTextContents()
    ).map((s) => s.trim());
  assert.deepEqual(await cells('Chilonzor'), ['Chilonzor', '2', '2', '4.0']);
  assert.deepEqual(await cells('Yunusobod'), ['Yunusobod', '2', '1', '4.0']);
  assert.equal(await branchTable.getByRole('row').count(), 3, 'a header and a row per branch, nothing without one');

  // each branch has its own open link on the form's share panel
  await page.goto('/business/forms');
  await page.getByTestId('form-card').getByLabel('Amallar').click();
  await page.getByRole('menuitem', { name: /Ulashish/ }).click();
  const panel = page.getByTestId('share-panel');
  await chooseOption(page, panel.getByLabel('Filial'), 'Yunusobod');
  await panel
    .getByTestId('share-url')
    .filter({ hasText: `/form/${form.shareCode}?b=${b.code}` })
    .waitFor();
  assert.ok(await panel.locator('canvas').isVisible(), 'the QR code of the branch link');

  assert.deepEqual(errors, []);
  await context.close();
});

test('someone who owns a business and works in another switches to it: the data and the menu follow, a reload keeps it', async () => {
  const { owner, form } = await ownerWithForm(suite.app.url);
  const made = await apiCall(owner.base, 'POST', '/business/branches', { name: 'Sergeli' }, owner.token);
  assert.equal(made.status, 201, JSON.stringify(made.body));
  await requestFor(owner, form, made.body.data.branch._id, 5);

  // a user with a business of their own, then invited to the first as a manager
  const { phone, token } = await ownerWithBusiness(suite.app.url, 'Kafe Bahor');
  const invited = await apiCall(owner.base, 'POST', '/business/members', { phone, role: 'manager' }, owner.token);
  assert.equal(invited.status, 201, JSON.stringify(invited.body));
  await provePhone(suite.app.url, token, phone); // only a proven phone takes the seat

  const { page, context, errors } = await newPage(suite.browser, suite.app.url);
  await context.addInitScript((t) => localStorage.setItem('token', t), token);
  await page.goto('/business/dashboard');
  await page.getByTestId('dashboard-business-name').filter({ hasText: 'Kafe Bahor' }).waitFor();
  const menu = page.getByRole('navigation', { name: 'console' }).getByRole('menuitem');
  await menu.filter({ hasText: 'Sozlamalar' }).waitFor();
  await chooseOption(page, page.getByLabel('Biznes'), 'Choyxona Navro‘z · Menejer');
  await page.getByTestId('dashboard-business-name').filter({ hasText: 'Choyxona Navro‘z' }).waitFor();
  await page
    .getByRole('table', { name: 'Filiallar' })
    .getByRole('row', { name: /^Sergeli/ })
    .waitFor();
  await menu.filter({ hasText: 'Formalar' }).waitFor();
  assert.equal(await menu.filter({ hasText: 'Sozlamalar' }).count(), 0, "a manager's menu has no settings");
  await page.reload();
  await page.getByTestId('dashboard-business-name').filter({ hasText: 'Choyxona Navro‘z' }).waitFor();
  const chosen = (await apiCall(owner.base, 'GET', '/business', undefined, owner.token)).body.data._id;
  assert.equal(await page.evaluate(() => localStorage.getItem('businessId')), chosen, 'the choice is kept');
  assert.deepEqual(errors, []);
  await context.close();
});
