import { sql } from 'drizzle-orm';
import { rows } from '../../db/rows';
import { completeRequests } from '../../services/submit';
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
      customerName: '',
    });
    expect((await call(t.app, 'GET', '/api/forms/u/doesnotexist123')).status).toBe(404);
    expect((await call(t.app, 'GET', `/api/forms/u/${encodeURIComponent("' or 1=1 --")}`)).status).toBe(404);
  });

  it('a coin request completes once, credits the customer wallet and texts them; then 409', async () => {
    const { owner, form, customer, code } = await setup();
    const res = await submit(code, { answers: answersFor(form), rating: 4, review: 'Zo‘r', isPublic: true });
    expect(res.status).toBe(200);
    const [wallet] = await rows<{ coin: string | number }>(
      t.app.db,
      sql`select coin from customer_wallets where phone = ${customer}`,
    );
    expect(Number(wallet.coin)).toBe(3_000);
    const [ledger] = await rows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from coin_ledger where phone = ${customer}`,
    );
    expect(ledger.n).toBe(1);
    expect((await outbox(t.app, customer))[0].text).toContain('3000 coin');
    const again = await submit(code, { answers: answersFor(form), rating: 4 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("So'rovnoma allaqachon to'ldirilgan");
    expect((await call(t.app, 'GET', `/api/forms/u/${code}`)).status).toBe(409);
    const list = await call(t.app, 'GET', '/api/responses', { token: owner.token });
    expect(list.body.data.responses[0]).toMatchObject({
      status: 'completed',
      rating: 4,
      review: 'Zo‘r',
      isPublic: true,
    });
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
    const [wallet] = await rows<{ coin: string | number }>(
      t.app.db,
      sql`select coin from customer_wallets where phone = ${customer}`,
    );
    expect(Number(wallet.coin)).toBe(3_000);
  });

  it('concurrent submits of many requests complete each once with its reward, and the counters add up', async () => {
    const owner = await ownerWithBusiness(t.app);
    await topUp(t.app, owner, 1_000_000);
    const form = await createForm(t.app, owner);
    const requests: Array<{ phone: string; code: string; voucher: boolean }> = [];
    for (let i = 0; i < 12; i++) {
      const phone = uniquePhone();
      const voucher = i % 3 === 0;
      const reward = voucher
        ? { typeMotive: 'voucher', voucher: { amount: 20_000, description: 'Kofe', duration: 7 } }
        : { typeMotive: 'coin', coin: 1_000 };
      await sendRequest(t.app, owner, form._id, { phone, ...reward });
      requests.push({ phone, voucher, code: await linkCode(t.app, phone) });
    }
    // Every request once with rating 1..5 and choice 'Yaxshi', plus two of them a second time at the same moment.
    const sent = [...requests, requests[0], requests[1]].map((r, i) =>
      submit(r.code, { answers: answersFor(form), rating: 1 + (i % 5) }),
    );
    const statuses = (await Promise.all(sent)).map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(12);
    expect(statuses.filter((s) => s === 409)).toHaveLength(2);

    const phones = requests.map((r) => r.phone);
    const [rewards] = await rows<{ wallets: number; coins: number; vouchers: number }>(
      t.app.db,
      sql`select (select count(*) from customer_wallets where phone in ${phones})::int as wallets,
                 (select count(*) from coin_ledger where phone in ${phones})::int as coins,
                 (select count(*) from vouchers where customer_phone in ${phones})::int as vouchers`,
    );
    expect(rewards).toEqual({ wallets: 8, coins: 8, vouchers: 4 });
    for (const r of requests)
      expect((await outbox(t.app, r.phone))[0].text).toMatch(
        r.voucher
          ? /voucheringiz kodi [A-Z2-9]{8}.* Hamyon: http:\/\/fikr\.test\/wallet$/
          : /1000 coin.* Hamyon: http:\/\/fikr\.test\/wallet$/,
      );
    const stats = (await call(t.app, 'GET', '/api/stats', { token: owner.token })).body.data;
    expect(stats.totalResponses).toEqual({ total: 12, completed: 12, percentage: 100 });
    expect(stats.rating.count).toBe(12);
    const answers = (await call(t.app, 'GET', '/api/stats/answers', { token: owner.token })).body.data[form._id]
      .questions;
    expect(answers[form.questions[1]._id].options).toMatchObject({ Yaxshi: 12 });
    expect(answers[form.questions[2]._id].options).toMatchObject({ '5': 12 });
  });

  it('one statement completes a batch of submits: each request once, a second submit of one in the same batch gets nothing', async () => {
    const owner = await ownerWithBusiness(t.app);
    await topUp(t.app, owner, 1_000_000);
    const form = await createForm(t.app, owner);
    const ids: string[] = [];
    for (const reward of [
      { typeMotive: 'coin', coin: 2_000 },
      { typeMotive: 'voucher', voucher: { amount: 30_000, description: 'Choy', duration: 3 } },
    ]) {
      ids.push((await sendRequest(t.app, owner, form._id, { phone: uniquePhone(), ...reward })).body.data.response._id);
    }
    const answers = [
      { question: form.questions[1]._id, questionText: 'Xizmat qanday?', type: 'choice' as const, value: "O'rtacha" },
    ];
    const submits = [ids[0], ids[1], ids[0]].map((id, i) => ({
      id,
      answers,
      rating: 2 + i,
      review: '',
      isPublic: true,
      walletUrl: 'http://fikr.test/wallet',
    }));
    const done = await completeRequests(t.app.db, submits);
    expect(
      done.map((d) => d && { coin: d.coin === null ? null : Number(d.coin), voucher: d.voucher_code !== null }),
    ).toEqual([{ coin: 2_000, voucher: false }, { coin: null, voucher: true }, null]);
    const stats = (await call(t.app, 'GET', '/api/stats', { token: owner.token })).body.data;
    expect(stats).toMatchObject({ totalResponses: { total: 2, completed: 2 }, rating: { rating: 2.5, count: 2 } });
    const counts = (await call(t.app, 'GET', '/api/stats/answers', { token: owner.token })).body.data[form._id]
      .questions;
    expect(counts[form.questions[1]._id].options).toMatchObject({ "O'rtacha": 2 });
    expect((await completeRequests(t.app.db, submits.slice(0, 1)))[0]).toBeNull();
  });

  it('a voucher request creates an 8-character code valid for the duration and texts it', async () => {
    const { owner, form, customer, code } = await setup({
      typeMotive: 'voucher',
      voucher: { amount: 25_000, description: 'Tushlik', duration: 10 },
    });
    const before = Date.now();
    expect((await submit(code, { answers: answersFor(form) })).status).toBe(200);
    const list = await call(t.app, 'GET', '/api/vouchers', { token: owner.token });
    const [voucher] = list.body.data.responses;
    expect(voucher).toMatchObject({
      amount: 25_000,
      description: 'Tushlik',
      isRedeemed: false,
      userConfirm: false,
      user: { phone: customer },
    });
    expect(voucher.code).toMatch(/^[A-Z2-9]{8}$/);
    const days = (new Date(voucher.expiresAt).getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(9.99);
    expect(days).toBeLessThan(10.01);
    expect((await outbox(t.app, customer))[0].text).toContain(voucher.code);
  });

  it.each([
    [
      'a required question unanswered',
      (f: Form) => answersFor(f).slice(0, 2),
      'Majburiy savolga javob berilmagan: Baholang',
    ],
    [
      'a choice outside the options',
      (f: Form) => answersFor(f, 'Ajoyib'),
      "Javob variantlar ichida yo'q: Xizmat qanday?",
    ],
    [
      'a number above max',
      (f: Form) => answersFor(f, 'Yaxshi', '6'),
      "Javob 1 dan 5 gacha bo'lgan butun son bo'lishi kerak: Baholang",
    ],
    [
      'a number that is not a number',
      (f: Form) => answersFor(f, 'Yaxshi', 'besh'),
      "Javob 1 dan 5 gacha bo'lgan butun son bo'lishi kerak: Baholang",
    ],
    [
      'an unknown question',
      (f: Form) => [...answersFor(f), { question: 'q-unknown', value: 'x' }],
      'Savol ushbu formada topilmadi',
    ],
    [
      'two answers to one question',
      (f: Form) => [...answersFor(f), answersFor(f)[0]],
      'Bir savolga faqat bitta javob yuborilishi mumkin',
    ],
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
      [{ answers: answersFor(form), review: 'r'.repeat(100_000) }, 'Izoh 2000 ta belgidan oshmasligi kerak'],
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
    expect(forms.body.data.forms[0]).toMatchObject({
      responsesCount: 2,
      responses: [second.body.data._id, first.body.data._id],
    });
    const list = await call(t.app, 'GET', '/api/responses', { token: owner.token });
    expect(list.body.data.responses.map((r: { rating: number; status: string }) => [r.status, r.rating])).toEqual([
      ['completed', 3],
      ['completed', 5],
    ]);
    await call(t.app, 'DELETE', `/api/forms/${form._id}`, { token: owner.token });
    expect((await call(t.app, 'GET', `/api/forms/u/${form.shareCode}`)).status).toBe(404);
  });

  it('the public page and submit see a form edit, a business profile change and a deletion at once (forms are cached)', async () => {
    const { owner, form, customer, code } = await setup();
    const page = async (c = code) => (await call(t.app, 'GET', `/api/forms/u/${c}`)).body.data;
    expect((await page()).form.title).toBe('Fikr-mulohaza');
    expect((await page(form.shareCode)).form.title).toBe('Fikr-mulohaza');

    const kept = { ...form.questions[1], text: 'Xizmat yoqdimi?', options: ['Ha', "Yo'q"] };
    await call(t.app, 'PATCH', `/api/forms/${form._id}`, {
      token: owner.token,
      body: { title: 'Yangi nom', questions: [kept] },
    });
    for (const c of [code, form.shareCode]) {
      expect((await page(c)).form).toMatchObject({
        title: 'Yangi nom',
        questions: [{ _id: kept._id, text: 'Xizmat yoqdimi?', options: ['Ha', "Yo'q"] }],
      });
    }
    // Submit validates against the edited form: the removed questions are unknown, the old option is gone.
    expect((await submit(code, { answers: answersFor(form) })).body.message).toBe('Savol ushbu formada topilmadi');
    expect((await submit(code, { answers: [{ question: kept._id, value: 'Yaxshi' }] })).body.message).toBe(
      "Javob variantlar ichida yo'q: Xizmat yoqdimi?",
    );

    await call(t.app, 'PUT', '/api/business/update', {
      token: owner.token,
      body: { name: 'Rayhon 2', description: 'Yangi tavsif' },
    });
    expect((await page()).business).toEqual({ name: 'Rayhon 2', description: 'Yangi tavsif', logo: null });
    expect((await submit(code, { answers: [{ question: kept._id, value: 'Ha' }] })).status).toBe(200);
    expect((await outbox(t.app, customer))[0].text).toMatch(/^Rayhon 2: rahmat!/);

    await call(t.app, 'DELETE', `/api/forms/${form._id}`, { token: owner.token });
    expect((await call(t.app, 'GET', `/api/forms/u/${form.shareCode}`)).status).toBe(404);
    expect((await submit(form.shareCode, { answers: [{ question: kept._id, value: 'Ha' }] })).status).toBe(404);
  });

  it('an edited form keeps what earlier answers said', async () => {
    const { owner, form, code } = await setup();
    await submit(code, { answers: answersFor(form) });
    await call(t.app, 'PATCH', `/api/forms/${form._id}`, {
      token: owner.token,
      body: { title: 'Yangi', questions: [{ ...form.questions[1], text: 'Boshqa savol', options: ['A', 'B'] }] },
    });
    const list = await call(t.app, 'GET', '/api/responses', { token: owner.token });
    expect(list.body.data.responses[0].answers[1]).toEqual({
      question: form.questions[1]._id,
      questionText: 'Xizmat qanday?',
      value: 'Yaxshi',
    });
  });
  it("'Ismingiz': stored on the response and the business's client, shown in the list, prefilled on the next request", async () => {
    const { owner, form, customer, code } = await setup();
    expect((await call(t.app, 'GET', `/api/forms/u/${code}`)).body.data.customerName).toBe('');
    expect((await submit(code, { answers: answersFor(form), name: 'x'.repeat(101) })).status).toBe(400);
    const res = await submit(code, { answers: answersFor(form), rating: 5, name: '  Dilnoza Karimova  ' });
    expect(res.status).toBe(200);
    const list = await call(t.app, 'GET', '/api/responses', { token: owner.token });
    expect(list.body.data.responses[0].customer).toMatchObject({ name: 'Dilnoza Karimova' });
    const [client] = await rows<{ name: string }>(t.app.db, sql`select name from clients where phone = ${customer}`);
    expect(client.name).toBe('Dilnoza Karimova');

    const next = await sendRequest(t.app, owner, form._id, { phone: customer, typeMotive: 'coin', coin: 1_000 });
    const nextCode = next.body.data.response.uniqueCode as string;
    expect((await call(t.app, 'GET', `/api/forms/u/${nextCode}`)).body.data.customerName).toBe('Dilnoza Karimova');
    // without a name the stored one stays; another business never sees it
    expect((await submit(nextCode, { answers: answersFor(form) })).status).toBe(200);
    const [kept] = await rows<{ name: string }>(t.app.db, sql`select name from clients where phone = ${customer}`);
    expect(kept.name).toBe('Dilnoza Karimova');
    const other = await setup();
    const elsewhere = await sendRequest(t.app, other.owner, other.form._id, {
      phone: customer,
      typeMotive: 'coin',
      coin: 1_000,
    });
    expect(
      (await call(t.app, 'GET', `/api/forms/u/${elsewhere.body.data.response.uniqueCode}`)).body.data.customerName,
    ).toBe('');
  });

  it('an open share link keeps the name on its response', async () => {
    const { owner, form } = await setup();
    const res = await submit(form.shareCode, { answers: answersFor(form), name: 'Mehmon' });
    expect(res.status).toBe(200);
    const list = await call(t.app, 'GET', '/api/responses', { token: owner.token });
    expect(list.body.data.responses.find((r: { _id: string }) => r._id === res.body.data._id).customer).toMatchObject({
      name: 'Mehmon',
    });
  });
});

type Form = Awaited<ReturnType<typeof createForm>>;

describe.each(dbKinds)('links a customer gets, with PUBLIC_FORM_ORIGIN, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { publicFormOrigin: 'https://sorov.fikr.test' });
  });
  afterAll(() => t.close());

  it('the survey SMS and the voucher confirmation SMS point at the public form origin, not the console', async () => {
    const owner = await ownerWithBusiness(t.app);
    await topUp(t.app, owner, 100_000);
    const form = await createForm(t.app, owner);
    const customer = uniquePhone();
    const res = await sendRequest(t.app, owner, form._id, {
      phone: customer,
      typeMotive: 'voucher',
      voucher: { amount: 20_000, description: 'Kofe', duration: 30 },
    });
    const code = res.body.data.response.uniqueCode as string;
    expect((await outbox(t.app, customer)).map((m) => m.text).join('\n')).toContain(
      `https://sorov.fikr.test/form/${code}`,
    );
    expect(
      (await call(t.app, 'POST', `/api/responses/${code}/submit`, { body: { answers: answersFor(form) } })).status,
    ).toBe(200);
    const vouchers = await call(t.app, 'GET', '/api/vouchers?page=1&limit=10', { token: owner.token });
    const voucherId = vouchers.body.data.responses[0]._id as string;
    expect(
      (await call(t.app, 'POST', '/api/vouchers/sendConfirm', { token: owner.token, body: { voucherId } })).status,
    ).toBe(200);
    expect((await outbox(t.app, customer)).map((m) => m.text).join('\n')).toMatch(
      /https:\/\/sorov\.fikr\.test\/voucher\/[\w-]+/,
    );
  });
});

describe.each(dbKinds)('GET /api/public/links on %s', (kind) => {
  it('tells the console the origin of customer links: PUBLIC_FORM_ORIGIN, else PUBLIC_ORIGIN', async () => {
    const own = await createTestApp(kind, { publicFormOrigin: 'https://sorov.fikr.test' });
    expect((await call(own.app, 'GET', '/api/public/links')).body).toEqual({
      success: true,
      data: { formOrigin: 'https://sorov.fikr.test' },
    });
    await own.close();
    const plain = await createTestApp(kind);
    expect((await call(plain.app, 'GET', '/api/public/links')).body.data.formOrigin).toBe(
      plain.app.config.publicOrigin,
    );
    await plain.close();
  });
});
