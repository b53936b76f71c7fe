// The landing (/) as a business owner's phone gets it: HTML prerendered at build time, readable and usable
// before and without its script; the script (Preact) adds the slider, the language and the session header.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { newPage } from '../lib/browser';
import { useAppAndBrowser } from '../lib/suite';

const suite = useAppAndBrowser();

for (const width of [320, 375]) {
  test(`at ${width} px with JavaScript off the landing is all there: title, sign-in, prices, FAQ`, async () => {
    const context = await suite.browser.newContext({
      baseURL: suite.app.url,
      viewport: { width, height: 740 },
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: /Mijozlaringiz fikrini biling/ }).waitFor();
    assert.equal(await page.getByRole('link', { name: 'Kirish' }).getAttribute('href'), '/login');
    assert.equal(await page.getByTestId('pricing-amount').textContent(), "50 000 so'm");
    assert.equal(await page.getByTestId('pricing-fee').textContent(), "650 so'm");
    const answer = page.getByText("Yo'q. Mijoz SMS orqali kelgan havolani brauzerda ochadi");
    assert.equal(await answer.isVisible(), false);
    await page.getByText('Mijoz ilovani o‘rnatishi kerakmi?').click();
    await answer.waitFor(); // <details> opens without a script
    assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= width, `fits ${width} px`);
    await page.getByRole('link', { name: 'Kirish' }).click();
    await page.waitForURL(`${suite.app.url}/login`);
    await context.close();
  });
}

test('with its script the slider follows the keyboard, the language sticks and the start button signs in', async () => {
  const { page, context, errors } = await newPage(suite.browser, suite.app.url, { width: 375, height: 740 });
  await page.goto('/');
  const slider = page.getByRole('slider', { name: 'Mukofot miqdori' });
  await slider.focus();
  await page.keyboard.press('End');
  await page.getByTestId('pricing-amount').getByText("10 000 000 so'm").waitFor(); // hydrated: keys move it
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.getByTestId('pricing-amount').textContent(), "2 000 so'm");
  await page.getByRole('tab', { name: "Voucher o'tkazmalari" }).click();
  assert.equal(await page.getByTestId('pricing-fee').textContent(), "2 000 so'm");

  await page.getByRole('combobox', { name: 'Til' }).selectOption('ru');
  await page.getByRole('heading', { level: 1, name: 'Узнайте мнение клиентов и вознаградите их' }).waitFor();
  assert.equal(await page.evaluate(() => localStorage.getItem('lang')), 'ru');
  const html = await (await page.request.get('/')).text(); // the next load: the Russian HTML from the server
  assert.match(html, /<html lang="ru">/);
  await page.reload();
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'ru');

  await page.getByRole('combobox', { name: 'Язык' }).selectOption('uz');
  await page.getByRole('button', { name: 'Boshlash' }).click();
  await page.waitForURL(`${suite.app.url}/login`);
  await page.getByText('Hisobingizga kiring').waitFor(); // the console reads the same language choice
  assert.deepEqual(errors, []);
  await context.close();
});
