// The customer's side of the bot from end to end: a chat linked by the customer's own contact gets the survey
// request by Telegram (no SMS), answers it through the bot's button, and the wallet opened as a Telegram Mini App
// (signed initData in the launch hash, as Telegram opens it) signs in by itself and shows the balance in
// Telegram's colours.
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { describe, test } from 'node:test';
import { apiCall, uniquePhone } from '../lib/api';
import { useAppAndBrowser } from '../lib/suite';
import { ownerWithForm } from './public-setup';

const BOT_TOKEN = '424242:e2e-token-of-the-bot-api-shape';
const WEBHOOK_SECRET = 'e2e-webhook-secret';
const suite = useAppAndBrowser({ TELEGRAM_BOT_TOKEN: BOT_TOKEN, TELEGRAM_WEBHOOK_SECRET: WEBHOOK_SECRET });

async function webhook(message: Record<string, unknown>) {
  const res = await fetch(`${suite.app.url}/api/telegram/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': WEBHOOK_SECRET },
    body: JSON.stringify({ update_id: Date.now(), message: { message_id: 1, date: 0, ...message } }),
  });
  assert.equal(res.status, 200);
  return ((await res.json()) as { data: { linked: boolean } }).data;
}

/** initData as Telegram signs it (core.telegram.org/bots/webapps, "Validating data received via the Mini App"). */
function signedInitData(userId: number): string {
  const params = new URLSearchParams({
    auth_date: String(Math.floor(Date.now() / 1000)),
    query_id: 'AAHdF6IQAAAAAN0XohDhrOrc',
    user: JSON.stringify({ id: userId, first_name: 'Dilnoza', language_code: 'uz' }),
  });
  const check = [...params.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}=${v}`)
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(BOT_TOKEN).digest();
  params.set('hash', createHmac('sha256', secret).update(check).digest('hex'));
  return params.toString();
}

describe('Telegram for customers', () => {
  test('a linked customer answers the request from the bot and the Mini App wallet shows the balance', async () => {
    const { owner, form } = await ownerWithForm(suite.app.url);
    const customer = uniquePhone();
    const chatId = 7_000_000 + Math.floor(Math.random() * 900_000);
    const chat = { id: chatId, type: 'private', first_name: 'Dilnoza' };
    const from = { id: chatId, is_bot: false, first_name: 'Dilnoza' };

    await webhook({ text: `/start f_${form.shareCode}`, chat, from });
    assert.deepEqual(
      await webhook({ contact: { phone_number: customer, user_id: chatId, first_name: 'D' }, chat, from }),
      {
        linked: true,
      },
    );
    const sent = await apiCall(
      suite.app.url,
      'POST',
      `/responses/${form._id}`,
      {
        phone: customer,
        typeMotive: 'coin',
        coin: 10_000,
      },
      owner.token,
    );
    assert.equal(sent.body.data.response.delivery.channel, 'telegram');

    let url: string | undefined;
    for (let i = 0; i < 50 && !url; i++) {
      const { body } = await apiCall(suite.app.url, 'GET', `/dev/outbox?chatId=${chatId}`);
      const survey = body.data.messages.find((m: { text: string }) => m.text.includes('10000'));
      url = survey?.replyMarkup?.inline_keyboard?.[0]?.[0]?.url;
      if (!url) await new Promise((r) => setTimeout(r, 100));
    }
    assert.ok(url, 'the survey request came by Telegram with a button');
    const sms = await apiCall(suite.app.url, 'GET', `/dev/outbox?phone=${customer}`);
    assert.deepEqual(sms.body.data.messages, [], 'no SMS for a linked customer');

    const context = await suite.browser.newContext({ baseURL: suite.app.url, viewport: { width: 375, height: 740 } });
    // Telegram's own script, as the Telegram app provides it (no network here)
    await context.route('https://telegram.org/**', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `window.Telegram = { WebApp: { initData: '', themeParams: { bg_color: '#102030', text_color: '#f0f0f0' },
          ready() {}, expand() {}, BackButton: { show() {}, hide() {}, onClick() {} } } };`,
      }),
    );
    const page = await context.newPage();
    await page.goto(new URL(url).pathname);
    await page.getByRole('radio', { name: 'Somsa' }).check();
    await page
      .getByRole('radiogroup', { name: /Xizmat sifati/ })
      .getByRole('radio', { name: 'Yaxshi' })
      .check({ force: true });
    await page.getByRole('button', { name: 'Yuborish' }).click();
    await page.getByRole('heading', { name: 'Rahmat!' }).waitFor();

    const theme = encodeURIComponent(JSON.stringify({ bg_color: '#102030', text_color: '#f0f0f0' }));
    const hash = `tgWebAppData=${encodeURIComponent(signedInitData(chatId))}&tgWebAppVersion=8.0&tgWebAppThemeParams=${theme}`;
    await page.goto(`/wallet#${hash}`);
    await page.getByTestId('wallet-balance').waitFor();
    assert.equal(await page.getByTestId('wallet-balance').textContent(), '10 000 coin');
    // Telegram's colours, kept from the launch for the page the sign-in led to
    await page.waitForFunction(() => getComputedStyle(document.body).backgroundColor === 'rgb(16, 32, 48)');
    await context.close();
  });
});
