import { sql } from 'drizzle-orm';
import { rows } from '../../db/rows';
import { call, createTestApp, dbKinds, uniquePhone, type Reply, type TestApp } from '../../test/harness';
import {
  answerSurvey,
  createForm,
  GOOD_CARD,
  ownerWithBusiness,
  provePhone,
  registerProven,
  signInCustomer,
  topUp,
} from '../../test/flows';
import { moneyMismatches } from '../../test/money';

describe.each(dbKinds)('coins taken with a pay code on %s', (kind) => {
  let t: TestApp;
  const operatorPhone = uniquePhone();
  let operator: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { operatorPhones: [operatorPhone] });
    operator = (await registerProven(t.app, operatorPhone)).token;
  });
  afterAll(() => t.close());
  afterEach(async () => expect(await moneyMismatches(t.app.db)).toEqual([]));

  /** A customer with `coin` coins and a voucher (confirmed in the wallet) from `rewarder`, signed in to the wallet. */
  async function customerWith(coin: number) {
    const rewarder = await ownerWithBusiness(t.app);
    await provePhone(t.app, rewarder); // it takes coins at its till too
    await topUp(t.app, rewarder, 500_000);
    const form = await createForm(t.app, rewarder);
    const phone = uniquePhone();
    await answerSurvey(t.app, rewarder, form, phone, { typeMotive: 'coin', coin });
    await answerSurvey(t.app, rewarder, form, phone, {
      typeMotive: 'voucher',
      voucher: { amount: 25_000, description: 'Choy', duration: 3 },
    });
    const token = await signInCustomer(t.app, phone);
    return { rewarder, phone, token };
  }
  const payCode = async (token: string, amount: number): Promise<string> => {
    const res = await call(t.app, 'POST', '/api/customer/pay-codes', { token, body: { amount } });
    expect(res.status).toBe(201);
    expect(res.body.data.amount).toBe(amount);
    return res.body.data.code;
  };
  const take = (token: string, code: string, amount: number, lang = 'uz') =>
    call(t.app, 'POST', '/api/business/coin-payments', {
      token,
      body: { code, amount },
      headers: { 'accept-language': lang },
    });
  const balances = async (customer: string, shopToken: string) => ({
    wallet: (await call(t.app, 'GET', '/api/customer/wallet', { token: customer })).body.data.coin,
    shop: (await call(t.app, 'GET', '/api/business', { token: shopToken })).body.data.coin,
  });
  const suspend = async (businessId: string, on: boolean) => {
    const url = `/api/ops/businesses/${businessId}/${on ? 'suspend' : 'unsuspend'}`;
    const res = await call(t.app, 'POST', url, { token: operator, body: on ? { reason: 'Firibgarlik' } : undefined });
    expect(res.body.data.suspended).toBe(on);
  };
  /** What a client sees of a refusal, the request id aside (the harness checks it against x-request-id). */
  const seen = (res: Reply) => `${res.status} ${res.headers['content-type']} ${JSON.stringify(res.body)}`;

  it('the till takes at most the amount the customer gave the code, once', async () => {
    const { token } = await customerWith(20_000);
    const shop = await ownerWithBusiness(t.app);
    await provePhone(t.app, shop);
    const code = await payCode(token, 5_000);
    expect((await take(shop.token, code, 5_001)).status).toBe(404);
    expect((await take(shop.token, code, 20_000)).status).toBe(404);
    const paid = await take(shop.token, code, 3_000);
    expect(paid.status).toBe(201);
    expect(paid.body.data.payment.amount).toBe(3_000);
    expect((await take(shop.token, code, 2_000)).status).toBe(404);
    expect(await balances(token, shop.token)).toEqual({ wallet: 17_000, shop: 3_000 });
  });

  it('a live code refused for any reason answers exactly as an unknown code, in every language', async () => {
    const { token } = await customerWith(10_000);
    const shop = await ownerWithBusiness(t.app);
    await provePhone(t.app, shop);
    for (const lang of ['uz', 'ru', 'en']) {
      const unknown = seen(await take(shop.token, '000000', 1_000, lang));
      expect(unknown).toContain('"code":"wallet.payCodeUnknown"');

      const tooMuch = await payCode(token, 2_000);
      expect(seen(await take(shop.token, tooMuch, 2_001, lang))).toBe(unknown);

      // the customer cashed out after giving the code: the wallet no longer holds what the code allows
      const tooPoor = await payCode(token, 10_000);
      const payout = await call(t.app, 'POST', '/api/customer/payouts', {
        token,
        body: { amount: 5_000, cardNumber: GOOD_CARD },
        headers: { 'idempotency-key': `${lang}-cash-out` },
      });
      expect(payout.status).toBe(201);
      expect(seen(await take(shop.token, tooPoor, 6_000, lang))).toBe(unknown);

      const used = await payCode(token, 1_000);
      expect((await take(shop.token, used, 1_000, lang)).status).toBe(201);
      expect(seen(await take(shop.token, used, 1_000, lang))).toBe(unknown);

      const expired = await payCode(token, 1_000);
      await t.app.db.execute(
        sql`update pay_codes set expires_at = now() - interval '1 second' where code = ${expired}`,
      );
      expect(seen(await take(shop.token, expired, 1_000, lang))).toBe(unknown);

      const suspended = await ownerWithBusiness(t.app);

      await provePhone(t.app, suspended);
      const live = await payCode(token, 1_000);
      await suspend(suspended.businessId, true);
      const unknownThere = seen(await take(suspended.token, '000000', 1_000, lang));
      expect(unknownThere).toBe(unknown);
      expect(seen(await take(suspended.token, live, 1_000, lang))).toBe(unknown);
      // the refusals spent nothing: the code still pays at an open business
      expect((await take(shop.token, live, 1_000, lang)).status).toBe(201);
      // back to 10,000 for the next language
      await topUpWallet(token, 7_000);
    }
  });

  /** Another coin reward for the customer's phone, through a survey as customers get them. */
  async function topUpWallet(token: string, coin: number) {
    const wallet = (await call(t.app, 'GET', '/api/customer/wallet', { token })).body.data;
    const rewarder = await ownerWithBusiness(t.app);
    await topUp(t.app, rewarder, 100_000);
    await answerSurvey(t.app, rewarder, await createForm(t.app, rewarder), wallet.phone, { typeMotive: 'coin', coin });
  }

  it('a suspended business takes no coins and redeems no voucher; nothing moves; lifted, both work', async () => {
    const { token, rewarder } = await customerWith(20_000);
    const code = await payCode(token, 5_000);
    const voucher = (await call(t.app, 'GET', '/api/customer/wallet', { token })).body.data.vouchers[0];
    const confirmed = await call(t.app, 'POST', `/api/customer/vouchers/${voucher._id}/confirm`, { token });
    expect(confirmed.body.data.voucher.userConfirm).toBe(true);
    const before = await balances(token, rewarder.token);
    const ledgerRows = async () => {
      const [{ n }] = await rows<{ n: number }>(
        t.app.db,
        sql`select (select count(*) from ledger where business_id = ${rewarder.businessId})
                 + (select count(*) from coin_ledger where business_id = ${rewarder.businessId}) as n`,
      );
      return Number(n);
    };
    const ledgerBefore = await ledgerRows();

    await suspend(rewarder.businessId, true);
    expect((await take(rewarder.token, code, 5_000)).status).toBe(404);
    const redeem = await call(t.app, 'POST', '/api/vouchers/confirm', {
      token: rewarder.token,
      body: { voucherId: voucher._id },
      headers: { 'accept-language': 'en' },
    });
    expect(redeem).toMatchObject({ status: 403, body: { code: 'errors.businessSuspended' } });
    expect(await balances(token, rewarder.token)).toEqual(before);
    expect(await ledgerRows()).toBe(ledgerBefore);
    const still = (await call(t.app, 'GET', '/api/customer/wallet', { token })).body.data.vouchers[0];
    expect(still).toMatchObject({ isRedeemed: false, state: 'valid' });

    await suspend(rewarder.businessId, false);
    expect((await take(rewarder.token, code, 5_000)).status).toBe(201);
    const redeemed = await call(t.app, 'POST', '/api/vouchers/confirm', {
      token: rewarder.token,
      body: { voucherId: voucher._id },
    });
    expect(redeemed.body.data.voucher.isRedeemed).toBe(true);
    expect(await balances(token, rewarder.token)).toEqual({ wallet: before.wallet - 5_000, shop: before.shop + 5_000 });
  });

  it('payments racing a suspension: each one either lands whole before it or not at all', async () => {
    const { token } = await customerWith(50_000);
    const shop = await ownerWithBusiness(t.app);
    await provePhone(t.app, shop);
    const codes: string[] = [];
    // one live code per phone: five customers paying at once
    const customers = [token, ...(await Promise.all([1, 2, 3, 4].map(async () => (await customerWith(50_000)).token)))];
    for (const c of customers) codes.push(await payCode(c, 10_000));
    const [paid] = await Promise.all([
      Promise.all(codes.map((code) => take(shop.token, code, 10_000))),
      suspend(shop.businessId, true),
    ]);
    const taken = paid.filter((r) => r.status === 201).length;
    expect(paid.filter((r) => r.status !== 201 && r.status !== 404)).toEqual([]);
    expect((await balances(token, shop.token)).shop).toBe(taken * 10_000);
    const [{ n }] = await rows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from coin_payments where business_id = ${shop.businessId}`,
    );
    expect(Number(n)).toBe(taken);
  });
});
