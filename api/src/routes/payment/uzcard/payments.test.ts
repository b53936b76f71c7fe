import { sql } from 'drizzle-orm';
import { buildApp } from '../../../app';
import { rows } from '../../../db/rows';
import { call, createTestApp, dbKinds, testConfig, type TestApp } from '../../../test/harness';
import { FUTURE_EXPIRY, GOOD_CARD, otpFor, outbox, ownerWithBusiness, topUp, type Owner } from '../../../test/flows';

describe.each(dbKinds)('card top-up on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const create = (owner: Owner, body: Record<string, unknown>) =>
    call(t.app, 'POST', '/api/payment/uzcard/createTransaction', { token: owner.token, body });
  const confirm = (owner: Owner, transactionId: string, otp: string) =>
    call(t.app, 'POST', '/api/payment/uzcard/confirmTransaction', { token: owner.token, body: { transactionId, otp } });
  const balance = async (owner: Owner) =>
    (await call(t.app, 'GET', '/api/business', { token: owner.token })).body.data.coin;

  it('sends a 6-digit OTP to the business phone and credits the balance on confirm', async () => {
    const owner = await ownerWithBusiness(t.app);
    const res = await create(owner, { amount: 50_000, cardNumber: '9860000000000001', expireDate: FUTURE_EXPIRY });
    expect(res.status).toBe(200);
    const { transactionId, otpSentPhone } = res.body.data.result;
    expect(otpSentPhone).toContain(owner.phone.slice(-4));
    const [sms] = await outbox(t.app, owner.phone);
    expect(sms.channel).toBe('sms');
    expect(sms.text).toMatch(/50000 so'm .*kodi: \d{6}\b/);
    const ok = await confirm(owner, transactionId, await otpFor(t.app, owner.phone, 50_000));
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ transactionId, amount: 50_000, status: 1, balance: 50_000 });
    expect(await balance(owner)).toBe(50_000);
    const again = await confirm(owner, transactionId, await otpFor(t.app, owner.phone, 50_000));
    expect(again.status).toBe(409);
    expect(await balance(owner)).toBe(50_000);
  });

  it.each([
    ['0116', -116, "Kartada mablag' yetarli emas"],
    ['0112', -112, "Karta amal qilish muddati noto'g'ri"],
    ['0113', -113, "Karta raqami noto'g'ri"],
    ['0114', -114, 'Karta bloklangan yoki yaroqsiz'],
    ['0115', -115, 'Tranzaksiya limiti yetarli emas'],
    ['0100', -100, "Texnik xatolik. Iltimos, to'lov provayderi bilan bog'laning"],
    ['0101', -101, "Vaqtinchalik nosozlik. Iltimos, keyinroq qayta urinib ko'ring"],
  ])('a card ending in %s fails with code %i', async (ending, code, message) => {
    const owner = await ownerWithBusiness(t.app);
    const res = await create(owner, { amount: 10_000, cardNumber: `860000000000${ending}`, expireDate: FUTURE_EXPIRY });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message, code });
  });

  it('refuses a past expiry (-112), an unknown card (-113) and less than 10,000', async () => {
    const owner = await ownerWithBusiness(t.app);
    const past = await create(owner, { amount: 10_000, cardNumber: GOOD_CARD, expireDate: '2001' });
    expect(past.body).toMatchObject({ code: -112 });
    const unknown = await create(owner, { amount: 10_000, cardNumber: '8600123412341234', expireDate: FUTURE_EXPIRY });
    expect(unknown.body).toMatchObject({ code: -113 });
    const small = await create(owner, { amount: 9_999, cardNumber: GOOD_CARD, expireDate: FUTURE_EXPIRY });
    expect(small.status).toBe(400);
    expect(small.body.message).toBe("Minimal to'lov miqdori 10,000 so'm");
    const failed = await call(t.app, 'GET', '/api/payment/uzcard/myPayments?status=failed', { token: owner.token });
    expect(failed.body.data.pagination.total).toBe(2);
  });

  it('wrong OTP → -205 and may be retried; older than 3 minutes → -206; unknown transaction → -2', async () => {
    const owner = await ownerWithBusiness(t.app);
    const { transactionId } = (
      await create(owner, { amount: 20_000, cardNumber: GOOD_CARD, expireDate: FUTURE_EXPIRY })
    ).body.data.result;
    const otp = await otpFor(t.app, owner.phone, 20_000);
    const wrong = await confirm(owner, transactionId, otp === '000000' ? '111111' : '000000');
    expect(wrong.body).toEqual({ success: false, message: "SMS kod noto'g'ri", code: -205 });
    await t.app.db.execute(
      sql`update payment_transactions set otp_sent_at = now() - interval '181 seconds' where id = ${transactionId}`,
    );
    const late = await confirm(owner, transactionId, otp);
    expect(late.body).toEqual({ success: false, message: 'SMS kodning amal qilish vaqti tugagan', code: -206 });
    expect(await balance(owner)).toBe(0);
    for (const id of [crypto.randomUUID(), 'abc']) {
      const res = await confirm(owner, id, '123456');
      expect(res.body).toEqual({ success: false, message: 'Sessiya topilmadi yoki muddati tugagan', code: -2 });
    }
  });

  it('another business cannot confirm or see the transaction', async () => {
    const owner = await ownerWithBusiness(t.app);
    const stranger = await ownerWithBusiness(t.app);
    const { transactionId } = (
      await create(owner, { amount: 10_000, cardNumber: GOOD_CARD, expireDate: FUTURE_EXPIRY })
    ).body.data.result;
    const res = await confirm(stranger, transactionId, await otpFor(t.app, owner.phone, 10_000));
    expect(res.body.code).toBe(-2);
    const list = await call(t.app, 'GET', '/api/payment/uzcard/myPayments', { token: stranger.token });
    expect(list.body.data.transactions).toEqual([]);
    expect((await confirm(owner, transactionId, await otpFor(t.app, owner.phone, 10_000))).status).toBe(200);
  });

  it('concurrent confirms of one top-up credit it once', async () => {
    const owner = await ownerWithBusiness(t.app);
    const { transactionId } = (
      await create(owner, { amount: 30_000, cardNumber: GOOD_CARD, expireDate: FUTURE_EXPIRY })
    ).body.data.result;
    const otp = await otpFor(t.app, owner.phone, 30_000);
    const results = await Promise.all(Array.from({ length: 10 }, () => confirm(owner, transactionId, otp)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
    expect(await balance(owner)).toBe(30_000);
  });

  it('a confirm cut off by a crash after its claim goes through once the server starts again, credited once', async () => {
    const owner = await ownerWithBusiness(t.app);
    const { transactionId } = (
      await create(owner, { amount: 40_000, cardNumber: GOOD_CARD, expireDate: FUTURE_EXPIRY })
    ).body.data.result;
    const otp = await otpFor(t.app, owner.phone, 40_000);
    // What kill -9 between the claim and the credit leaves behind (crash-safety.test.ts does it to a real process).
    await t.app.db.execute(sql`update payment_transactions set status = 'processing' where id = ${transactionId}`);
    expect((await confirm(owner, transactionId, otp)).status).toBe(409);
    const restarted = await buildApp(testConfig(), { database: { db: t.app.db, kind, close: async () => {} } });
    try {
      const retry = () =>
        call(restarted, 'POST', '/api/payment/uzcard/confirmTransaction', {
          token: owner.token,
          body: { transactionId, otp },
        });
      expect((await retry()).body.data).toMatchObject({ transactionId, status: 1, balance: 40_000 });
      expect((await retry()).status).toBe(409);
    } finally {
      await restarted.close();
    }
    expect(await balance(owner)).toBe(40_000);
  });

  it("a start on PostgreSQL leaves a live peer's claim alone (PGlite has no peers); an expired claim is released, then credited once", async () => {
    const owner = await ownerWithBusiness(t.app);
    const live = (await create(owner, { amount: 10_000, cardNumber: GOOD_CARD, expireDate: FUTURE_EXPIRY })).body.data
      .result.transactionId;
    const liveOtp = await otpFor(t.app, owner.phone, 10_000);
    const lapsed = (await create(owner, { amount: 20_000, cardNumber: GOOD_CARD, expireDate: FUTURE_EXPIRY })).body.data
      .result.transactionId;
    const lapsedOtp = await otpFor(t.app, owner.phone, 20_000);
    // A peer instance is confirming `live` right now; the peer that claimed `lapsed` died a while ago.
    await t.app.db.execute(sql`update payment_transactions set status = 'processing', claimed_by = 'peer:1:live',
      claim_expires_at = now() + interval '1 minute' where id = ${live}`);
    await t.app.db.execute(sql`update payment_transactions set status = 'processing', claimed_by = 'peer:2:dead',
      claim_expires_at = now() - interval '1 second' where id = ${lapsed}`);
    const restarted = await buildApp(testConfig(), { database: { db: t.app.db, kind, close: async () => {} } });
    try {
      const statusOf = async (id: string) =>
        (await rows(t.app.db, sql`select status, claimed_by from payment_transactions where id = ${id}`))[0];
      expect(await statusOf(lapsed)).toEqual({ status: 'pending', claimed_by: null });
      const confirmOn = (id: string, otp: string) =>
        call(restarted, 'POST', '/api/payment/uzcard/confirmTransaction', {
          token: owner.token,
          body: { transactionId: id, otp },
        });
      if (kind === 'postgres') {
        expect(await statusOf(live)).toEqual({ status: 'processing', claimed_by: 'peer:1:live' });
        expect((await confirmOn(live, liveOtp)).status).toBe(409);
        // The live peer's claim lapses without a restart: the next confirm takes it over.
        await t.app.db.execute(
          sql`update payment_transactions set claim_expires_at = now() - interval '1 second' where id = ${live}`,
        );
      } else {
        expect(await statusOf(live)).toEqual({ status: 'pending', claimed_by: null });
      }
      expect((await confirmOn(lapsed, lapsedOtp)).body.data).toMatchObject({
        transactionId: lapsed,
        status: 1,
        balance: 20_000,
      });
      expect((await confirmOn(live, liveOtp)).body.data).toMatchObject({
        transactionId: live,
        status: 1,
        balance: 30_000,
      });
      expect((await confirmOn(live, liveOtp)).status).toBe(409);
    } finally {
      await restarted.close();
    }
    expect(await balance(owner)).toBe(30_000);
  });

  it('myPayments lists newest first with status filter and paging', async () => {
    const owner = await ownerWithBusiness(t.app);
    await topUp(t.app, owner, 10_000);
    await topUp(t.app, owner, 11_000);
    await create(owner, { amount: 12_000, cardNumber: GOOD_CARD, expireDate: FUTURE_EXPIRY });
    await create(owner, { amount: 13_000, cardNumber: '8600000000000116', expireDate: FUTURE_EXPIRY });
    const all = await call(t.app, 'GET', '/api/payment/uzcard/myPayments?limit=10', { token: owner.token });
    expect(all.body.data.transactions.map((x: { amount: number; status: unknown }) => [x.amount, x.status])).toEqual([
      [13_000, 'failed'],
      [12_000, 'pending'],
      [11_000, 1],
      [10_000, 1],
    ]);
    expect(all.body.data.transactions[0]).toMatchObject({
      provider: 'uzcard',
      createdAt: expect.any(String),
      _id: expect.any(String),
    });
    const paid = await call(t.app, 'GET', '/api/payment/uzcard/myPayments?status=1&page=2&limit=10', {
      token: owner.token,
    });
    expect(paid.body.data).toEqual({ transactions: [], pagination: { total: 2, page: 2, limit: 10 } });
    const bad = await call(t.app, 'GET', '/api/payment/uzcard/myPayments?limit=7', { token: owner.token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Sahifadagi qatorlar soni 10, 25 yoki 50 bo'lishi kerak");
    expect(await balance(owner)).toBe(21_000);
  });
});
