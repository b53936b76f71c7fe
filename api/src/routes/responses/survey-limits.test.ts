import { sql } from 'drizzle-orm';
import { rows } from '../../db/rows';
import { quietHoursEnd } from '../../services/survey-guard';
import { call, createTestApp, dbKinds, uniquePhone, type TestApp } from '../../test/harness';
import {
  createForm,
  customerCode,
  outbox,
  ownerWithBusiness,
  registerProven,
  sendRequest,
  topUp,
  type Owner,
} from '../../test/flows';

const HOUR = 3_600_000;
const coin = { typeMotive: 'coin', coin: 1_000 };

describe('quiet hours (Tashkent, UTC+5)', () => {
  it('holds 22:00–09:00 requests until 09:00 and lets the day go', () => {
    expect(quietHoursEnd(Date.parse('2026-03-10T18:30:00Z'))?.toISOString()).toBe('2026-03-11T04:00:00.000Z');
    expect(quietHoursEnd(Date.parse('2026-03-10T17:00:00Z'))?.toISOString()).toBe('2026-03-11T04:00:00.000Z');
    expect(quietHoursEnd(Date.parse('2026-03-10T03:59:00Z'))?.toISOString()).toBe('2026-03-10T04:00:00.000Z');
    expect(quietHoursEnd(Date.parse('2026-03-10T21:00:00Z'))?.toISOString()).toBe('2026-03-11T04:00:00.000Z');
    expect(quietHoursEnd(Date.parse('2026-03-10T04:00:00Z'))).toBeNull();
    expect(quietHoursEnd(Date.parse('2026-03-10T16:59:00Z'))).toBeNull();
  });
});

describe.each(dbKinds)('no spam on %s', (kind) => {
  let t: TestApp;
  const operatorPhone = uniquePhone();
  beforeAll(async () => {
    t = await createTestApp(kind, {
      surveys: { cooldownDays: 7, perPhoneDay: 3, quietHours: true },
      operatorPhones: [operatorPhone],
    });
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  /** The process clock fixed at a Tashkent hour of the coming day (the database keeps its own). */
  const realNow = Date.now.bind(Date);
  function fixClockAt(utcHour: number, utcMinute = 0): number {
    const now = new Date(realNow());
    let at = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), utcHour, utcMinute);
    if (at <= realNow()) at += 24 * HOUR;
    return fixClock(at);
  }
  function fixClock(at: number): number {
    jest.restoreAllMocks();
    jest.spyOn(Date, 'now').mockImplementation(() => at);
    return at;
  }
  const byDay = () => fixClockAt(7); // 12:00 Tashkent

  const balance = async (owner: Owner) =>
    (await call(t.app, 'GET', '/api/business', { token: owner.token })).body.data.coin;
  const ledgerRows = async (businessId: string) =>
    Number(
      (
        await rows<{ n: number | string }>(
          t.app.db,
          sql`select count(*) as n from ledger where business_id = ${businessId}`,
        )
      )[0].n,
    );

  async function business() {
    const owner = await ownerWithBusiness(t.app);
    await topUp(t.app, owner, 100_000);
    return { owner, form: await createForm(t.app, owner) };
  }

  it('a business asks one phone once in 7 days: the second request is 429 in Uzbek and charges nothing', async () => {
    byDay();
    const { owner, form } = await business();
    const phone = uniquePhone();
    expect((await sendRequest(t.app, owner, form._id, { phone, ...coin })).status).toBe(201);
    const before = { coin: await balance(owner), ledger: await ledgerRows(owner.businessId) };
    const again = await sendRequest(t.app, owner, form._id, { phone, ...coin });
    expect({ status: again.status, body: again.body }).toEqual({
      status: 429,
      body: {
        success: false,
        code: 'errors.surveyCooldown',
        message:
          "Bu raqamga yaqinda so'rov yuborgansiz: bitta mijozga 7 kunda bir marta yuborish mumkin. Hech narsa yechilmadi",
      },
    });
    // in the owner's language
    const russian = await call(t.app, 'POST', `/api/responses/${form._id}`, {
      token: owner.token,
      body: { phone, ...coin },
      headers: { 'accept-language': 'ru' },
    });
    expect([russian.status, russian.body.message]).toEqual([
      429,
      'Вы недавно уже отправляли опрос на этот номер: одному клиенту — не чаще раза в 7 дн. Ничего не списано',
    ]);
    expect({ coin: await balance(owner), ledger: await ledgerRows(owner.businessId) }).toEqual(before);
    // another phone is fine
    expect((await sendRequest(t.app, owner, form._id, { phone: uniquePhone(), ...coin })).status).toBe(201);
  });

  it('a phone gets at most 3 requests a day from all businesses: the 4th is 429 and charges nothing', async () => {
    byDay();
    const phone = uniquePhone();
    const four = await Promise.all([business(), business(), business(), business()]);
    for (const { owner, form } of four.slice(0, 3))
      expect((await sendRequest(t.app, owner, form._id, { phone, ...coin })).status).toBe(201);
    const { owner, form } = four[3];
    const fourth = await sendRequest(t.app, owner, form._id, { phone, ...coin });
    expect(fourth.status).toBe(429);
    expect(fourth.body.code).toBe('errors.surveyPhoneDayLimit');
    expect(fourth.body.message).toContain('3 ta');
    expect(await balance(owner)).toBe(100_000);
    expect(await ledgerRows(owner.businessId)).toBe(1); // the top-up only
  });

  it('parallel requests to one phone from many businesses: no more than the daily 3 pass', async () => {
    byDay();
    const phone = uniquePhone();
    const many = await Promise.all(Array.from({ length: 8 }, () => business()));
    const replies = await Promise.all(
      many.flatMap(({ owner, form }) => [1, 2].map(() => sendRequest(t.app, owner, form._id, { phone, ...coin }))),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s !== 201 && s !== 429)).toEqual([]);
  });

  it('a 23:30 Tashkent request is scheduled and goes at 09:00, not before', async () => {
    byDay();
    const { owner, form } = await business();
    const phone = uniquePhone();
    const night = fixClockAt(18, 30); // 23:30 Tashkent
    const res = await sendRequest(t.app, owner, form._id, { phone, ...coin });
    expect(res.status).toBe(201);
    expect(res.body.data.response.delivery).toMatchObject({ status: 'scheduled', attempts: 0, sentAt: null });
    // the sandbox sent nothing; its page lists the held SMS with the time it goes, so a demo can open its link
    const sent = async () => (await outbox(t.app, phone)).filter((m) => m.scheduledFor === null);
    expect(await sent()).toEqual([]);
    const [waiting] = await outbox(t.app, phone);
    expect(waiting.scheduledFor).toBe(new Date(night + 9.5 * HOUR).toISOString());
    expect(waiting.text).toContain(`/form/${res.body.data.response.uniqueCode}`);
    const [held] = await rows<{ status: string }>(
      t.app.db,
      sql`select status from outgoing_messages where response_id = ${res.body.data.response._id}`,
    );
    expect(held.status).toBe('scheduled');
    // the operators' outbox lists it among what is held for later, and not among what waits now
    const operator = await registerProven(t.app, operatorPhone);
    const listed = async (status: string) =>
      (await call(t.app, 'GET', `/api/ops/messages?status=${status}&kind=survey`, { token: operator.token })).body.data
        .messages as Array<{ _id: string; status: string }>;
    expect((await listed('scheduled')).map((m) => m.status)).toContain('scheduled');
    expect((await listed('queued')).every((m) => m.status === 'queued')).toBe(true);
    fixClock(night + 9.5 * HOUR - 60_000); // 08:59
    expect(await sent()).toEqual([]);
    fixClock(night + 9.5 * HOUR); // 09:00
    const [sms] = await outbox(t.app, phone);
    expect(sms.scheduledFor).toBeNull();
    expect(sms.text).toContain(`/form/${res.body.data.response.uniqueCode}`);
    const one = await call(t.app, 'GET', `/api/responses/${res.body.data.response._id}`, { token: owner.token });
    expect(one.body.data.response.delivery.status).toBe('sent');
  });

  it('the SMS ends with its opt-out link: stopped there, no business may ask (409) while sign-in codes go; undo works', async () => {
    byDay();
    const a = await business();
    const b = await business();
    const phone = uniquePhone();
    const res = await sendRequest(t.app, a.owner, a.form._id, { phone, ...coin });
    const code = res.body.data.response.uniqueCode;
    const [sms] = await outbox(t.app, phone);
    expect(sms.text).toMatch(new RegExp(`/stop/${code}$`));
    expect((await call(t.app, 'GET', `/api/public/stop/${code}`)).body.data).toEqual({ stopped: false });
    expect((await call(t.app, 'POST', `/api/public/stop/${code}`)).body.data).toEqual({ stopped: true });
    const refused = await sendRequest(t.app, b.owner, b.form._id, { phone, ...coin });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('errors.customerOptedOut');
    expect(await balance(b.owner)).toBe(100_000);
    // the wallet's sign-in code still goes
    expect((await call(t.app, 'POST', '/api/customer/auth/code', { body: { phone } })).status).toBe(200);
    expect(await customerCode(t.app, phone)).toMatch(/^\d{6}$/);
    // undo on the same page
    expect((await call(t.app, 'POST', `/api/public/stop/${code}/resume`)).body.data).toEqual({ stopped: false });
    expect((await sendRequest(t.app, b.owner, b.form._id, { phone, ...coin })).status).toBe(201);
    expect((await call(t.app, 'GET', '/api/public/stop/unknown-code')).status).toBe(404);
  });

  it("the wallet's toggle is the same stop", async () => {
    byDay();
    const { owner, form } = await business();
    const phone = uniquePhone();
    const sent = await call(t.app, 'POST', '/api/customer/auth/code', { body: { phone } });
    expect(sent.status).toBe(200);
    const verified = await call(t.app, 'POST', '/api/customer/auth/verify', {
      body: { phone, code: await customerCode(t.app, phone) },
    });
    const token = verified.body.data.token;
    expect((await call(t.app, 'GET', '/api/customer/surveys', { token })).body.data).toEqual({ stopped: false });
    const put = await call(t.app, 'PUT', '/api/customer/surveys', { token, body: { stopped: true } });
    expect(put.body.data).toEqual({ stopped: true });
    expect((await sendRequest(t.app, owner, form._id, { phone, ...coin })).status).toBe(409);
    await call(t.app, 'PUT', '/api/customer/surveys', { token, body: { stopped: false } });
    expect((await sendRequest(t.app, owner, form._id, { phone, ...coin })).status).toBe(201);
  });
});
