// The server-rendered public pages (needs the build: mf-public/dist-light, made by `npm run build`).
import { sql } from 'drizzle-orm';
import { rows } from '../db/rows';
import { answersFor, createForm, ownerWithBusiness, sendRequest, topUp } from '../test/flows';
import { call, createTestApp, dbKinds, testConfig, uniquePhone, type TestApp } from '../test/harness';

const FORM_TYPE = { 'content-type': 'application/x-www-form-urlencoded' };

describe.each(dbKinds)('the light public app on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { serveWeb: true });
  });
  afterAll(() => t.close());

  async function request() {
    const owner = await ownerWithBusiness(t.app);
    await topUp(t.app, owner, 100_000);
    const form = await createForm(t.app, owner);
    const res = await sendRequest(t.app, owner, form._id, { phone: uniquePhone(), typeMotive: 'coin', coin: 1_000 });
    return { form, code: res.body.data.response.uniqueCode as string, id: res.body.data.response._id as string };
  }
  const status = async (id: string) =>
    (await rows<{ status: string }>(t.app.db, sql`select status from responses where id = ${id}`))[0].status;
  const post = (code: string, body: string, headers: Record<string, string> = FORM_TYPE) =>
    call(t.app, 'POST', `/form/${code}`, { body, headers });
  const encoded = (form: Awaited<ReturnType<typeof createForm>>, extra: Record<string, string> = {}) =>
    new URLSearchParams({
      ...Object.fromEntries(answersFor(form).map((a) => [`a.${a.question}`, a.value])),
      rating: '4',
      isPublic: 'true',
      ...extra,
    }).toString();

  it('GET /form/:code is the whole form in HTML, with its state as JSON and no inline script', async () => {
    const { form, code } = await request();
    const res = await call(t.app, 'GET', `/form/${code}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = String(res.body);
    for (const q of form.questions) expect(html).toContain(q.text);
    expect(html).toContain('Yuborish');
    expect(html).toMatch(/<script type="application\/json" id="fikr-state">/);
    expect(html).toMatch(/<script src="\/light\/client-[0-9A-Z]{8}\.js" defer><\/script>/);
    expect((await call(t.app, 'GET', '/form/unknown-code-000')).status).toBe(404);
  });

  type Form = Awaited<ReturnType<typeof createForm>>;
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
    const { form, code, id } = await request();
    const res = await post(code, body(form));
    expect(res.status).toBe(400);
    expect(String(res.body)).toContain('fp-alert');
    expect(await status(id)).toBe('waiting');
  });

  it('NUL, over the body limit, not a form post: 4xx, nothing stored', async () => {
    const { form, code, id } = await request();
    expect((await post(code, encoded(form, { review: 'a\u0000b' }))).status).toBe(400);
    expect((await post(code, encoded(form, { review: 'r'.repeat(70_000) }))).status).toBe(413);
    expect((await post(code, 'review=x', { 'content-type': 'text/plain' })).status).toBe(400); // not a form: nothing answered
    expect(await status(id)).toBe('waiting');
  });

  it('a valid post completes once (303 to the completion page); the same post again is 303 to already completed', async () => {
    const { form, code, id } = await request();
    const first = await post(code, encoded(form, { name: ' Ali ' }));
    expect(first.status).toBe(303);
    expect(first.headers.location).toBe('/form-completed?reward=coin&amount=1000');
    const again = await post(code, encoded(form));
    expect(again.status).toBe(303);
    expect(again.headers.location).toBe('/form-completed?artu=true');
    const [row] = await rows<{ status: string; rating: number; customer_name: string; is_public: boolean }>(
      t.app.db,
      sql`select status, rating, customer_name, is_public from responses where id = ${id}`,
    );
    expect(row).toEqual({ status: 'completed', rating: 4, customer_name: 'Ali', is_public: true });
    expect((await call(t.app, 'GET', `/form/${code}`)).headers.location).toBe('/form-completed?artu=true');
  });

  it('the no-JavaScript redirect carries a voucher reward; the completion page names the reward, junk is plain thanks', async () => {
    const owner = await ownerWithBusiness(t.app);
    await topUp(t.app, owner, 100_000);
    const form = await createForm(t.app, owner);
    const sent = await sendRequest(t.app, owner, form._id, {
      phone: uniquePhone(),
      typeMotive: 'voucher',
      voucher: { amount: 25_000, description: 'Kofe', duration: 30 },
    });
    const res = await post(sent.body.data.response.uniqueCode as string, encoded(form));
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/form-completed?reward=voucher&amount=25000');

    const page = async (url: string, lang = 'uz') =>
      String((await call(t.app, 'GET', url, { headers: { cookie: `lang=${lang}` } })).body);
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
    expect((await call(t.app, 'GET', '/voucher/not-a-token')).status).toBe(404);
    expect((await call(t.app, 'POST', '/voucher/not-a-token', { body: '', headers: FORM_TYPE })).status).toBe(404);
    const moved = await call(t.app, 'GET', '/p/voucher/abc');
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('/voucher/abc');
  });
});

describe.each(dbKinds)('one submit limit for the no-JavaScript form and the JSON route on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    const rateLimits = testConfig().rateLimits;
    rateLimits.publicSubmit.max = 3;
    t = await createTestApp(kind, { serveWeb: true, rateLimits });
  });
  afterAll(() => t.close());

  it('switching between the form post and the JSON submit gives no extra tries; the refusal is the form in its language', async () => {
    const owner = await ownerWithBusiness(t.app);
    const form = await createForm(t.app, owner);
    const ip = '10.9.0.1';
    const json = () =>
      call(t.app, 'POST', `/api/responses/${form.shareCode}/submit`, {
        body: { answers: answersFor(form, 'Yomon', '1'), rating: 1 },
        headers: { 'accept-language': 'ru' },
        ip,
      });
    const posted = (lang: string) =>
      call(t.app, 'POST', `/form/${form.shareCode}?lang=${lang}`, {
        body: new URLSearchParams({
          ...Object.fromEntries(answersFor(form, 'Yomon', '1').map((a) => [`a.${a.question}`, a.value])),
          rating: '1',
          isPublic: 'true',
        }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        ip,
      });
    expect((await json()).status).toBe(200);
    expect((await posted('uz')).status).toBe(303);
    expect((await json()).status).toBe(200);
    const refusedPage = await posted('ru');
    expect(refusedPage.status).toBe(429);
    expect(String(refusedPage.body)).toContain('Слишком много запросов. Попробуйте немного позже');
    expect((await json()).status).toBe(429);
    const [{ answered }] = await rows<{ answered: number }>(
      t.app.db,
      sql`select count(*)::int as answered from responses where form_id = ${form._id} and status = 'completed'`,
    );
    expect(Number(answered)).toBe(3);
    // another address has its own tries
    expect(
      (
        await call(t.app, 'POST', `/api/responses/${form.shareCode}/submit`, {
          body: { answers: answersFor(form) },
          ip: '10.9.0.2',
        })
      ).status,
    ).toBe(200);
  });
});
