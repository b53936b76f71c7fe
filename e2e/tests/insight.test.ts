import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { apiCall, uniquePhone } from '../lib/api';
import { newPage } from '../lib/browser';
import { useAppAndBrowser } from '../lib/suite';

const SECRET = 'e2e-webhook-secret';
const suite = useAppAndBrowser({
  TELEGRAM_WEBHOOK_SECRET: SECRET,
  TELEGRAM_BOT_USERNAME: 'FikrE2eBot',
  RATE_LIMIT_MULTIPLIER: '20',
});
const CHAT_ID = 500_000_000 + Math.floor(Math.random() * 1_000_000);
const LOW_REVIEW = 'Navbat juda uzun edi';
const PRIVATE_REVIEW = 'MAXFIY-PAST-BAHO';

let token = '';
let form: { _id: string; shareCode: string; questions: Array<{ _id: string }> };

async function api<T = any>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await apiCall<{ data: T }>(suite.app.url, method, path, body, token);
  assert.ok(res.status < 300, `${method} ${path} → ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

async function signedIn(path: string): Promise<{ page: Page; errors: string[]; close(): Promise<void> }> {
  const { page, context, errors } = await newPage(suite.browser, suite.app.url);
  await page.goto('/login');
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  await page.goto(path);
  return { page, errors, close: () => context.close() };
}

const webhook = (body: unknown, secret?: string) =>
  fetch(`${suite.app.url}/api/telegram/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(secret ? { 'x-telegram-bot-api-secret-token': secret } : {}) },
    body: JSON.stringify(body),
  });

async function chatMessages(): Promise<string[]> {
  const res = await apiCall<{ data: { messages: Array<{ text: string; chatId?: string | null }> } }>(
    suite.app.url,
    'GET',
    '/dev/outbox',
  );
  return res.body.data.messages.filter((m) => m.chatId === String(CHAT_ID)).map((m) => m.text);
}

async function submit(rating: number, isPublic: boolean, review: string): Promise<string> {
  const res = await apiCall(suite.app.url, 'POST', `/responses/${form.shareCode}/submit`, {
    answers: [{ question: form.questions[0]._id, value: String(rating) }],
    rating,
    review,
    isPublic,
  });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.data._id;
}

test('the owner links a Telegram chat from the Bildirishnomalar tab through the bot webhook', async () => {
  const phone = uniquePhone();
  token = (
    await apiCall(suite.app.url, 'POST', '/auth/register', {
      phone,
      password: 'secret123',
      check_password: 'secret123',
    })
  ).body.data.token;
  await api('POST', '/business', { name: 'Kafe Samarqand', phone: `+${phone}`, category: 1 });
  form = await api('POST', '/forms', {
    title: 'Kassa xizmati',
    description: '',
    questions: [{ type: 'number', text: 'Baholang', min: 1, max: 5 }],
  });

  const { page, errors, close } = await signedIn('/business/settings?tab=2');
  await page.getByText('Telegram chat hali ulanmagan.').waitFor();
  await page.getByRole('button', { name: 'Telegram havolasini olish' }).click();
  const link = page.getByTestId('telegram-link').locator('a[href^="https://t.me/"]');
  const url = new URL((await link.getAttribute('href'))!);
  assert.equal(`${url.origin}${url.pathname}`, 'https://t.me/FikrE2eBot');
  await page.getByLabel('Telegram havolasining QR kodi').waitFor();

  const update = {
    update_id: 1,
    message: {
      message_id: 1,
      date: 0,
      text: `/start ${url.searchParams.get('start')}`,
      chat: { id: CHAT_ID, type: 'private', first_name: 'Dilshod' },
    },
  };
  assert.equal((await webhook(update)).status, 401, 'no secret header');
  assert.equal((await webhook(update, 'wrong')).status, 401, 'a wrong secret');
  assert.equal((await webhook(update, SECRET)).status, 200);

  // the tab notices the link by itself (it re-reads the status while waiting)
  await page.getByText('Ulangan chat: Dilshod').waitFor({ timeout: 15_000 });
  await page.getByText(`Chat ID: ${CHAT_ID}`).waitFor();
  assert.match((await chatMessages())[0], /Kafe Samarqand.*bildirishnomalariga ulandi/);
  assert.deepEqual(errors, []);
  await close();
});

test('a low PUBLIC rating reaches the chat in the sandbox outbox within seconds; a private one sends nothing', async () => {
  const low = await submit(1, true, LOW_REVIEW);
  await submit(1, false, PRIVATE_REVIEW);
  await submit(5, true, 'Zo‘r');
  let messages: string[] = [];
  for (let i = 0; i < 20 && !messages.some((m) => m.includes(LOW_REVIEW)); i++) {
    messages = await chatMessages();
    if (!messages.some((m) => m.includes(LOW_REVIEW))) await new Promise((r) => setTimeout(r, 250));
  }
  const alert = messages.find((m) => m.includes(LOW_REVIEW));
  assert.ok(alert, `no alert in ${JSON.stringify(messages)}`);
  for (const part of ['Kafe Samarqand', 'Kassa xizmati', '(1/5)', `/business/responses/${low}`])
    assert.ok(alert!.includes(part), `${part} in ${alert}`);
  assert.equal(messages.length, 2, 'the link confirmation and exactly one alert');
  assert.ok(!messages.join('\n').includes(PRIVATE_REVIEW));
});

test('the dashboard draws the trend chart and fills the rating and today cards', async () => {
  const { page, errors, close } = await signedIn('/business/dashboard');
  await page.getByTestId('dashboard-business-name').waitFor();
  await page.getByTestId('trend-section').scrollIntoViewIfNeeded(); // the chart's chunk loads near the viewport
  const figure = page.getByTestId('trend-figure');
  await figure.waitFor({ timeout: 20_000 });
  assert.equal(await figure.getAttribute('data-days'), '30');
  // uPlot painted its canvas: some pixel is not transparent
  const painted = await page
    .getByTestId('trend-chart')
    .locator('canvas')
    .first()
    .evaluate((canvas: HTMLCanvasElement) => {
      const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      for (let i = 3; i < data.length; i += 4) if (data[i] !== 0) return true;
      return false;
    });
  assert.ok(painted, 'the chart canvas has something drawn');
  assert.match(
    (await figure.locator('figcaption').textContent()) ?? '',
    /30 kun: 3 ta so'rov, 3 ta yakunlangan, o'rtacha reyting 3\.0/,
  );
  await page.getByText('7 kun', { exact: true }).click();
  await page.locator('[data-testid="trend-figure"][data-days="7"]').waitFor();
  assert.match((await page.getByTestId('stat-today').textContent()) ?? '', /3 \/ 3/);
  assert.match((await page.getByTestId('stat-today').textContent()) ?? '', /reyting 3\.0/);
  assert.match((await page.getByTestId('stat-overall').textContent()) ?? '', /3\.0 \/ 5/);
  assert.equal(await page.getByText('Tez orada').count(), 0);
  assert.deepEqual(errors, []);
  await close();
});

test('a response is marked handled with a note in its dialog, and the list shows it', async () => {
  const { page, errors, close } = await signedIn('/business/responses');
  await page.getByText('Jami: 3', { exact: true }).waitFor();
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await rows.nth(1).getByRole('button', { name: 'Batafsil' }).click();
  const dialog = page.locator('.ant-modal:visible');
  await dialog.getByRole('switch', { name: 'Hal qilindi' }).click();
  await dialog.getByLabel('Izoh', { exact: true }).fill("Mijozga qo'ng'iroq qildik, uzr so'radik");
  await dialog.getByRole('button', { name: 'Saqlash' }).click();
  await dialog.getByText('Saqlandi').waitFor();
  await dialog.getByRole('button', { name: 'Yopish' }).last().click();
  await page.getByTestId('handled-tag').waitFor();
  assert.equal(await page.getByTestId('handled-tag').count(), 1);
  const handled = await api<{ responses: Array<{ handled: boolean; note: string; isPublic: boolean }> }>(
    'GET',
    '/responses?handled=true',
  );
  assert.equal(handled.responses.length, 1);
  assert.equal(handled.responses[0].note, "Mijozga qo'ng'iroq qildik, uzr so'radik");
  assert.equal(
    handled.responses[0].isPublic,
    false,
    'the second newest is the private one: its note shows all the same',
  );
  assert.deepEqual(errors, []);
  await close();
});
