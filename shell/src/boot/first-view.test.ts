import { LANG_STORAGE_KEY } from '@fikr/shared';
import type { EarlyAnswer } from './early-gets';
import { paintFirstView } from './first-view';
import { LANG_KEY } from './reader-language';

const ok = (data: unknown): Promise<EarlyAnswer> => Promise.resolve({ status: 200, body: JSON.stringify({ data }) });
const business = { _id: 'b1', name: 'Choyxona <img src=x onerror=alert(1)>', coin: 125000 };
const stats = {
  totalResponses: { total: 5, completed: 3, percentage: 60 },
  rating: { rating: 4.67, count: 3 },
  repeatPurchase: 2,
  today: { requests: 2, completed: 1, ratingAvg: 4.5 },
};
/** 60 days, oldest first: 4.0 in the 30 days before, 4.5 in the last 30; yesterday 3 / 4 rated 5. */
const days = Array.from({ length: 60 }, (_, i) => ({
  date: `d${i}`,
  requests: i === 58 ? 4 : 0,
  completed: i === 58 ? 3 : 0,
  ratingAvg: i < 30 ? (i === 0 ? 4 : null) : i === 58 ? 5 : i === 59 ? 4 : null,
  ratingCount: i === 0 || i >= 58 ? 1 : 0,
}));
const trendsPath = '/stats/trends?from=2026-09-29&to=2026-11-27';
const manifest = {
  mf_responses: {
    entry: '/remotes/mf-responses/mf-manifest.json',
    pages: [{ path: 'responses/*', module: 'routes', menu: { uz: 'Javoblar', ru: 'Ответы', en: 'Responses' } }],
  },
};

function startingConsole(path: string) {
  window.history.pushState({}, '', path);
  document.body.innerHTML = '<div id="root"><div class="boot-spinner" role="status">Fikr…</div></div>';
}
const cover = () => document.getElementById('page-snapshot')?.shadowRoot ?? null;
const shown = (testId: string) => cover()?.querySelector(`[data-snapshot-testid="${testId}"]`)?.textContent;

afterEach(() => {
  document.getElementById('page-snapshot')?.remove();
  localStorage.clear();
});

test("a first visit shows the dashboard's figures from the early answers, as text, until the console is up", async () => {
  startingConsole('/business/dashboard');
  const answers = { '/business': ok(business), '/stats': ok(stats), [trendsPath]: ok({ days }) };
  expect(await paintFirstView(Promise.resolve(answers), null)).toBe(true);
  expect(cover()!.textContent).toContain('Boshqaruv paneli');
  // the live cards' notes too: the rating against the 30 days before, today's rating and yesterday's figures
  expect(shown('stat-overall')).toBe('Umumiy reyting4.7 / 5Oldingi 30 kunga nisbatan: +0.5');
  expect(shown('stat-balance')).toBe('Balans125 000 coin');
  expect(shown('stat-responses')).toBe('Jami javoblar3 / 5');
  expect(shown('stat-today')).toBe(
    "Bugungi natijalar1 / 2Yakunlangan / so'rovlar · reyting 4.5Kecha: 3 / 4 · reyting 5.0",
  );
  expect(cover()!.textContent).toContain('3 ta baho');
  expect(cover()!.textContent).toContain('Baho faqat ochiq javoblardan');
  // the name is shown, not run
  expect(cover()!.textContent).toContain('Choyxona <img src=x onerror=alert(1)>');
  expect(cover()!.querySelector('img')).toBeNull();
  // read-only, and hidden from assistive technology: the live page is the one read out
  const host = document.getElementById('page-snapshot')!;
  expect(host.hasAttribute('inert') && host.getAttribute('aria-hidden')).toBe('true');

  document.getElementById('root')!.innerHTML = '<div class="fikr-console"><main>live</main></div>';
  await Promise.resolve(); // the observer's turn
  expect(document.getElementById('page-snapshot')).toBeNull();
});

test("in the reader's language, with its plural forms", async () => {
  localStorage.setItem(LANG_STORAGE_KEY, 'ru');
  startingConsole('/business/dashboard');
  await paintFirstView(Promise.resolve({ '/business': ok(business), '/stats': ok(stats) }), null);
  // without the trends' answer the cards say there is not enough to compare, as the live ones do
  expect(shown('stat-overall')).toBe('Общий рейтинг4.7 / 5Недостаточно оценок для сравнения с предыдущими 30 днями');
  expect(cover()!.textContent).toContain('3 оценки');
  expect(shown('stat-balance')).toBe('Баланс125 000 коинов');
});

test('before the first answer: the name and the balance only, as the live page shows its first steps', async () => {
  startingConsole('/business/dashboard');
  const none = { totalResponses: { total: 1, completed: 0, percentage: 0 }, rating: { rating: 0, count: 0 } };
  expect(await paintFirstView(Promise.resolve({ '/business': ok(business), '/stats': ok(none) }), null)).toBe(true);
  expect(shown('stat-balance')).toBe('Balans125 000 coin');
  for (const id of ['stat-responses', 'stat-overall', 'stat-today', 'stat-repeat']) expect(shown(id)).toBeUndefined();
  expect(cover()!.textContent).not.toContain('0 / 5');
});

test("the responses list's first page: who answered and when, under the manifest's title", async () => {
  localStorage.setItem(LANG_STORAGE_KEY, 'en');
  startingConsole('/business/responses');
  const responses = [
    { _id: 'r1', customer: { name: 'Aziza', phone: '998901234567' }, createdAt: '2026-11-27T09:05:00.000Z' },
    { _id: 'r2', customer: { phone: '998935554433' }, createdAt: '2026-11-26T19:30:00.000Z' },
  ];
  const answers = { '/responses?page=1&limit=10': ok({ responses, pagination: { total: 2 } }) };
  expect(await paintFirstView(Promise.resolve(answers), Promise.resolve(manifest))).toBe(true);
  expect(cover()!.querySelector('h1')!.textContent).toBe('Responses');
  const cells = [...cover()!.querySelectorAll('[data-snapshot-testid="customer-cell"]')];
  expect(cells.map((c) => c.querySelector('strong')!.textContent)).toEqual(['Aziza', '+998 93 555-44-33']);
  // the phone under a name, never a second time under the phone itself
  expect(cells.map((c) => c.textContent)).toEqual([
    'Aziza+998 90 123-45-6727-11-2026 14:05',
    '+998 93 555-44-3327-11-2026 00:30',
  ]);
  expect(cover()!.textContent).toContain('27-11-2026 14:05');
  expect(cover()!.textContent).toContain('+998 90 123-45-67');
});

test('nothing shows without the data, for another role, once the console is up, or over the page last seen', async () => {
  startingConsole('/business/dashboard');
  // a cashier: the early calls asked for the business only
  expect(await paintFirstView(Promise.resolve({ '/business': ok(business) }), null)).toBe(false);
  const refused: Promise<EarlyAnswer> = Promise.resolve({ status: 403, body: '{"message":"Ruxsat yo\'q"}' });
  expect(await paintFirstView(Promise.resolve({ '/business': ok(business), '/stats': refused }), null)).toBe(false);
  const answers = Promise.resolve({ '/business': ok(business), '/stats': ok(stats) });
  document.getElementById('root')!.innerHTML = '<div class="fikr-console"><main>live</main></div>';
  expect(await paintFirstView(answers, null)).toBe(false);
  startingConsole('/business/dashboard');
  const kept = document.createElement('div');
  kept.id = 'page-snapshot';
  document.body.append(kept);
  expect(await paintFirstView(answers, null)).toBe(false);
  expect(document.querySelectorAll('#page-snapshot')).toHaveLength(1);
  kept.remove();
  // an empty list: the live page says what that means
  startingConsole('/business/responses');
  const empty = Promise.resolve({ '/responses?page=1&limit=10': ok({ responses: [], pagination: { total: 0 } }) });
  expect(await paintFirstView(empty, Promise.resolve(manifest))).toBe(false);
  expect(cover()).toBeNull();
});

test('the language is read from the key the console keeps it under', () => {
  expect(LANG_KEY).toBe(LANG_STORAGE_KEY);
});
