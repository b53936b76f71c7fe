// The customer's wallet from end to end, in Chromium on a phone, with JavaScript and without: two surveys
// answered (coins and a voucher), sign-in with the SMS code from the sandbox outbox, balance and voucher, a pay
// code, a cash-out to the sandbox card paid by the payout job, and a balance that equals the history.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { uniquePhone } from '../lib/api';
import { axeViolations } from '../lib/axe';
import { useAppAndBrowser } from '../lib/suite';
import { awaitMessage, type Owner, ownerWithForm, type PublicForm, surveyRequest } from './public-setup';

const suite = useAppAndBrowser();
const SANDBOX_CARD = '8600000000000001';

/** The SMS link opened and the survey answered, as public.test.ts's customers do. */
async function answerSurvey(page: Page, link: string) {
  await page.goto(new URL(link).pathname);
  await page.getByRole('radio', { name: 'Somsa' }).check();
  await page
    .getByRole('radiogroup', { name: /Xizmat sifati/ })
    .getByRole('radio', { name: 'Yaxshi' })
    .check({ force: true });
  await page.getByRole('button', { name: 'Yuborish' }).click();
  await page.getByRole('heading', { name: 'Rahmat!' }).waitFor();
}

/** '+10 000 coin' / '−6 000 coin' → 10000 / -6000. */
const coins = (text: string) => Number(text.replace(/[^\d−-]/g, '').replace('−', '-'));

for (const javaScript of [true, false]) {
  describe(`the wallet, JavaScript ${javaScript ? 'on' : 'off'}`, () => {
    test('earn, sign in by SMS code, see the voucher, pay code, cash out to a card, balance = history', async () => {
      const { owner, form }: { owner: Owner; form: PublicForm } = await ownerWithForm(suite.app.url);
      const customer = uniquePhone();
      const context = await suite.browser.newContext({
        baseURL: suite.app.url,
        viewport: { width: 375, height: 740 },
        javaScriptEnabled: javaScript,
      });
      const page = await context.newPage();
      const errors: string[] = [];
      const scripts: string[] = [];
      page.on('pageerror', (err) => errors.push(String(err)));
      page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
      page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));

      // axe runs through the DevTools protocol, so only where the page may run scripts
      const accessible = async (where: string) => {
        if (!javaScript) return;
        const violations = (await axeViolations(page)).map((v) => `${v.id} (${v.targets.join(' | ')})`);
        assert.deepEqual(violations, [], `axe on ${where}`);
      };

      for (const reward of [{ coin: 10_000 }, { voucher: 25_000 }]) {
        const { link } = await surveyRequest(owner, form._id, reward, customer);
        await answerSurvey(page, link);
      }

      await page.goto('/wallet');
      await accessible('the sign-in page');
      await page.getByLabel('Telefon raqami').fill(`+${customer}`);
      await page.getByRole('button', { name: 'Kod yuborish' }).click();
      await page.waitForURL(`**/wallet/verify?phone=${customer}`);
      const sms = await awaitMessage(suite.app.url, customer, (text) => /kirish kodi \d{6}/.test(text));
      const code = sms?.match(/kirish kodi (\d{6})/)?.[1];
      assert.ok(code, 'the sign-in code is in the outbox');
      await accessible('the code page');
      await page.getByLabel('SMS kod').fill(code);
      await page.getByRole('button', { name: 'Kirish' }).click();
      await page.waitForURL((url) => url.pathname === '/wallet');

      assert.equal(await page.getByTestId('wallet-balance').textContent(), '10 000 coin');
      assert.equal(await page.getByTestId('coin-rate').textContent(), "1 coin = 1 so'm");
      const voucher = page.getByTestId('wallet-voucher');
      assert.match((await voucher.textContent()) ?? '', /25 000 so'm.*Amal qiladi.*Choyxona Navro‘z/s);
      const voucherCode = (await voucher.getByTestId('wallet-voucher-code').textContent())?.trim();
      assert.ok(await voucher.getByRole('img', { name: `${voucherCode} kodining QR kodi` }).isVisible());
      await accessible('the wallet');

      await page.getByRole('link', { name: "To'lash" }).click();
      // the customer says how much the cashier may take before the code is shown
      assert.equal(await page.getByLabel("To'lov miqdori (coin)").getAttribute('max'), '10000');
      await page.getByLabel("To'lov miqdori (coin)").fill('5000');
      await page.getByRole('button', { name: 'Kod olish' }).click();
      assert.match((await page.getByTestId('pay-code').textContent()) ?? '', /^\d{6}$/);
      await page.getByText("Kassir bu kod bilan ko'pi bilan 5 000 coin oladi").waitFor();
      await page.getByText(/Kod 3 daqiqa amal qiladi: \d\d:\d\d gacha/).waitFor();
      assert.ok(await page.getByTestId('qr-code').isVisible());
      if (javaScript) await page.getByText(/Qoldi: [23]:\d\d/).waitFor(); // the countdown only a script can keep
      await accessible('the pay code');

      await page.getByRole('link', { name: 'Kartaga chiqarish' }).click();
      await page.getByLabel('Miqdor (coin)').fill('6000');
      await page.getByLabel('Karta raqami').fill(SANDBOX_CARD);
      await page.getByRole('button', { name: 'Kartaga chiqarish' }).click();
      await page.waitForURL((url) => url.pathname === '/wallet/payouts');
      const payout = page.getByTestId('wallet-payout');
      for (let i = 0; i < 40 && !/To'landi/.test((await payout.textContent()) ?? ''); i++) {
        await new Promise((r) => setTimeout(r, 250));
        await page.reload();
      }
      assert.match((await payout.textContent()) ?? '', /6 000 coin.*To'landi.*860000\*{6}0001/s);
      assert.equal(await page.getByTestId('wallet-balance').textContent(), '4 000 coin');
      await accessible('the payouts');

      await page.getByRole('link', { name: 'Tarix' }).click();
      const movements = await page.getByTestId('wallet-movement').allTextContents();
      const sum = movements.map((text) => coins(/[+−-][\d ]+ coin/.exec(text)?.[0] ?? '0')).reduce((a, b) => a + b, 0);
      assert.equal(sum, 4_000, `the history adds up to the balance: ${movements.join(' | ')}`);
      await accessible('the history');

      if (javaScript) {
        // the longest words (ru) on the narrowest phone: nothing scrolls sideways
        await page.setViewportSize({ width: 320, height: 740 });
        for (const lang of ['ru', 'en', 'uz'])
          for (const path of ['/wallet', '/wallet/pay', '/wallet/payouts', '/wallet/history', '/wallet/forget']) {
            await page.goto(`${path}?lang=${lang}`);
            const width = await page.evaluate(() => document.documentElement.scrollWidth);
            assert.ok(width <= 320, `${path} in ${lang} is ${width} px wide at 320 px`);
          }
      }

      await page.getByRole('link', { name: 'Hamyon' }).click();
      await page.getByRole('button', { name: 'Chiqish' }).click();
      await page.getByRole('heading', { name: 'Hamyonga kirish' }).waitFor();

      if (javaScript) assert.ok(scripts.length > 0 && scripts.every((s) => s.startsWith('/light/')), scripts.join());
      else assert.deepEqual(scripts, []);
      assert.deepEqual(errors, []);
      await context.close();
    });
  });
}
