/**
 * @jest-environment node
 */
// The public pages of the public app's own server against a real API over HTTP (tests/stack.ts): the form, its
// no-JavaScript post, the completion page and the voucher page, as a browser without JavaScript drives them.
import {
  answersFor,
  call,
  completedCount,
  createForm,
  ownerWithBusiness,
  responseOf,
  sendRequest,
  topUp,
  type Form,
  type Owner,
} from './test/http';
import { Browser } from './test/browser';
import { dbKinds, startStack, TEST_SCRIPT, type Stack } from './test/stack';

jest.setTimeout(60_000);

const FORM_TYPE = { 'content-type': 'application/x-www-form-urlencoded' };

describe.each(dbKinds)('the public pages on %s', (kind) => {
  let s: Stack;
  beforeAll(async () => {
    s = await startStack(kind);
  });
  afterAll(() => s?.close());

  async function request() {
    const owner = await ownerWithBusiness(s.api.url);
    await topUp(s.api.url, owner, 100_000);
    const form = await createForm(s.api.url, owner);
    const { code, id } = await sendRequest(s.api.url, owner, form, { typeMotive: 'coin', coin: 1_000 });
    return { owner, form, code, id };
  }
  const status = async (owner: Owner, id: string) => (await responseOf(s.api.url, owner, id)).status;
  const post = (code: string, body: string, headers: Record<string, string> = FORM_TYPE) =>
    call(s.web, 'POST', `/form/${code}`, { body, headers: { origin: s.web, ...headers } });
  const encoded = (form: Form, extra: Record<string, string> = {}) =>
    new URLSearchParams({
      ...Object.fromEntries(answersFor(form).map((a) => [`a.${a.question}`, a.value])),
      rating: '4',
      isPublic: 'true',
      ...extra,
    }).toString();

  it('GET /form/:code is the whole form in HTML, with its state as JSON and no inline script', async () => {
    const { form, code } = await request();
    const res = await call(s.web, 'GET', `/form/${code}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const html = String(res.body);
    for (const q of form.questions) expect(html).toContain(q.text);
    expect(html).toContain('Yuborish');
    expect(html).toMatch(/<script type="application\/json" id="fikr-state">/);
    expect(html).toContain(`<script src="/light/${TEST_SCRIPT}" defer></script>`);
    expect((await call(s.web, 'GET', '/form/unknown-code-000')).status).toBe(404);
  });

  const JUNK: Array<[string, (form: Form) => string]> = [
    ['nothing', () => ''],
    ['a rating that is not a number', (form) => encoded(form, { rating: 'abc' })],
    ['a rating of 9', (form) => encoded(form, { rating: '9' })],
    ['a name over 100 characters', (form) => encoded(form, { name: 'n'.repeat(101) })],
    ['a choice outside the options', (form) => encoded(form, { [`a.${form.questions[1]._id}`]: 'Yo‘q' })],
    ['a number out of range', (form) => encoded(form, { [`a.${form.questions[2]._id}`]: '99' })],
    ['only __proto__ and constructor fields', () => '__proto__=x&constructor=y'],
  ];
  it.each(JUNK)('a post with %s is refused with the form again (400), the request stays open', async (_label, body) => {
    const { owner, form, code, id } = await request();
    const res = await post(code, body(form));
    expect(res.status).toBe(400);
    expect(String(res.body)).toContain('fp-alert');
    expect(await status(owner, id)).toBe('waiting');
  });

  it('the API’s messages stand by their fields, in the page’s language', async () => {
    const { form, code } = await request();
    const res = await post(code, encoded(form, { name: 'n'.repeat(101) }));
    expect(String(res.body)).toMatch(/id="fp-name"[^>]*aria-invalid="true"/);
    const ru = await call(s.web, 'POST', `/form/${code}?lang=ru`, {
      body: encoded(form, { [`a.${form.questions[2]._id}`]: '99' }),
      headers: { ...FORM_TYPE, origin: s.web },
    });
    expect(ru.status).toBe(400);
    expect(String(ru.body)).toContain('<html lang="ru">');
  });

  it('NUL, over the body limit, not a form post: 4xx, nothing stored', async () => {
    const { owner, form, code, id } = await request();
    expect((await post(code, encoded(form, { review: 'a\u0000b' }))).status).toBe(400);
    expect((await post(code, encoded(form, { review: 'r'.repeat(70_000) }))).status).toBe(413);
    expect((await post(code, 'review=x', { 'content-type': 'text/plain' })).status).toBe(400); // not a form: nothing answered
    expect(await status(owner, id)).toBe('waiting');
  });

  it('a valid post completes once (303 to the completion page); the same post again is 303 to already completed', async () => {
    const { owner, form, code, id } = await request();
    const first = await post(code, encoded(form, { name: ' Ali ' }));
    expect(first.status).toBe(303);
    // a public answer's code comes along: its completion page offers the business's review links, if any
    expect(first.headers.location).toBe(`/form-completed?reward=coin&amount=1000&r=${code}`);
    const again = await post(code, encoded(form));
    expect(again.status).toBe(303);
    expect(again.headers.location).toBe('/form-completed?artu=true');
    const response = await responseOf(s.api.url, owner, id);
    expect([response.status, response.rating, response.customer.name, response.isPublic]).toEqual([
      'completed',
      4,
      'Ali',
      true,
    ]);
    expect((await call(s.web, 'GET', `/form/${code}`)).headers.location).toBe('/form-completed?artu=true');
  });

  it('two posts of one code at the same moment: one completion, both go to a completion page', async () => {
    const { owner, form, code, id } = await request();
    const [a, b] = await Promise.all([post(code, encoded(form)), post(code, encoded(form))]);
    expect([a.status, b.status]).toEqual([303, 303]);
    expect([a.headers.location, b.headers.location].sort()).toEqual([
      '/form-completed?artu=true',
      `/form-completed?reward=coin&amount=1000&r=${code}`,
    ]);
    expect(await status(owner, id)).toBe('completed');
  });

  it('the no-JavaScript redirect carries a voucher reward; the completion page names the reward, junk is plain thanks', async () => {
    const owner = await ownerWithBusiness(s.api.url);
    await topUp(s.api.url, owner, 100_000);
    const form = await createForm(s.api.url, owner);
    const { code } = await sendRequest(s.api.url, owner, form, {
      typeMotive: 'voucher',
      voucher: { amount: 25_000, description: 'Kofe', duration: 30 },
    });
    const res = await post(code, encoded(form));
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/form-completed?reward=voucher&amount=25000&r=${code}`);

    const page = async (url: string, lang = 'uz') =>
      String((await call(s.web, 'GET', url, { headers: { cookie: `lang=${lang}` } })).body);
    expect(await page('/form-completed?reward=voucher&amount=25000')).toContain(
      "25 000 so'mlik voucher kodi SMS orqali yuboriladi",
    );
    expect(await page('/form-completed?reward=coin&amount=2000')).toContain('2 000 coin hisobingizga tushdi');
    expect(await page('/form-completed?reward=coin&amount=2000', 'ru')).toContain('2 000 коинов зачислено на ваш счёт');
    for (const junk of ['reward=gold&amount=5', 'reward=coin&amount=-5', 'reward=coin&amount=1e9', 'reward=coin']) {
      const html = await page(`/form-completed?${junk}`);
      expect(html).toContain('Rahmat!');
      expect(html).not.toContain('data-testid="completed-reward"');
    }
    expect(await page('/form-completed?artu=true&reward=coin&amount=2000')).not.toContain('hisobingizga');
  });

  it('unknown voucher tokens are the not-found page, for GET and for the no-JavaScript confirm', async () => {
    expect((await call(s.web, 'GET', '/voucher/not-a-token')).status).toBe(404);
    const browser = new Browser(s);
    await browser.get('/voucher/not-a-token');
    expect((await browser.post('/voucher/not-a-token')).status).toBe(404);
    const moved = await call(s.web, 'GET', '/p/voucher/abc');
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('/voucher/abc');
  });

  it('an API that does not answer is a 502, not a page made of nothing', async () => {
    const { code } = await request();
    const { buildPublicServer } = await import('./app');
    const orphan = await buildPublicServer(
      {
        port: 0,
        host: '127.0.0.1',
        apiOrigin: 'http://127.0.0.1:9',
        apiBase: '/api',
        trustProxy: false,
        logLevel: 'silent',
      },
      { client: TEST_SCRIPT },
    );
    try {
      await orphan.listen({ port: 0, host: '127.0.0.1' });
      const { port } = orphan.server.address() as { port: number };
      expect((await call(`http://127.0.0.1:${port}`, 'GET', `/form/${code}`)).status).toBe(502);
    } finally {
      await orphan.close();
    }
  });
});

describe.each(dbKinds)('one submit limit for the no-JavaScript form and the JSON route on %s', (kind) => {
  let s: Stack;
  beforeAll(async () => {
    s = await startStack(kind, { RATE_LIMIT_PUBLIC_SUBMIT: '3' });
  });
  afterAll(() => s?.close());

  it('switching between the form post and the JSON submit gives no extra tries; the refusal is the form in its language', async () => {
    const owner = await ownerWithBusiness(s.api.url);
    const form = await createForm(s.api.url, owner);
    // The customer's address as a proxy in front of each server names it; each server trusts loopback.
    const customer = { 'x-forwarded-for': '10.9.0.1' };
    const json = (ip = customer) =>
      call(s.api.url, 'POST', `/api/responses/${form.shareCode}/submit`, {
        body: { answers: answersFor(form, 'Yomon', '1'), rating: 1 },
        headers: { 'accept-language': 'ru', ...ip },
      });
    const posted = (lang: string) =>
      call(s.web, 'POST', `/form/${form.shareCode}?lang=${lang}`, {
        body: new URLSearchParams({
          ...Object.fromEntries(answersFor(form, 'Yomon', '1').map((a) => [`a.${a.question}`, a.value])),
          rating: '1',
          isPublic: 'true',
        }).toString(),
        headers: { ...FORM_TYPE, origin: s.web, ...customer },
      });
    expect((await json()).status).toBe(200);
    expect((await posted('uz')).status).toBe(303);
    expect((await json()).status).toBe(200);
    const refusedPage = await posted('ru');
    expect(refusedPage.status).toBe(429);
    expect(String(refusedPage.body)).toContain('Слишком много запросов. Попробуйте немного позже');
    expect((await json()).status).toBe(429);
    expect(await completedCount(s.api.url, owner, form)).toBe(3);
    // another address has its own tries, through the public server too: its own address is never the one counted
    expect((await json({ 'x-forwarded-for': '10.9.0.2' })).status).toBe(200);
    const other = await call(s.web, 'POST', `/form/${form.shareCode}`, {
      body: new URLSearchParams({
        ...Object.fromEntries(answersFor(form).map((a) => [`a.${a.question}`, a.value])),
        rating: '5',
      }).toString(),
      headers: { ...FORM_TYPE, referer: `${s.web}/form/${form.shareCode}`, 'x-forwarded-for': '10.9.0.3' },
    });
    expect(other.status).toBe(303);
  });
});
