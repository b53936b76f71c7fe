import { sql } from 'drizzle-orm';
import { rows } from '../../db/rows';
import { call, createTestApp, dbKinds, uniquePhone, type TestApp } from '../../test/harness';
import {
  answersFor,
  createForm,
  customerCode,
  linkCode,
  outbox,
  ownerWithBusiness,
  sendRequest,
  topUp,
  type Owner,
} from '../../test/flows';

describe.each(dbKinds)('survey requests on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const balance = async (owner: Owner) =>
    (await call(t.app, 'GET', '/api/business', { token: owner.token })).body.data.coin;
  async function ledgerSum(businessId: string): Promise<number> {
    const [r] = await rows<{ sum: string | number | null }>(
      t.app.db,
      sql`select sum(amount) as sum from ledger where business_id = ${businessId}`,
    );
    return Number(r.sum ?? 0);
  }

  it('coin request: debits coin + commission, writes the ledger, creates a waiting response and texts the link', async () => {
    const owner = await ownerWithBusiness(t.app);
    await topUp(t.app, owner, 100_000);
    const form = await createForm(t.app, owner);
    const customer = uniquePhone();
    const res = await sendRequest(t.app, owner, form._id, { phone: `+${customer}`, typeMotive: 'coin', coin: 5_000 });
    expect(res.status).toBe(201);
    const response = res.body.data.response;
    expect(response).toMatchObject({
      status: 'waiting',
      typeMotive: 'coin',
      coin: 5_000,
      customer: { phone: customer },
      form: { _id: form._id },
    });
    expect(response.uniqueCode).toMatch(/^[\w-]{22}$/);
    expect(await balance(owner)).toBe(100_000 - 5_000 - 400);
    expect(await ledgerSum(owner.businessId)).toBe(await balance(owner));
    const [sms] = await outbox(t.app, customer);
    expect(sms.text).toContain(`http://fikr.test/form/${response.uniqueCode}`);
    const clients = await call(t.app, 'GET', '/api/business/clients', { token: owner.token });
    expect(clients.body.data).toEqual([{ _id: expect.any(String), name: '', phone: customer }]);
  });

  it('every SMS to a customer is in the language they signed in to the wallet with, Uzbek for anyone else', async () => {
    const owner = await ownerWithBusiness(t.app);
    await topUp(t.app, owner, 200_000);
    const form = await createForm(t.app, owner);
    const russian = uniquePhone();
    await call(t.app, 'POST', '/api/customer/auth/code', {
      body: { phone: russian },
      headers: { 'accept-language': 'ru' },
    });
    const code = await customerCode(t.app, russian);
    await call(t.app, 'POST', '/api/customer/auth/verify', {
      body: { phone: russian, code },
      headers: { 'accept-language': 'ru' },
    });
    const texts = async (phone: string) => (await outbox(t.app, phone)).map((m) => m.text);

    await sendRequest(t.app, owner, form._id, { phone: russian, typeMotive: 'coin', coin: 3_000 });
    expect((await texts(russian))[0]).toMatch(
      /^.+: proydite opros i poluchite 3000 coin keshbeka: http.* Otpisatsya: http/,
    );
    const answered = await call(t.app, 'POST', `/api/responses/${await linkCode(t.app, russian)}/submit`, {
      body: { answers: answersFor(form), rating: 5, review: '', isPublic: true },
    });
    expect(answered.status).toBe(200);
    expect((await texts(russian))[0]).toMatch(/: спасибо! Начислено 3000 coin кэшбэка\. Кошелёк: http.*\/wallet$/);

    await sendRequest(t.app, owner, form._id, {
      phone: russian,
      typeMotive: 'voucher',
      voucher: { amount: 15_000, description: 'Kofe', duration: 3 },
    });
    await call(t.app, 'POST', `/api/responses/${await linkCode(t.app, russian)}/submit`, {
      body: { answers: answersFor(form), rating: 5, review: '', isPublic: true },
    });
    expect((await texts(russian))[0]).toMatch(/: спасибо! Ваучер 15000 сум, код \w{8}, до \d\d-\d\d-\d{4}\. http/);
    const [voucher] = (await call(t.app, 'GET', `/api/vouchers?search=${russian}`, { token: owner.token })).body.data
      .responses;
    await call(t.app, 'POST', '/api/vouchers/sendConfirm', { token: owner.token, body: { voucherId: voucher._id } });
    expect((await texts(russian))[0]).toMatch(/: подтвердите ваучер 15000 сум: http.*\/voucher\//);

    const uzbek = uniquePhone();
    await sendRequest(t.app, owner, form._id, { phone: uzbek, typeMotive: 'coin', coin: 1_000 });
    expect((await texts(uzbek))[0]).toMatch(
      / fikringizni so'raydi\. So'rovnomani to'ldiring va 1000 coin keshbek oling: http/,
    );
    await call(t.app, 'POST', `/api/responses/${await linkCode(t.app, uzbek)}/submit`, {
      body: { answers: answersFor(form), rating: 5, review: '', isPublic: true },
    });
    expect((await texts(uzbek))[0]).toMatch(
      /: rahmat! Hisobingizga 1000 coin keshbek qo'shildi\. Hamyon: http.*\/wallet$/,
    );
  });

  it('voucher request: debits only the voucher commission', async () => {
    const owner = await ownerWithBusiness(t.app);
    await topUp(t.app, owner, 10_000);
    const form = await createForm(t.app, owner);
    const res = await sendRequest(t.app, owner, form._id, {
      phone: uniquePhone(),
      typeMotive: 'voucher',
      voucher: { amount: 50_000, description: 'Kofe', duration: 30 },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.response).toMatchObject({
      typeMotive: 'voucher',
      voucher: { amount: 50_000, description: 'Kofe', duration: 30 },
    });
    expect(await balance(owner)).toBe(10_000 - 2_000);
    expect(await ledgerSum(owner.businessId)).toBe(8_000);
  });

  it("not enough balance → 400 'Hisobingizda yetarli mablag' mavjud emas' and nothing changes", async () => {
    const owner = await ownerWithBusiness(t.app);
    await topUp(t.app, owner, 10_000);
    const form = await createForm(t.app, owner);
    const customer = uniquePhone();
    const res = await sendRequest(t.app, owner, form._id, { phone: customer, typeMotive: 'coin', coin: 9_600 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      message: "Hisobingizda yetarli mablag' mavjud emas",
      code: 'validation.insufficientBalance',
    });
    expect(await balance(owner)).toBe(10_000);
    expect(await ledgerSum(owner.businessId)).toBe(10_000);
    expect((await call(t.app, 'GET', '/api/responses', { token: owner.token })).body.data.pagination.total).toBe(0);
    expect((await call(t.app, 'GET', '/api/business/clients', { token: owner.token })).body.data).toEqual([]);
    expect(await outbox(t.app, customer)).toEqual([]);
  });

  it.each([
    ['no phone', { typeMotive: 'coin', coin: 1000 }, 'Telefon raqamini kiriting'],
    [
      'a bad phone',
      { phone: '4567', typeMotive: 'coin', coin: 1000 },
      "Telefon raqami noto'g'ri formatda (+998 XX XXX-XX-XX)",
    ],
    ['no coin', { phone: '998901234567', typeMotive: 'coin' }, "Coin miqdori musbat son bo'lishi kerak"],
    [
      'a negative coin',
      { phone: '998901234567', typeMotive: 'coin', coin: -5 },
      "Coin miqdori musbat son bo'lishi kerak",
    ],
    [
      'a string coin',
      { phone: '998901234567', typeMotive: 'coin', coin: 'lots' },
      "Coin miqdori musbat son bo'lishi kerak",
    ],
    ['no voucher', { phone: '998901234567', typeMotive: 'voucher' }, "Voucher ma'lumotlarini kiriting"],
    [
      'a voucher without description',
      { phone: '998901234567', typeMotive: 'voucher', voucher: { amount: 1, description: '', duration: 3 } },
      'Voucher tavsifini kiriting',
    ],
    [
      'an unknown reward',
      { phone: '998901234567', typeMotive: 'cash' },
      "Mukofot turi 'coin' yoki 'voucher' bo'lishi kerak",
    ],
  ])('refuses %s', async (_label, body, message) => {
    const owner = await ownerWithBusiness(t.app);
    const form = await createForm(t.app, owner);
    const res = await sendRequest(t.app, owner, form._id, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("another business's form id (or a malformed one) is 404 and costs nothing", async () => {
    const owner = await ownerWithBusiness(t.app);
    const stranger = await ownerWithBusiness(t.app);
    await topUp(t.app, stranger, 10_000);
    const form = await createForm(t.app, owner);
    for (const id of [form._id, 'nope', crypto.randomUUID()]) {
      const res = await sendRequest(t.app, stranger, id, { phone: uniquePhone(), typeMotive: 'coin', coin: 1_000 });
      expect(res.status).toBe(404);
    }
    expect(await balance(stranger)).toBe(10_000);
  });

  it('100 concurrent requests against a balance for 10: exactly 10 succeed and balance == ledger sum', async () => {
    const owner = await ownerWithBusiness(t.app);
    const cost = 1_000 + 200;
    await topUp(t.app, owner, 10 * cost + 1_199);
    const form = await createForm(t.app, owner);
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        sendRequest(t.app, owner, form._id, { phone: uniquePhone(), typeMotive: 'coin', coin: 1_000 }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(10);
    expect(results.filter((r) => r.status === 400)).toHaveLength(90);
    expect(await balance(owner)).toBe(1_199);
    expect(await ledgerSum(owner.businessId)).toBe(1_199);
    const list = await call(t.app, 'GET', '/api/responses?limit=50', { token: owner.token });
    expect(list.body.data.pagination.total).toBe(10);
  });

  it('repeat requests to one phone keep one client', async () => {
    const owner = await ownerWithBusiness(t.app);
    await topUp(t.app, owner, 10_000);
    const form = await createForm(t.app, owner);
    const customer = uniquePhone();
    await sendRequest(t.app, owner, form._id, { phone: customer, typeMotive: 'coin', coin: 1_000 });
    await sendRequest(t.app, owner, form._id, { phone: customer, typeMotive: 'coin', coin: 1_000 });
    expect((await call(t.app, 'GET', '/api/business/clients', { token: owner.token })).body.data).toHaveLength(1);
    expect(await linkCode(t.app, customer)).toMatch(/^[\w-]{22}$/);
  });
});
