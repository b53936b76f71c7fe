// The customer's path: the SMS link opens the light public app, server-rendered (Preact), working with and
// without JavaScript, offline-safe, at 320 and 375 px.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type RunningApp, startApp } from '../lib/app-server';
import { axeViolations } from '../lib/axe';
import { launchBrowser } from '../lib/browser';
import {
  completedCount,
  type Owner,
  ownerWithForm,
  type PublicForm,
  responseOf,
  surveyRequest,
  voucherConfirmToken,
  voucherOf,
} from './public-setup';

const WIDTHS = [320, 375];

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

interface Phone {
  page: Page;
  context: BrowserContext;
  errors: string[];
  scripts: string[];
}

/**
 * A phone at `width`. javaScript 'off' disables it in the browser; 'blocked' keeps it for the test's own tools
 * (axe) but the page's scripts never load, so the page is exactly the server's HTML.
 */
async function phone(width: number, javaScript: boolean | 'blocked' = true, { axe = false } = {}): Promise<Phone> {
  // axe is injected as an inline script, which the pages' CSP refuses: only axe's pages bypass it
  const context = await browser.newContext({
    baseURL: app.url,
    viewport: { width, height: 740 },
    javaScriptEnabled: javaScript !== false,
    bypassCSP: axe,
  });
  if (javaScript === 'blocked') await context.route('**/light/**', (route) => route.abort());
  const page = await context.newPage();
  const errors: string[] = [];
  const scripts: string[] = [];
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  page.on('pageerror', (err) => errors.push(String(err)));
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  return { page, context, errors, scripts };
}

/** The SMS link opens on the phone: PUBLIC_FORM_ORIGIN (default PUBLIC_ORIGIN, this server) + /form/{code}. */
function pathOf(link: string): string {
  const url = new URL(link);
  assert.equal(url.port, new URL(app.url).port, `the SMS link points at this server: ${link}`);
  assert.match(url.pathname, /^\/form\/[\w-]+$/);
  return url.pathname;
}

/** Answers both required questions, 4 stars, a review and the name. */
async function fillForm(page: Page, { isPublic = true, name = '' } = {}) {
  await page.getByLabel('Nima yoqdi?').fill('Osh mazali');
  await page.getByRole('radio', { name: 'Somsa' }).check();
  await page
    .getByRole('radiogroup', { name: /Xizmat sifati/ })
    .getByRole('radio', { name: 'Yaxshi' })
    .check({ force: true });
  await page.getByRole('radio', { name: '4 yulduz' }).check({ force: true });
  await page.getByLabel('Izoh').fill('Hammasi zo‘r');
  if (name) await page.getByLabel(/Ismingiz/).fill(name);
  if (!isPublic) await page.getByRole('switch', { name: 'Anonim emas' }).uncheck({ force: true });
}

/** The thanks page; with `reward`, its URL carries the reward and the page names it (issue 16 item 15). */
async function sent(page: Page, reward?: { query: string; text: string; isPublic: boolean }) {
  await page.waitForURL((url) => url.pathname === '/form-completed');
  await page.getByRole('heading', { name: 'Rahmat!' }).waitFor();
  if (reward) {
    // a public answer's code comes along as `r` (its review links, when the business has any); a private one's never
    const review = /&r=[\w-]{22}$/;
    assert.equal(review.test(page.url()), reward.isPublic, page.url());
    assert.equal(page.url().replace(review, ''), `${app.url}/form-completed?${reward.query}`);
    assert.equal((await page.getByTestId('completed-reward').textContent())?.trim(), reward.text);
  }
}

async function fits(page: Page, width: number, where: string) {
  const report = await page.evaluate(() => {
    const clipped = [...document.querySelectorAll('label, legend, button, h1, p, a, dd, dt')]
      .filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflow !== 'visible')
      .map((el) => el.textContent);
    const outside = [...document.querySelectorAll('main *')]
      .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
      .map((el) => `${el.tagName}.${el.className}`);
    return { width: document.documentElement.scrollWidth, clipped, outside: outside.slice(0, 5) };
  });
  assert.ok(
    report.width <= width,
    `${where}: no horizontal scrolling at ${width} px (page is ${report.width} px wide; ${report.outside.join(', ')})`,
  );
  assert.deepEqual(report.clipped, [], `${where}: nothing clipped at ${width} px`);
  assert.deepEqual(report.outside, [], `${where}: nothing outside the screen at ${width} px`);
}

describe('the survey link is the server-rendered light app', () => {
  test('the HTML already holds the whole form; completed and unknown codes, /p/ and the headers', async () => {
    const { code, link } = await surveyRequest(owner, form._id, { coin: 5000 });
    const res = await fetch(`${app.url}${new URL(link).pathname}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('cache-control'), 'no-store');
    assert.equal(res.headers.get('content-encoding'), 'br');
    const html = await res.text();
    for (const text of [
      'Choyxona Navro‘z',
      'Milliy taomlar',
      '5000 coin',
      'Fikringiz biz uchun juda muhim!',
      'Nima yoqdi?',
      'Qaysi taom?',
      'Somsa',
      'Xizmat sifati',
      "A'lo",
      'Tavsiya qilasizmi?',
      'Umumiy baho',
      'Izoh',
      'Ismingiz',
      'Anonim emas',
      'Yuborish',
    ]) {
      assert.ok(html.includes(text.replace(/'/g, '&#39;')) || html.includes(text), `the HTML contains ${text}`);
    }
    assert.match(html, /<form[^>]+method="post"[^>]+action="\/form\//);
    assert.doesNotMatch(
      html,
      /<script>(?!<)|<script(?![^>]*(src=|type="application\/json"))[^>]*>/,
      'no inline script (CSP)',
    );
    assert.doesNotMatch(html, /mf-public v|remote-version/, 'no developer version label');
    const script = html.match(/<script src="([^"]+)"/)![1];
    const js = await fetch(`${app.url}${script}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    assert.equal(js.headers.get('content-encoding'), 'br');
    assert.equal(js.headers.get('cache-control'), 'public, max-age=31536000, immutable');

    const unknown = await fetch(`${app.url}/form/no-such-code-000000`);
    assert.equal(unknown.status, 404);
    assert.match(await unknown.text(), /Sahifa topilmadi/);

    const moved = await fetch(`${app.url}/p/form/${code}`, { redirect: 'manual' });
    assert.equal(moved.status, 301);
    assert.equal(moved.headers.get('location'), `/form/${code}`);

    // every static file of the console is precompressed too
    const shell = await fetch(`${app.url}/login`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    const shellScript = (await shell.text()).match(/<script[^>]+src="([^"]+\.js)"/)![1];
    const shellJs = await fetch(new URL(shellScript, app.url), { headers: { 'Accept-Encoding': 'gzip' } });
    assert.equal(shellJs.headers.get('content-encoding'), 'gzip');
    assert.equal(shellJs.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  });

  for (const width of WIDTHS) {
    describe(`at ${width} px`, () => {
      test('with JavaScript: required answers enforced, sent by fetch, exactly once; the link then reads as completed', async () => {
        const { code, responseId, link } = await surveyRequest(owner, form._id, { coin: 5000 });
        const { page, context, errors, scripts } = await phone(width);
        await page.goto(pathOf(link));
        await page.getByRole('heading', { name: 'Fikringiz biz uchun juda muhim!' }).waitFor();
        assert.equal(await page.getByTestId('reward-badge').textContent(), '5000 coin');
        await fits(page, width, 'form');
        await page.waitForLoadState('load');

        await page.getByRole('button', { name: 'Yuborish' }).click();
        assert.equal(await page.getByText('Iltimos, bu savolga javob bering').count(), 2);
        assert.equal(page.url(), `${app.url}/form/${code}`, 'validated in the page, nothing posted');
        await fillForm(page, { isPublic: false, name: '  Dilnoza  ' });
        await page.getByRole('button', { name: 'Yuborish' }).click();
        await sent(page, { query: 'reward=coin&amount=5000', text: '5 000 coin hisobingizga tushdi', isPublic: false });

        const saved = await responseOf(owner, responseId);
        assert.equal(saved.status, 'completed');
        assert.equal(saved.isPublic, false);
        assert.equal(saved.customer.name, 'Dilnoza');
        assert.ok(
          scripts.every((s) => s.startsWith('/light/')),
          `only the light app's JS: ${scripts.join(', ')}`,
        );

        await page.goto(`/form/${code}`);
        await page.waitForURL(`${app.url}/form-completed?artu=true`);
        await page.getByRole('heading', { name: "To'ldirilgan" }).waitFor();
        await page.getByRole('link', { name: /^RU/ }).click();
        await page.getByRole('heading', { name: 'Заполнено' }).waitFor();
        await page.getByRole('link', { name: /^UZ/ }).click();
        await page.getByRole('heading', { name: "To'ldirilgan" }).waitFor();
        assert.deepEqual(errors, []);

        // the same customer's next request to this business: 'Ismingiz' is prefilled
        const next = await surveyRequest(owner, form._id, { coin: 1000 }, saved.customer.phone.replace(/\D/g, ''));
        await page.goto(pathOf(next.link));
        assert.equal(await page.getByLabel(/Ismingiz/).inputValue(), 'Dilnoza');
        await context.close();
      });

      test('without JavaScript: the form posts, errors come back next to the fields, then it completes', async () => {
        const { responseId, link } = await surveyRequest(owner, form._id, { voucher: 25000 });
        const { page, context } = await phone(width, false);
        await page.goto(pathOf(link));
        await page.getByRole('heading', { name: 'Fikringiz biz uchun juda muhim!' }).waitFor();
        await fits(page, width, 'form without JS');
        assert.equal(await page.getByTestId('reward-badge').textContent(), "Voucher 25 000 so'm");

        await page.getByLabel('Izoh').fill('Faqat izoh');
        await page.getByRole('button', { name: 'Yuborish' }).click();
        await page.getByRole('alert').waitFor();
        assert.equal(await page.getByText('Iltimos, bu savolga javob bering').count(), 2);
        assert.equal(await page.getByLabel('Izoh').inputValue(), 'Faqat izoh', 'what was typed comes back');
        const group = page.getByRole('radiogroup', { name: /Xizmat sifati/ });
        assert.equal(await group.getAttribute('aria-invalid'), 'true');
        await fits(page, width, 'form with errors');

        await fillForm(page, { name: 'Akmal' });
        await page.getByRole('button', { name: 'Yuborish' }).click();
        await sent(page, {
          query: 'reward=voucher&amount=25000',
          text: "25 000 so'mlik voucher kodi SMS orqali yuboriladi",
          isPublic: true,
        });
        const saved = await responseOf(owner, responseId);
        assert.equal(saved.status, 'completed');
        assert.equal(saved.rating, 4);
        assert.equal(saved.isPublic, true);
        assert.equal(saved.customer.name, 'Akmal');
        assert.deepEqual(
          saved.answers.map((a: { value: string }) => a.value),
          ['Osh mazali', 'Somsa', '4'],
        );

        // posting the same answers again (back button + resend) changes nothing
        const again = await fetch(`${app.url}${pathOf(link)}`, {
          method: 'POST',
          // the form's own page posts it: a post from another site is refused before it is read
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: app.url },
          body: 'review=x&rating=5',
          redirect: 'manual',
        });
        assert.equal(again.status, 303);
        assert.equal(again.headers.get('location'), '/form-completed?artu=true');
        assert.equal((await responseOf(owner, responseId)).review, 'Hammasi zo‘r');
        await context.close();
      });

      test('offline while sending: kept on the phone, sent when the connection returns, exactly once', async () => {
        const { responseId, link } = await surveyRequest(owner, form._id, { coin: 2000 });
        const { page, context } = await phone(width);
        await page.goto(pathOf(link));
        await page.waitForLoadState('load');
        await fillForm(page);
        await context.setOffline(true);
        await page.getByRole('button', { name: 'Yuborish' }).click();
        await page.getByText('internet qaytganda yuboriladi').waitFor();
        await fits(page, width, 'queued');
        assert.equal((await responseOf(owner, responseId)).status, 'waiting');
        await context.setOffline(false);
        await sent(page);
        const saved = await responseOf(owner, responseId);
        assert.equal(saved.status, 'completed');
        assert.equal(saved.rating, 4);
        await context.close();
      });

      test('offline while sending, then the link opened again later: the kept answers go by themselves', async () => {
        const { responseId, link } = await surveyRequest(owner, form._id, { coin: 2000 });
        const { page, context } = await phone(width);
        await page.goto(pathOf(link));
        await page.waitForLoadState('load');
        await fillForm(page, { name: 'Sardor' });
        await context.setOffline(true);
        await page.getByRole('button', { name: 'Yuborish' }).click();
        await page.getByTestId('queued').waitFor();
        await page.close();
        await context.setOffline(false);
        const later = await context.newPage();
        await later.goto(pathOf(link));
        // a public answer's code comes along (its review links, when the business has any)
        await later.waitForURL(
          (url) => url.pathname === '/form-completed' && /^\?reward=coin&amount=2000&r=[\w-]{22}$/.test(url.search),
        );
        const saved = await responseOf(owner, responseId);
        assert.equal(saved.status, 'completed');
        assert.equal(saved.customer.name, 'Sardor');
        await context.close();
      });

      test('uz, ru and en fit; words only on the 1–5 scale; keyboard radio groups; axe clean with and without JS', async () => {
        for (const javaScript of [true, false]) {
          const { page, context } = await phone(width, javaScript || 'blocked', { axe: true });
          await page.goto(`/form/${form.shareCode}`);
          assert.equal(await page.getByTestId('reward-badge').count(), 0, 'an open link has no reward');
          const scale = page.getByRole('radiogroup', { name: /Xizmat sifati/ });
          assert.deepEqual(
            await scale.getByRole('radio').evaluateAll((els) => els.map((e) => e.parentElement!.textContent)),
            ['Yomon', 'Qoniqarsiz', "O'rtacha", 'Yaxshi', "A'lo"],
          );
          const nps = page.getByRole('radiogroup', { name: 'Tavsiya qilasizmi?' });
          assert.deepEqual(
            await nps.getByRole('radio').evaluateAll((els) => els.map((e) => e.parentElement!.textContent)),
            ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10'],
          );
          const violations = (await axeViolations(page)).map((v) => `${v.id} (${v.targets.join(' | ')})`);
          assert.deepEqual(violations, [], `axe at ${width} px, JavaScript ${javaScript ? 'on' : 'off'}`);
          for (const [lang, heading, worst] of [
            ['ru', 'Ваше мнение очень важно для нас!', 'Неудовлетворительно'],
            ['en', 'Your opinion matters a lot to us!', 'Poor'],
            ['uz', 'Fikringiz biz uchun juda muhim!', 'Qoniqarsiz'],
          ]) {
            await page.getByRole('link', { name: new RegExp(`^${lang.toUpperCase()}`) }).click();
            await page.getByRole('heading', { name: heading }).waitFor();
            await page.getByText(worst, { exact: true }).waitFor();
            await fits(page, width, `${lang}, JavaScript ${javaScript ? 'on' : 'off'}`);
          }
          await context.close();
        }

        const { page, context } = await phone(width);
        await page.goto(`/form/${form.shareCode}`);
        await page.waitForLoadState('load');
        const before = await completedCount(owner, form._id);
        await page.getByLabel('Nima yoqdi?').fill('Klaviatura');
        await page.getByRole('radio', { name: 'Osh' }).focus();
        await page.keyboard.press('ArrowDown');
        assert.ok(await page.getByRole('radio', { name: 'Somsa' }).isChecked());
        await page
          .getByRole('radiogroup', { name: /Xizmat sifati/ })
          .getByRole('radio', { name: 'Yomon' })
          .focus();
        await page.keyboard.press('Space');
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('ArrowRight');
        assert.ok(await page.getByRole('radio', { name: "O'rtacha" }).isChecked());
        await page.getByRole('radio', { name: '1 yulduz' }).focus();
        await page.keyboard.press('ArrowRight');
        assert.ok(await page.getByRole('radio', { name: '2 yulduz' }).isChecked());
        await page.getByRole('switch', { name: 'Anonim emas' }).focus();
        await page.keyboard.press('Space');
        assert.equal(await page.getByRole('switch', { name: 'Anonim emas' }).isChecked(), false);
        await page.keyboard.press('Tab');
        await page.keyboard.press('Enter');
        await sent(page);
        assert.equal(await completedCount(owner, form._id), before + 1);
        await context.close();
      });

      test('the voucher confirmation link, with and without JavaScript', async () => {
        for (const javaScript of [true, false]) {
          const { customer, code } = await surveyRequest(owner, form._id, { voucher: 25000 });
          const submit = await fetch(`${app.url}/api/responses/${code}/submit`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({
              answers: [
                { question: form.questions![1]._id, value: 'Osh' },
                { question: form.questions![2]._id, value: '5' },
              ],
            }),
          });
          assert.equal(submit.status, 200);
          const token = await voucherConfirmToken(owner, customer);
          const voucher = await voucherOf(owner, customer);
          const { page, context } = await phone(width, javaScript);
          await page.goto(`/voucher/${token}`);
          await page.getByRole('heading', { name: 'Voucher', exact: true }).waitFor();
          assert.equal(await page.getByTestId('voucher-amount').textContent(), "25 000 so'm");
          assert.equal(await page.getByTestId('voucher-code').textContent(), voucher.code.toUpperCase());
          await fits(page, width, 'voucher');
          await page.getByRole('button', { name: 'Tasdiqlash' }).click();
          await page.getByRole('heading', { name: 'Tasdiqlangan' }).waitFor();
          assert.equal((await voucherOf(owner, customer)).userConfirm, true);
          await context.close();
        }
        const missing = await fetch(`${app.url}/voucher/no-such-token-0000000000`);
        assert.equal(missing.status, 404);
        assert.match(await missing.text(), /Voucher topilmadi/);
      });
    });
  }
});
