import { sql } from 'drizzle-orm';
import { defaultRateLimits } from '../../config';
import { rows } from '../../db/rows';
import { call, createTestApp, dbKinds, uniquePhone, type TestApp } from '../../test/harness';
import {
  answerSurvey,
  createForm,
  customerCode,
  outbox,
  ownerWithBusiness,
  signInCustomer,
  GOOD_CARD,
  topUp,
  provePhone,
} from '../../test/flows';
import { moneyMismatches } from '../../test/money';

describe.each(dbKinds)('the customer wallet on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      payouts: { retryBaseMs: 50, sendTimeoutMs: 2_000, pollMs: 50, leaseMs: 5_000, reviewAbove: 500_000 },
    });
  });
  afterAll(() => t.close());
  afterEach(async () => expect(await moneyMismatches(t.app.db)).toEqual([]));

  /** A customer with `coin` coins (one coin survey) and a voucher of another survey, signed in. */
  async function rewardedCustomer(coin = 20_000) {
    const owner = await ownerWithBusiness(t.app);
    await topUp(t.app, owner, 200_000);
    const form = await createForm(t.app, owner);
    const phone = uniquePhone();
    await answerSurvey(t.app, owner, form, phone, { typeMotive: 'coin', coin });
    await answerSurvey(t.app, owner, form, phone, {
      typeMotive: 'voucher',
      voucher: { amount: 30_000, description: 'Choy', duration: 3 },
    });
    const token = await signInCustomer(t.app, phone);
    return { owner, form, phone, token };
  }
  const get = (url: string, token: string) => call(t.app, 'GET', url, { token });
  const payout = (token: string, body: unknown, key = crypto.randomUUID(), lang?: string) =>
    call(t.app, 'POST', '/api/customer/payouts', {
      token,
      body,
      headers: { 'idempotency-key': key, ...(lang ? { 'accept-language': lang } : {}) },
    });
  async function settled(token: string, id: string) {
    for (let i = 0; i < 200; i++) {
      const found = (await get('/api/customer/payouts', token)).body.data.payouts.find((p: any) => p._id === id);
      if (found && found.status !== 'pending') return found;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('payout still pending');
  }

  it('shows the balance, every voucher with its state, and a history that adds up to the balance', async () => {
    const { phone, token } = await rewardedCustomer(20_000);
    const wallet = await get('/api/customer/wallet', token);
    expect(wallet.status).toBe(200);
    expect(wallet.body.data).toMatchObject({ phone, coin: 20_000 });
    expect(wallet.body.data.vouchers).toEqual([
      expect.objectContaining({
        amount: 30_000,
        description: 'Choy',
        businessName: 'Rayhon',
        isRedeemed: false,
        userConfirm: false,
        state: 'valid',
        code: expect.stringMatching(/^[A-Z2-9]{8}$/),
      }),
    ]);
    const history = await get('/api/customer/wallet/history?page=1&limit=10', token);
    expect(history.body.data.movements).toEqual([
      expect.objectContaining({ kind: 'reward', amount: 20_000, businessName: 'Rayhon', payout: null }),
    ]);
    expect(history.body.data.pagination).toEqual({ total: 1, page: 1, limit: 10 });
    const sms = (await outbox(t.app, phone)).map((m) => m.text);
    expect(sms.filter((text) => text.endsWith(' Hamyon: http://fikr.test/wallet'))).toHaveLength(2);
  });

  it('confirms a voucher from the wallet as the SMS link does; another phone cannot', async () => {
    const { token } = await rewardedCustomer();
    const [voucher] = (await get('/api/customer/wallet', token)).body.data.vouchers;
    const stranger = await signInCustomer(t.app, uniquePhone());
    const refused = await call(t.app, 'POST', `/api/customer/vouchers/${voucher._id}/confirm`, { token: stranger });
    expect(refused.status).toBe(404);
    const confirmed = await call(t.app, 'POST', `/api/customer/vouchers/${voucher._id.toUpperCase()}/confirm`, {
      token,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.voucher).toMatchObject({ _id: voucher._id, userConfirm: true, state: 'valid' });
  });

  it('signs in by SMS code: same answer for any phone, a cookie for the pages, wrong codes void, logout ends it', async () => {
    const phone = uniquePhone();
    const sent = await call(t.app, 'POST', '/api/customer/auth/code', { body: { phone: `+${phone}` } });
    expect(sent).toMatchObject({ status: 200, body: { success: true, data: { sent: true } } });
    const code = await customerCode(t.app, phone);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const bad = await call(t.app, 'POST', '/api/customer/auth/verify', {
      body: { phone, code: wrong },
      headers: { 'accept-language': 'ru' },
    });
    expect(bad).toMatchObject({ status: 400, body: { message: 'Код неверный или устарел. Запросите новый код' } });
    const ok = await call(t.app, 'POST', '/api/customer/auth/verify', { body: { phone, code } });
    expect(ok.status).toBe(200);
    const cookie = String(ok.headers['set-cookie']);
    expect(cookie).toMatch(/^fikr_customer=[^;]+;/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    const session = cookie.split(';')[0];
    expect((await call(t.app, 'GET', '/api/customer/wallet', { headers: { cookie: session } })).status).toBe(200);
    // The code was used: it does not sign in twice.
    expect((await call(t.app, 'POST', '/api/customer/auth/verify', { body: { phone, code } })).status).toBe(400);

    const out = await call(t.app, 'POST', '/api/customer/auth/logout', { headers: { cookie: session } });
    expect(out.status).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/fikr_customer=;/);
    await new Promise((r) => setTimeout(r, 50));
    expect((await call(t.app, 'GET', '/api/customer/wallet', { token: ok.body.data.token })).status).toBe(401);
  });

  it('five wrong codes void the code, even the right one after them', async () => {
    const phone = uniquePhone();
    await call(t.app, 'POST', '/api/customer/auth/code', { body: { phone } });
    const code = await customerCode(t.app, phone);
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++)
      expect((await call(t.app, 'POST', '/api/customer/auth/verify', { body: { phone, code: wrong } })).status).toBe(
        400,
      );
    expect((await call(t.app, 'POST', '/api/customer/auth/verify', { body: { phone, code } })).status).toBe(400);
  });

  it("keeps owners' and customers' sessions apart", async () => {
    const owner = await ownerWithBusiness(t.app);
    const customer = await signInCustomer(t.app, uniquePhone());
    expect((await get('/api/customer/wallet', owner.token)).status).toBe(401);
    expect((await get('/api/business', customer)).status).toBe(401);
    expect((await get('/api/forms', customer)).status).toBe(401);
    expect((await get('/api/auth/me', customer)).status).toBe(401);
  });

  it('cashes out to a card: rules by the field, idempotent by key, paid by the job', async () => {
    const { token } = await rewardedCustomer(20_000);
    const refusals: Array<[unknown, number, string]> = [
      [{ amount: 4_999, cardNumber: '8600000000000001' }, 400, 'amount'],
      [{ amount: 5_000, cardNumber: '4000000000000001' }, 400, 'cardNumber'],
      [{ amount: 5_000, cardNumber: '86000000' }, 400, 'cardNumber'],
      [{ amount: 25_000, cardNumber: '8600000000000001' }, 400, ''],
    ];
    for (const [body, status, path] of refusals) {
      const res = await payout(token, body, undefined, 'en');
      expect(res.status).toBe(status);
      if (path) expect(res.body.errors[0].path).toBe(path);
    }
    expect(
      (await payout(token, { amount: 25_000, cardNumber: '8600000000000001' }, undefined, 'en')).body.message,
    ).toBe('There are not enough coins in the wallet');
    const noKey = await call(t.app, 'POST', '/api/customer/payouts', {
      token,
      body: { amount: 5_000, cardNumber: '8600000000000001' },
    });
    expect(noKey.status).toBe(400);

    const key = crypto.randomUUID();
    const body = { amount: '12 000', cardNumber: '8600 0000 0000 0001' };
    const first = await payout(token, body, key);
    expect(first.status).toBe(201);
    expect(first.body.data.payout).toMatchObject({ amount: 12_000, cardMask: '860000******0001', paidAt: null });
    const again = await payout(token, body, key);
    expect(again.body.data.payout._id).toBe(first.body.data.payout._id);
    expect((await payout(token, { ...body, amount: 6_000 }, key)).status).toBe(422);
    // A double submit: the same key twice at once is one payout.
    const twiceKey = crypto.randomUUID();
    const twice = await Promise.all(
      [1, 2].map(() => payout(token, { amount: 5_000, cardNumber: GOOD_CARD }, twiceKey)),
    );
    expect(twice.map((r) => r.status)).toEqual([201, 201]);
    expect(twice[0].body.data.payout._id).toBe(twice[1].body.data.payout._id);

    const paid = await settled(token, first.body.data.payout._id);
    expect(paid).toMatchObject({ status: 'paid', error: null, paidAt: expect.any(String) });
    expect((await get('/api/customer/wallet', token)).body.data.coin).toBe(3_000);
    const movements = (await get('/api/customer/wallet/history', token)).body.data.movements;
    expect(movements[1]).toMatchObject({ kind: 'payout', amount: -12_000, payout: paid._id, businessName: null });
    const [card] = await rows<{ card_secret: string | null }>(
      t.app.db,
      sql`select card_secret from payouts where id = ${paid._id}`,
    );
    expect(card.card_secret).toBeNull();
  });

  it('a declined card fails the payout and credits the wallet back once; a flaky one pays on retry', async () => {
    const { token, phone } = await rewardedCustomer(30_000);
    const declined = await payout(token, { amount: 10_000, cardNumber: '8600000000000113' }, undefined, 'uz');
    expect(declined.status).toBe(201);
    const failed = await settled(token, declined.body.data.payout._id);
    expect(failed.status).toBe('failed');
    expect(failed.error).toBeTruthy();
    const flaky = await payout(token, { amount: 10_000, cardNumber: '9860000000000101' });
    expect(await settled(token, flaky.body.data.payout._id)).toMatchObject({ status: 'paid' });
    const [row] = await rows<{ attempts: number }>(
      t.app.db,
      sql`select attempts from payouts where id = ${flaky.body.data.payout._id}`,
    );
    expect(Number(row.attempts)).toBe(3);
    expect((await get('/api/customer/wallet', token)).body.data.coin).toBe(20_000);
    const kinds = (await get('/api/customer/wallet/history?limit=10', token)).body.data.movements.map(
      (m: any) => `${m.kind} ${m.amount}`,
    );
    expect(kinds).toEqual(['payout -10000', 'payout_refund 10000', 'payout -10000', 'reward 30000']);
    const texts = (await outbox(t.app, phone)).map((m) => m.text);
    expect(texts.some((x) => x.includes("o'tkazilmadi va hamyoningizga qaytarildi"))).toBe(true);
  });

  it('twenty concurrent payouts of the whole balance pay exactly one', async () => {
    const { token } = await rewardedCustomer(15_000);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => payout(token, { amount: 15_000, cardNumber: '8600000000000001' })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 400)).toHaveLength(19);
    expect((await get('/api/customer/wallet', token)).body.data.coin).toBe(0);
  });

  it('caps payouts at 1,000,000 coin a Tashkent day', async () => {
    const { token, phone } = await rewardedCustomer(1_000);
    // A wallet this rich comes from many surveys; credit it as a reward would (wallet and movement together).
    await t.app.db.execute(sql`update customer_wallets set coin = coin + 1500000 where phone = ${phone}`);
    await t.app.db.execute(
      sql`insert into coin_ledger (phone, kind, amount, response_id) values (${phone}, 'reward', 1500000, gen_random_uuid())`,
    );
    expect((await payout(token, { amount: 900_000, cardNumber: '8600000000000001' })).status).toBe(201);
    const over = await payout(token, { amount: 100_001, cardNumber: '8600000000000001' }, undefined, 'en');
    expect(over).toMatchObject({ status: 400, body: { message: 'You can cash out at most 1,000,000 coin a day' } });
    expect((await payout(token, { amount: 100_000, cardNumber: '8600000000000001' })).status).toBe(201);
  });

  it('pays at a business with a one-time pay code: wallet debited, business credited, receipt sent', async () => {
    const { token, phone } = await rewardedCustomer(20_000);
    const shop = await ownerWithBusiness(t.app);
    const payCode = (amount: unknown, lang?: string) =>
      call(t.app, 'POST', '/api/customer/pay-codes', {
        token,
        body: { amount },
        headers: lang ? { 'accept-language': lang } : {},
      });
    expect(await payCode(20_001, 'en')).toMatchObject({
      status: 400,
      body: { code: 'wallet.insufficient', message: 'There are not enough coins in the wallet' },
    });
    expect((await call(t.app, 'POST', '/api/customer/pay-codes', { token })).status).toBe(400);
    const first = await payCode('8 000');
    expect(first.status).toBe(201);
    const { code, expiresAt, amount } = first.body.data;
    expect(code).toMatch(/^\d{6}$/);
    expect(amount).toBe(8_000);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(170_000);
    const take = (body: unknown, owner = shop) =>
      call(t.app, 'POST', '/api/business/coin-payments', { token: owner.token, body });

    // coins leave a wallet only for a till whose phone is proven
    const unproven = await call(t.app, 'POST', '/api/business/coin-payments', {
      token: shop.token,
      body: { code, amount: 1_000 },
      headers: { 'accept-language': 'en' },
    });
    expect(unproven).toMatchObject({
      status: 403,
      body: { code: 'errors.phoneUnverified', message: 'Confirm your phone number with the SMS code first' },
    });
    await provePhone(t.app, shop);
    // More than the customer allowed is the unknown code's answer, and leaves the code usable.
    expect(await take({ code, amount: 8_001 })).toMatchObject({ status: 404, body: { code: 'wallet.payCodeUnknown' } });
    const paid = await take({ code, amount: '7 000' });
    expect(paid.status).toBe(201);
    expect(paid.body.data.payment).toMatchObject({
      amount: 7_000,
      customerPhone: `+998 ${phone.slice(3, 5)} ***-**-${phone.slice(-2)}`,
    });
    expect((await take({ code, amount: 1_000 })).status).toBe(404);
    expect((await get('/api/customer/wallet', token)).body.data.coin).toBe(13_000);
    expect((await get('/api/business', shop.token)).body.data.coin).toBe(7_000);
    const history = await get('/api/payment/uzcard/myPayments?status=1', shop.token);
    expect(history.body.data.transactions).toEqual([
      expect.objectContaining({
        provider: 'coin',
        amount: 7_000,
        status: 1,
        cardMask: paid.body.data.payment.customerPhone,
      }),
    ]);
    expect((await get('/api/customer/wallet/history', token)).body.data.movements[0]).toMatchObject({
      kind: 'spent',
      amount: -7_000,
      businessName: 'Rayhon',
    });
    expect((await outbox(t.app, phone)).some((m) => /7000 coin qabul qildi\. Qoldiq: 13000 coin/.test(m.text))).toBe(
      true,
    );

    // A new code voids the previous one; concurrent uses of one code pay once.
    const old = (await payCode(1_000)).body.data.code;
    const fresh = (await payCode(1_000)).body.data.code;
    if (old !== fresh) expect((await take({ code: old, amount: 1_000 })).status).toBe(404);
    const racing = await Promise.all(Array.from({ length: 10 }, () => take({ code: fresh, amount: 1_000 })));
    expect(racing.filter((r) => r.status === 201)).toHaveLength(1);
    expect((await get('/api/customer/wallet', token)).body.data.coin).toBe(12_000);

    // An expired code is refused.
    const late = (await payCode(1_000)).body.data.code;
    await t.app.db.execute(sql`update pay_codes set expires_at = now() - interval '1 second' where code = ${late}`);
    expect((await take({ code: late, amount: 1_000 })).status).toBe(404);
  });

  it("'delete my data' removes the customer's name from every business and signs out; money stays", async () => {
    const { owner, token, phone } = await rewardedCustomer(5_000);
    await t.app.db.execute(sql`update clients set name = 'Aziza' where phone = ${phone}`);
    const gone = await call(t.app, 'DELETE', '/api/customer/data', { token });
    expect(gone.status).toBe(200);
    const [client] = await rows<{ name: string }>(t.app.db, sql`select name from clients where phone = ${phone}`);
    expect(client.name).toBe('');
    await new Promise((r) => setTimeout(r, 50));
    expect((await get('/api/customer/wallet', token)).status).toBe(401);
    const again = await signInCustomer(t.app, phone);
    expect((await get('/api/customer/wallet', again)).body.data.coin).toBe(5_000);
    expect(owner.token).toBeTruthy();
  });
});

describe.each(dbKinds)('wallet limits on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { rateLimits: defaultRateLimits() });
  });
  afterAll(() => t.close());

  it('sends one code a minute per phone (every spelling of it counts as one) and answers in the reader language', async () => {
    const phone = uniquePhone();
    const ask = (typed: string) =>
      call(t.app, 'POST', '/api/customer/auth/code', { body: { phone: typed }, headers: { 'accept-language': 'ru' } });
    expect((await ask(phone)).status).toBe(200);
    const again = await ask(`+${phone.slice(0, 3)} ${phone.slice(3, 5)} ${phone.slice(5)}`);
    expect(again).toMatchObject({
      status: 429,
      body: { message: 'Код уже отправлен недавно: не чаще 1 в минуту и 5 в час' },
    });
  });

  it('limits pay-code guessing per business, after access; a payment taken gives its try back', async () => {
    const shop = await ownerWithBusiness(t.app);
    await provePhone(t.app, shop);
    const guess = (n: number) =>
      call(t.app, 'POST', '/api/business/coin-payments', {
        token: shop.token,
        body: { code: String(100_000 + n), amount: 1_000 },
      });
    for (let i = 0; i < 9; i++) expect((await guess(i)).status).toBe(404);
    const owner = await ownerWithBusiness(t.app);
    await topUp(t.app, owner, 100_000);
    const phone = uniquePhone();
    await answerSurvey(t.app, owner, await createForm(t.app, owner), phone, { typeMotive: 'coin', coin: 5_000 });
    const customer = await signInCustomer(t.app, phone);
    for (let i = 0; i < 3; i++) {
      const { code } = (
        await call(t.app, 'POST', '/api/customer/pay-codes', { token: customer, body: { amount: 1_000 } })
      ).body.data;
      const paid = await call(t.app, 'POST', '/api/business/coin-payments', {
        token: shop.token,
        body: { code, amount: 1_000 },
      });
      expect(paid.status).toBe(201);
    }
    expect((await guess(9)).status).toBe(404);
    expect(await guess(10)).toMatchObject({ status: 429, body: { code: 'wallet.payCodeLimit' } });
    const other = await ownerWithBusiness(t.app);
    await provePhone(t.app, other);
    const theirs = await call(t.app, 'POST', '/api/business/coin-payments', {
      token: other.token,
      body: { code: '123456', amount: 1_000 },
    });
    expect(theirs.status).toBe(404);
    const anonymous = await call(t.app, 'POST', '/api/business/coin-payments', {
      body: { code: '123456', amount: 1 },
    });
    expect(anonymous.status).toBe(401);
  });

  const guessAt = (owner: { token: string }, n: number, ip: string, businessId?: string) =>
    call(t.app, 'POST', '/api/business/coin-payments', {
      token: owner.token,
      body: { code: String(200_000 + n), amount: 1_000 },
      headers: businessId ? { 'x-business-id': businessId } : {},
      ip,
    });

  it('a member who used up the guesses in one business has none left in another', async () => {
    const member = await ownerWithBusiness(t.app, '10.7.0.1');
    const other = await ownerWithBusiness(t.app, '10.7.0.2');
    for (const till of [member, other]) await provePhone(t.app, till);
    const invited = await call(t.app, 'POST', '/api/business/members', {
      token: other.token,
      body: { phone: member.phone, role: 'cashier' },
    });
    expect(invited.status).toBe(201);
    for (let i = 0; i < 10; i++) expect((await guessAt(member, i, '10.7.0.3')).status).toBe(404);
    const there = await guessAt(member, 10, '10.7.0.4', other.businessId);
    expect(there).toMatchObject({ status: 429, body: { code: 'wallet.payCodeLimit' } });
    // the other business's own cashiers still have theirs
    expect((await guessAt(other, 11, '10.7.0.5')).status).toBe(404);
  });

  it('one address gets 30 guesses a quarter of an hour, whichever businesses it tries them in', async () => {
    const ip = '10.8.0.1';
    const owners = [];
    for (let i = 0; i < 4; i++) owners.push(await ownerWithBusiness(t.app, `10.8.1.${i}`));
    for (const till of owners) await provePhone(t.app, till);
    const statuses: number[] = [];
    for (const [k, owner] of owners.slice(0, 3).entries())
      for (let i = 0; i < 10; i++) statuses.push((await guessAt(owner, k * 10 + i, ip)).status);
    expect(statuses.filter((s) => s === 404)).toHaveLength(30);
    expect((await guessAt(owners[3], 99, ip)).status).toBe(429);
    expect((await guessAt(owners[3], 99, '10.8.0.2')).status).toBe(404);
  });
});
