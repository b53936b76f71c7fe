// The console on a phone (issue 16, items 1, 2 and 4): at 375 and 320 px the vouchers, responses and payment
// history lists are cards with their action on screen, nothing scrolls sideways, the top bar title is whole,
// and a survey request from the plus button shows on the dashboard without a reload. axe stays clean.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { apiCall } from '../lib/api';
import { chooseOption } from '../lib/antd-select';
import { axeViolations, isSerious } from '../lib/axe';
import { useAppAndBrowser } from '../lib/suite';
import { ownerWithForm, surveyRequest, type Owner, type PublicForm } from './public-setup';

const suite = useAppAndBrowser();
let owner: Owner;
let form: PublicForm;
let voucherCustomer: string;

let ready: Promise<void> | undefined;
/** Once per file, after the app started: an owner (topped up), a completed voucher request and a waiting coin one. */
const setUp = () => (ready ??= seed());
async function seed() {
  ({ owner, form } = await ownerWithForm(suite.app.url));
  const { code, customer } = await surveyRequest(owner, form._id, { voucher: 20_000 });
  voucherCustomer = customer;
  const { form: open } = (await apiCall(suite.app.url, 'GET', `/forms/u/${code}`)).body.data;
  const submitted = await apiCall(suite.app.url, 'POST', `/responses/${code}/submit`, {
    answers: [
      { question: open.questions[1]._id, value: 'Osh' },
      { question: open.questions[2]._id, value: '5' },
    ],
    rating: 5,
    review: 'Zo‘r',
    isPublic: true,
  });
  assert.ok(submitted.status < 300, JSON.stringify(submitted.body));
  await surveyRequest(owner, form._id, { coin: 1000 });
}

async function phonePage(width: number, { serviceWorkers = 'allow' as 'allow' | 'block' } = {}) {
  await setUp();
  // bypassCSP: axe is injected as an inline script, which the app's Content-Security-Policy rightly refuses
  const context = await suite.browser.newContext({
    baseURL: suite.app.url,
    viewport: { width, height: 760 },
    bypassCSP: true,
    serviceWorkers,
  });
  await context.addInitScript((token) => localStorage.setItem('token', token), owner.token);
  return { context, page: await context.newPage() };
}

/** Nothing wider than the screen: no sideways scrolling. */
async function assertNoSidewaysScroll(page: Page, where: string) {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  assert.ok(scroll <= inner, `${where}: the page is ${scroll} px wide on a ${inner} px screen`);
}

/** The element is fully on screen horizontally. */
async function assertOnScreen(page: Page, selector: ReturnType<Page['locator']>, width: number, what: string) {
  const box = await selector.boundingBox();
  assert.ok(box, `${what} is not rendered`);
  assert.ok(
    box.x >= 0 && box.x + box.width <= width + 0.5,
    `${what} is off screen: x ${box.x}, width ${box.width} at ${width} px`,
  );
}

/** The top bar title is one whole text (no ellipsis) that fits its box. */
async function assertWholeTitle(page: Page, expected: string) {
  const title = page.getByTestId('page-title');
  assert.equal((await title.textContent())?.trim(), expected);
  const cut = await title.evaluate(
    (el) => el.scrollWidth > el.clientWidth + 1 || getComputedStyle(el).textOverflow === 'ellipsis',
  );
  assert.equal(cut, false, `the title '${expected}' is cut`);
}

for (const width of [375, 320]) {
  test(`at ${width} px: vouchers, responses and payments are cards with their action on screen; the title is whole`, async () => {
    const { page, context } = await phonePage(width);
    const serious: string[] = [];
    const axe = async (name: string) => {
      for (const v of (await axeViolations(page)).filter(isSerious))
        serious.push(`${name}: ${v.id} at ${v.targets.join(' | ')}`);
    };

    await page.goto('/business/dashboard');
    await page.getByTestId('dashboard-business-name').waitFor();
    await assertWholeTitle(page, 'Boshqaruv paneli');
    await assertNoSidewaysScroll(page, 'dashboard');
    // the stat cards are equally wide (one per row): not sized by their content
    await page.getByTestId('stat-today').waitFor();
    const statWidths = await page
      .locator('[data-testid="stat-cards"] > *')
      .evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect().width));
    assert.equal(statWidths.length, 5);
    assert.ok(
      Math.max(...statWidths) - Math.min(...statWidths) <= 1,
      `the stat cards differ in width: ${statWidths.join(', ')}`,
    );

    await page.goto('/business/vouchers');
    const voucher = page.getByTestId('list-card').first();
    await voucher.waitFor();
    assert.equal(await page.locator('[data-remote="mf-vouchers"] table').count(), 0, 'no table on a phone');
    const voucherText = (await voucher.textContent()) ?? '';
    assert.match(voucherText, /20 000 so'm/);
    assert.match(voucherText, /Yaroqli/);
    assert.ok(
      voucherText.includes(`+998 ${voucherCustomer.slice(3, 5)} ${voucherCustomer.slice(5, 8)}-`),
      `the customer's phone shows: ${voucherText}`,
    );
    await assertOnScreen(page, voucher.getByRole('button', { name: 'Batafsil' }), width, 'the voucher details button');
    await assertWholeTitle(page, 'Voucherlar');
    await assertNoSidewaysScroll(page, 'vouchers');
    await axe('vouchers');
    await voucher.getByRole('button', { name: 'Batafsil' }).click();
    await page.getByRole('dialog').waitFor();
    // the dialog footer: the hint on its own line, 'Foydalanish' beside 'Yopish' on one line, on screen
    const buttons = page.getByTestId('dialog-buttons');
    assert.ok(((await buttons.boundingBox())?.height ?? 99) < 48, 'the dialog buttons fit one line');
    await assertOnScreen(page, page.getByRole('button', { name: 'Foydalanish' }), width, "the voucher's use button");
    await page.keyboard.press('Escape');

    await page.goto(`/business/forms/${form._id}`);
    const save = page.getByTestId('editor-save');
    await save.waitFor();
    const back = await page.getByRole('button', { name: 'Orqaga' }).boundingBox();
    const saveBox = await save.boundingBox();
    assert.ok(
      back && saveBox && Math.abs(back.y - saveBox.y) < 4,
      "the editor's 'Saqlash' stays on the toolbar's first line",
    );
    await assertOnScreen(page, save, width, "the editor's save button");
    await assertWholeTitle(page, 'Formani tahrirlash');
    await assertNoSidewaysScroll(page, 'form editor');

    await page.goto('/business/responses');
    const response = page.getByTestId('list-card').first();
    await response.waitFor();
    assert.equal(await page.locator('[data-remote="mf-responses"] table').count(), 0, 'no table on a phone');
    assert.equal(await page.getByTestId('list-card').count(), 2);
    // nothing of antd starts on a phone's list: the browser's own filter controls, plain cards and pager
    const list = page.locator('[data-remote="mf-responses"]');
    assert.equal(await list.locator('[class^="ant-"], [class*=" ant-"]').count(), 0, 'no antd component in the list');
    assert.equal(await list.getByRole('combobox', { name: 'Barcha statuslar' }).evaluate((el) => el.tagName), 'SELECT');
    await assertOnScreen(
      page,
      response.getByRole('button', { name: 'Batafsil' }),
      width,
      'the response details button',
    );
    await assertNoSidewaysScroll(page, 'responses');
    await axe('responses');
    await response.getByRole('button', { name: 'Batafsil' }).click();
    await page.getByText("Javob ma'lumotlari").waitFor();
    await page.keyboard.press('Escape');

    await page.goto('/business/settings?tab=1');
    const payment = page.locator('[data-remote="mf-payments"]').getByTestId('list-card').first();
    await payment.waitFor();
    assert.match((await payment.textContent()) ?? '', /200 000 so'm/);
    await assertNoSidewaysScroll(page, 'payments');
    await axe('payments');

    await context.close();
    assert.deepEqual(serious, []);
  });
}

test('a survey request from the plus button shows on the dashboard at once (counts and latest responses)', async () => {
  const { page, context } = await phonePage(375);
  await page.goto('/business/dashboard');
  const stat = page.getByTestId('stat-responses');
  await stat.waitFor();
  const before = (await stat.textContent()) ?? '';
  await page.getByRole('button', { name: "Yangi so'rovnoma" }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  // a moment after it opens the dialog puts the cursor in the phone field; a form chosen before that could have its
  // dropdown closed under the click on a busy machine
  await page.waitForFunction(
    () => document.activeElement?.tagName === 'INPUT' && document.activeElement.closest('[role="dialog"]') !== null,
  );
  await chooseOption(page, dialog.locator('.ant-select').first(), 'Mehmon fikri');
  await dialog.getByTitle('Mehmon fikri').waitFor(); // the chosen form shows in its field
  await dialog.getByText("To'liq raqam").click();
  await dialog.getByLabel('Mijoz telefon raqami').fill('+998 93 555-44-33');
  await dialog.getByLabel('Coin miqdori').fill('1000');
  await dialog.getByRole('button', { name: 'Yuborish' }).click();
  const sent = page.getByText("So'rovnoma muvaffaqiyatli yuborildi!");
  const refused = dialog.getByRole('alert');
  await sent.or(refused).first().waitFor({ timeout: 30_000 });
  assert.deepEqual(await refused.allInnerTexts(), [], 'the dialog sent the request');
  await sent.waitFor();
  await page.getByRole('button', { name: 'Yopish' }).last().click();
  await page.waitForFunction(
    (old) => document.querySelector('[data-testid="stat-responses"]')?.textContent !== old,
    before,
    { timeout: 10_000 },
  );
  await page.getByTestId('recent-response').filter({ hasText: '+998 93 555-44-33' }).waitFor({ timeout: 10_000 });
  await context.close();
});

for (const { path, data, marker } of [
  {
    path: '/business/dashboard',
    data: ['/api/auth/me', '/api/business', '/api/stats', '/api/forms', '/api/responses?page=1&limit=10'],
    marker: 'stat-overall',
  },
  {
    path: '/business/responses',
    data: ['/api/auth/me', '/api/responses?page=1&limit=10', '/api/forms', '/api/business/branches'],
    marker: 'customer-cell',
  },
]) {
  test(`${path} asks for its session and data from the entry script, each once and none in vain`, async () => {
    const { page, context } = await phonePage(375);
    const asked: { url: string; by: string }[] = [];
    const refused: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/api/')) asked.push({ url: url.pathname + url.search, by: r.resourceType() });
    });
    page.on('response', (r) => {
      if (r.status() >= 400) refused.push(`${r.status()} ${r.url()}`);
    });
    await page.goto(path);
    await page.getByTestId(marker).first().waitFor();
    await page.waitForLoadState('networkidle');
    const gets = asked.map((a) => a.url);
    const twice = gets.filter((u, i) => gets.indexOf(u) !== i);
    assert.deepEqual(twice, [], `asked twice: ${twice.join(', ')}`);
    assert.deepEqual(refused, []);
    // the entry script asks with fetch; the app's API client (XHR) would ask again, after the shared libraries
    for (const url of data) assert.equal(asked.find((a) => a.url === url)?.by, 'fetch', `${url} asked early`);
    await context.close();
  });
}

for (const { path, marker, shows, data } of [
  {
    path: '/business/dashboard',
    marker: 'stat-overall',
    shows: /Umumiy reyting\s*5\.0 \/ 5/,
    data: ['/api/business', '/api/stats', '/api/forms', '/api/responses?page=1&limit=10'],
  },
  {
    path: '/business/responses',
    marker: 'customer-cell',
    shows: /\+998 \d\d \d{3}-\d\d-\d\d/,
    data: ['/api/responses?page=1&limit=10', '/api/forms', '/api/business/branches'],
  },
]) {
  test(`a first visit to ${path} has its data in before its code and renders it through its own page`, async () => {
    // no worker: every script comes through the route below
    const { page, context } = await phonePage(375, { serviceWorkers: 'block' });
    // the console's code arrives late, as on a slow phone; the entry comes at once
    await page.route(/\.js$/, async (route) => {
      if (!/\/main\.[0-9a-f]+\.js$/.test(route.request().url()))
        await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto(path);
    const shown = page.getByTestId(marker).first();
    await shown.waitFor();
    assert.match((await shown.innerText()) ?? '', shows);
    // nothing is painted over or beside the console: the page's own markup is all there is
    assert.equal(await page.locator('body > :not(#root, script, style, noscript, [hidden])').count(), 0);
    const loads = (
      await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => ({ name: e.name, end: (e as PerformanceResourceTiming).responseEnd })),
      )
    ).map(({ name, end }) => ({ url: new URL(name), end }));
    const dataEnds = loads.filter((l) => data.includes(l.url.pathname + l.url.search)).map((l) => l.end);
    assert.equal(dataEnds.length, data.length, "each of the page's calls was asked once");
    const dataIn = Math.max(...dataEnds);
    const code = loads.filter((l) => /\.js$/.test(l.url.pathname) && !/\/main\.[0-9a-f]+\.js$/.test(l.url.pathname));
    const codeIn = Math.min(...code.map((l) => l.end));
    assert.ok(dataIn <= codeIn, `the page's data was in at ${dataIn} ms, after its first code (${codeIn} ms)`);
    await context.close();
  });
}

test("antd's styles go into the page as text, never through the HTML parser", async () => {
  const { page, context } = await phonePage(375, { serviceWorkers: 'block' });
  await page.addInitScript(() => {
    // counts every stylesheet set as markup (innerHTML runs the HTML parser over it)
    const counts = { parsed: 0 };
    (window as unknown as { __styles: typeof counts }).__styles = counts;
    const inner = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML')!;
    Object.defineProperty(HTMLStyleElement.prototype, 'innerHTML', {
      get: inner.get,
      set(this: HTMLStyleElement, css: string) {
        counts.parsed += 1;
        inner.set!.call(this, css);
      },
    });
  });
  await page.goto('/business/responses');
  // a phone's list is plain markup; a response's details are antd's dialog with its parts
  await page.getByTestId('list-card').first().getByRole('button', { name: 'Batafsil' }).click();
  await page.getByText("Javob ma'lumotlari").waitFor();
  const { parsed, antdStyles } = await page.evaluate(() => ({
    parsed: (window as unknown as { __styles: { parsed: number } }).__styles.parsed,
    antdStyles: document.querySelectorAll('style[data-css-hash], style[data-rc-order]').length,
  }));
  assert.ok(antdStyles > 10, `only ${antdStyles} of antd's style elements`);
  assert.equal(parsed, 0, `${parsed} stylesheets went through the HTML parser`);
  await context.close();
});

test("a return visit's dashboard does not move when fresh figures replace the last visit's", async () => {
  const { page, context } = await phonePage(375, { serviceWorkers: 'block' });
  await page.goto('/business/dashboard');
  await page.getByTestId('stat-overall').waitFor();
  await page.waitForTimeout(1_500); // the data cache is saved to IndexedDB at most twice a second
  await page.addInitScript(() => {
    const moved: number[] = [];
    (window as unknown as { __moved: number[] }).__moved = moved;
    new PerformanceObserver((list) => {
      for (const shift of list.getEntries() as (PerformanceEntry & { value: number })[]) moved.push(shift.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // the stats answer late: the last visit's figures show under 'yangilandi HH:MM' until it comes
  await page.route('**/api/stats', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  await page.reload();
  await page.getByTestId('updated-at').waitFor();
  await page.getByTestId('updated-at').waitFor({ state: 'detached', timeout: 15_000 });
  await page.waitForTimeout(300);
  const moved = await page.evaluate(() => (window as unknown as { __moved: number[] }).__moved);
  assert.deepEqual(moved, [], 'nothing on the page moved');
  await context.close();
});

/** The console's saved data cache (IndexedDB, as @fikr/shared's query persistence keeps it), undefined without one. */
const savedCache = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('fikr');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('console-cache')) return resolve(undefined);
          const read = db.transaction('console-cache').objectStore('console-cache').get('fikr-console-cache');
          read.onerror = () => reject(read.error);
          read.onsuccess = () => resolve(read.result);
        };
      }),
  );

test('a return visit paints the dashboard last seen through its own page before the server answers; signing out forgets it', async () => {
  const { page, context } = await phonePage(375, { serviceWorkers: 'block' });
  await page.goto('/business/dashboard');
  await page.getByTestId('stat-overall').waitFor();
  await page.waitForTimeout(1_500); // the data cache is saved to IndexedDB at most twice a second
  assert.notEqual(await savedCache(page), undefined, 'the data cache is saved');
  // the server answers nothing until the page is on screen: what shows is the saved data
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/**', async (route) => {
    await answered;
    await route.continue();
  });
  await page.reload();
  const overall = page.getByTestId('stat-overall');
  await overall.waitFor();
  assert.match(await overall.innerText(), /Umumiy reyting\s*5\.0 \/ 5/);
  assert.match(await page.getByTestId('updated-at').innerText(), /^yangilandi \d\d:\d\d$/);
  assert.equal(await page.locator('body > :not(#root, script, style, noscript, [hidden])').count(), 0);
  answer();
  await page.getByTestId('updated-at').waitFor({ state: 'detached', timeout: 15_000 });
  await page.unroute('**/api/**');

  await page.setViewportSize({ width: 1280, height: 800 }); // 'Chiqish' is in the sidebar, not in the phone's drawer
  await page.getByRole('button', { name: 'Chiqish' }).click();
  await page.waitForURL('**/login');
  const deadline = Date.now() + 5_000;
  while ((await savedCache(page)) !== undefined && Date.now() < deadline) await page.waitForTimeout(100);
  assert.equal(await savedCache(page), undefined, 'nothing of the session stays on the device');
  await context.close();
});
