import { sql } from 'drizzle-orm';
import { rows } from '../../db/rows';
import { call, createTestApp, dbKinds, uniquePhone, type TestApp } from '../../test/harness';
import { answersFor, createForm, linkCode, outbox, ownerWithBusiness, sendRequest, topUp } from '../../test/flows';

describe.each(dbKinds)('public form and submit on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function setup(body: Record<string, unknown> = { typeMotive: 'coin', coin: 3_000 }) {
    const owner = await ownerWithBusiness(t.app);
    await topUp(t.app, owner, 100_000);
    const form = await createForm(t.app, owner);
    const customer = uniquePhone();
    const res = await sendRequest(t.app, owner, form._id, { phone: customer, ...body });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    return { owner, form, customer, code: await linkCode(t.app, customer) };
  }
  const submit = (code: string, body: unknown) => call(t.app, 'POST', `/api/responses/${code}/submit`, { body });

  it('GET /forms/u/:code shows the form, business, reward and status of a request', async () => {
    const { form, code } = await setup();
    const res = await call(t.app, 'GET', `/api/forms/u/${code}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      form: { _id: form._id, title: 'Fikr-mulohaza', description: 'Tavsif', questions: form.questions },
      business: { name: 'Rayhon', description: 'Milliy taomlar', logo: null },
      coin: 3_000,
      typeMotive: 'coin',
      voucher: { amount: 0 },
      status: 'waiting',
      openLink: false,
    });
    expect((await call(t.app, 'GET', '/api/forms/u/doesnotexist123')).status).toBe(404);
    expect((await call(t.app, 'GET', `/api/forms/u/${encodeURIComponent("' or 1=1 --")}`)).status).toBe(404);
  });

  it('a coin request completes once, credits the customer wallet and texts them; then 409', async () => {
    const { owner, form, customer, code } = await setup();
    const res = await submit(code, { answers: answersFor(form), rating: 4, review: 'Zo‘r', isPublic: true });
    expect(res.status).toBe(200);
    const [wallet] = await rows<{ coin: string | number }>(t.app.db, sql`select coin from customer_wallets where phone = ${customer}`);
    expect(Number(wallet.coin)).toBe(3_000);
    const [ledger] = await rows<{ n: number }>(t.app.db, sql`select count(*)::int as n from coin_ledger where phone = ${customer}`);
    expect(ledger.n).toBe(1);
    expect((await outbox(t.app, customer))[0].text).toContain('3000 coin');
    const again = await submit(code, { answers: answersFor(form), rating: 4 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("So'rovnoma allaqachon to'ldirilgan");
    expect((await call(t.app, 'GET', `/api/forms/u/${code}`)).status).toBe(409);
    const list = await call(t.app, 'GET', '/api/responses', { token: owner.token });
    expect(list.body.data.responses[0]).toMatchObject({ status: 'completed', rating: 4, review: 'Zo‘r', isPublic: true });
    expect(list.body.data.responses[0].answers).toEqual([
      { question: form.questions[0]._id, questionText: 'Nima yoqdi?', value: 'Osh mazali' },
      { question: form.questions[1]._id, questionText: 'Xizmat qanday?', value: 'Yaxshi' },
      { question: form.questions[2]._id, questionText: 'Baholang', value: '5' },
    ]);
  });

  it('two submits at the same instant: one completes, the other gets 409, one reward', async () => {
    const { form, customer, code } = await setup();
    const results = await Promise.all(Array.from({ length: 5 }, () => submit(code, { answers: answersFor(form) })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const [wallet] = await rows<{ coin: string | number }>(t.app.db, sql`select coin from customer_wallets where phone = ${customer}`);
    expect(Number(wallet.coin)).toBe(3_000);
  });

  it('a voucher request creates an 8-character code valid for the duration and texts it', async () => {
    const { owner, form, customer, code } = await setup({ typeMotive: 'voucher', voucher: { amount: 25_000, description: 'Tushlik', duration: 10 } });
    const before = Date.now();
    expect((await submit(code, { answers: answersFor(form) })).status).toBe(200);
    const list = await call(t.app, 'GET', '/api/vouchers', { token: owner.token });
    const [voucher] = list.body.data.responses;
    expect(voucher).toMatchObject({ amount: 25_000, description: 'Tushlik', isRedeemed: false, userConfirm: false, user: { phone: customer } });
    expect(voucher.code).toMatch(/^[A-Z2-9]{8}$/);
    const days = (new Date(voucher.expiresAt).getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(9.99);
    expect(days).toBeLessThan(10.01);
    expect((await outbox(t.app, customer))[0].text).toContain(voucher.code);
  });

  it.each([
    ['a required question unanswered', (f: Form) => answersFor(f).slice(0, 2), 'Majburiy savolga javob berilmagan: Baholang'],
    ['a choice outside the options', (f: Form) => answersFor(f, 'Ajoyib'), "Javob variantlar ichida yo'q: Xizmat qanday?"],
    ['a number above max', (f: Form) => answersFor(f, 'Yaxshi', '6'), "Javob 1 dan 5 gacha bo'lgan butun son bo'lishi kerak: Baholang"],
    ['a number that is not a number', (f: Form) => answersFor(f, 'Yaxshi', 'besh'), "Javob 1 dan 5 gacha bo'lgan butun son bo'lishi kerak: Baholang"],
    ['an unknown question', (f: Form) => [...answersFor(f), { question: 'q-unknown', value: 'x' }], 'Savol ushbu formada topilmadi'],
    ['two answers to one question', (f: Form) => [...answersFor(f), answersFor(f)[0]], 'Bir savolga faqat bitta javob yuborilishi mumkin'],
  ])('refuses %s and keeps the request open', async (_label, answers, message) => {
    const { form, code } = await setup();
    const res = await submit(code, { answers: answers(form) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await call(t.app, 'GET', `/api/forms/u/${code}`)).body.data.status).toBe('waiting');
  });

  it('refuses a bad body with a message: rating 9, a 100 KB review, answers not a list', async () => {
    const { form, code } = await setup();
    const cases: Array<[unknown, string]> = [
      [{ answers: answersFor(form), rating: 9 }, "Baho 1 dan 5 gacha butun son bo'lishi kerak"],
      [{ answers: answersFor(form), review: 'r'.repeat(100_000) }, "Izoh 2000 ta belgidan oshmasligi kerak"],
      [{ answers: 'all good' }, "Kiritilgan ma'lumotlar noto'g'ri"],
      [{ answers: answersFor(form), isPublic: 'yes' }, "Maxfiylik qiymati noto'g'ri"],
    ];
    for (const [body, message] of cases) {
      const res = await submit(code, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it("a form's share code is an open link: anyone answers, no reward, the business sees it", async () => {
    const owner = await ownerWithBusiness(t.app);
    const form = await createForm(t.app, owner);
    const page = await call(t.app, 'GET', `/api/forms/u/${form.shareCode}`);
    expect(page.body.data).toMatchObject({ openLink: true, coin: 0, status: 'waiting', form: { _id: form._id } });
    const first = await submit(form.shareCode, { answers: answersFor(form), rating: 5 });
    const second = await submit(form.shareCode, { answers: answersFor(form), rating: 3 });
    expect([first.status, second.status]).toEqual([200, 200]);
    const forms = await call(t.app, 'GET', '/api/forms', { token: owner.token });
    expect(forms.body.data.forms[0]).toMatchObject({ responsesCount: 2, responses: [second.body.data._id, first.body.data._id] });
    const list = await call(t.app, 'GET', '/api/responses', { token: owner.token });
    expect(list.body.data.responses.map((r: { rating: number; status: string }) => [r.status, r.rating])).toEqual([
      ['completed', 3],
      ['completed', 5],
    ]);
    await call(t.app, 'DELETE', `/api/forms/${form._id}`, { token: owner.token });
    expect((await call(t.app, 'GET', `/api/forms/u/${form.shareCode}`)).status).toBe(404);
  });

  it('an edited form keeps what earlier answers said', async () => {
    const { owner, form, code } = await setup();
    await submit(code, { answers: answersFor(form) });
    await call(t.app, 'PATCH', `/api/forms/${form._id}`, {
      token: owner.token,
      body: { title: 'Yangi', questions: [{ ...form.questions[1], text: 'Boshqa savol', options: ['A', 'B'] }] },
    });
    const list = await call(t.app, 'GET', '/api/responses', { token: owner.token });
    expect(list.body.data.responses[0].answers[1]).toEqual({ question: form.questions[1]._id, questionText: 'Xizmat qanday?', value: 'Yaxshi' });
  });
});

type Form = Awaited<ReturnType<typeof createForm>>;
