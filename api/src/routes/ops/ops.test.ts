import { sql } from 'drizzle-orm';
import { rows } from '../../db/rows';
import { reconcileDaily } from '../../services/reconcile';
import { call, createTestApp, dbKinds, uniqueChatId, uniquePhone, type TestApp } from '../../test/harness';
import {
  answersFor,
  createForm,
  FUTURE_EXPIRY,
  GOOD_CARD,
  linkCode,
  outbox,
  ownerWithBusiness,
  registerProven,
  sendRequest,
  signInCustomer,
  topUp,
} from '../../test/flows';
import { linkCustomerChat } from '../../test/telegram';

const today = () => new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 10);

describe.each(dbKinds)("the operators' API on %s", (kind) => {
  let t: TestApp;
  const operatorPhone = uniquePhone();
  const secondOperatorPhone = uniquePhone();
  const opsChat = '-100777';
  let operator: string;
  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const opsRoutes: Array<[Method, string]> = [];
  beforeAll(async () => {
    t = await createTestApp(
      kind,
      { operatorPhones: [operatorPhone, secondOperatorPhone], opsTelegramChatId: opsChat },
      {
        onRoute: (route) => {
          for (const method of [route.method].flat())
            if (route.url.startsWith('/api/ops/') && method !== 'HEAD') opsRoutes.push([method as Method, route.url]);
        },
      },
    );
    operator = (await registerProven(t.app, operatorPhone)).token;
  });
  afterAll(() => t.close());

  const ops = (method: Method, url: string, body?: unknown, token = operator) =>
    call(t.app, method, `/api/ops${url}`, { token, body });

  it('answers operators only: an owner gets 403 on every operator route, a stranger 401', async () => {
    const owner = await ownerWithBusiness(t.app);
    const zero = '00000000-0000-4000-8000-000000000000';
    // every route under /api/ops, as the app registered it: a route added later is covered without listing it
    expect(opsRoutes.length).toBeGreaterThanOrEqual(15);
    for (const [method, route] of opsRoutes) {
      const url = route.replace('/api/ops', '').replace(':id', zero).replace(':name', 'mf-forms');
      const body = method === 'GET' ? undefined : { reason: 'x', entry: null };
      expect([method, url, (await ops(method, url, body, owner.token)).status]).toEqual([method, url, 403]);
      expect([method, url, (await call(t.app, method, `/api/ops${url}`)).status]).toEqual([method, url, 401]);
    }
  });

  it('GET /api/auth/me tells the console who is an operator (with or without a business of their own)', async () => {
    const owner = await ownerWithBusiness(t.app);
    const me = async (token: string) => (await call(t.app, 'GET', '/api/auth/me', { token })).body.data;
    expect(await me(operator)).toMatchObject({ operator: true, businesses: [] });
    expect(await me(owner.token)).toMatchObject({
      operator: false,
      businesses: [expect.objectContaining({ role: 'owner' })],
    });
  });

  it('a suspended business reads everything but sends no request and tops up nothing; its forms take no answers', async () => {
    const owner = await ownerWithBusiness(t.app);
    await topUp(t.app, owner, 100_000);
    const form = await createForm(t.app, owner);
    const found = await ops('GET', `/businesses?search=${owner.phone.slice(-7)}`);
    expect(found.body.data.businesses).toEqual([
      expect.objectContaining({
        _id: owner.businessId,
        name: 'Rayhon',
        coin: 100_000,
        formsCount: 1,
        suspended: false,
      }),
    ]);
    const suspended = await ops('POST', `/businesses/${owner.businessId.toUpperCase()}/suspend`, { reason: 'Spam' });
    expect(suspended.body.data).toEqual({ _id: owner.businessId, suspended: true });

    const request = await sendRequest(t.app, owner, form._id, {
      phone: uniquePhone(),
      typeMotive: 'coin',
      coin: 1_000,
    });
    expect(request).toMatchObject({ status: 403, body: { code: 'errors.businessSuspended' } });
    const topUpTry = await call(t.app, 'POST', '/api/payment/uzcard/createTransaction', {
      token: owner.token,
      body: { amount: 50_000, cardNumber: GOOD_CARD, expireDate: FUTURE_EXPIRY },
    });
    expect(topUpTry.status).toBe(403);
    expect((await call(t.app, 'GET', '/api/business', { token: owner.token })).body.data.coin).toBe(100_000);
    expect((await call(t.app, 'GET', `/api/forms/u/${form.shareCode}`)).status).toBe(403);

    await ops('POST', `/businesses/${owner.businessId}/unsuspend`);
    expect(
      (await sendRequest(t.app, owner, form._id, { phone: uniquePhone(), typeMotive: 'coin', coin: 1_000 })).status,
    ).toBe(201);
    const trail = await rows<{ action: string; operator_phone: string }>(
      t.app.db,
      sql`select action, operator_phone from ops_audit where target like ${`${owner.businessId}%`} order by at`,
    );
    expect(trail).toEqual([
      { action: 'business.suspended', operator_phone: operatorPhone },
      { action: 'business.unsuspended', operator_phone: operatorPhone },
    ]);
  });

  it('reconciliation finds a broken balance, stores it and tells the operators; the daily run is claimed once', async () => {
    const owner = await ownerWithBusiness(t.app);
    await topUp(t.app, owner, 50_000);
    expect((await ops('POST', '/reconcile')).body.data).toMatchObject({ ok: true, mismatches: [] });
    await t.app.db.execute(sql`update businesses set coin = coin + 7 where id = ${owner.businessId}`);
    const broken = await ops('POST', '/reconcile');
    expect(broken.body.data).toMatchObject({
      ok: false,
      mismatches: [{ check: 'business balance', target: owner.businessId, expected: 50_000, actual: 50_007 }],
    });
    expect((await ops('GET', '/reconcile')).body.data).toEqual(broken.body.data);
    const chat = (await call(t.app, 'GET', '/api/dev/outbox')).body.data.messages.filter(
      (m: { chatId?: string }) => m.chatId === opsChat,
    );
    expect(chat[0].text).toMatch(/^Fikr: reconciliation found 1 mismatch/);
    await t.app.db.execute(sql`update businesses set coin = coin - 7 where id = ${owner.businessId}`);

    const runs = await Promise.all([1, 2, 3].map(() => reconcileDaily(t.app.db, t.app.config)));
    expect(runs.filter((r) => r !== null)).toHaveLength(1);
    const [daily] = await rows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from reconciliations where daily_of is not null`,
    );
    expect(daily.n).toBe(1);
  });

  it('a payout over the review threshold waits for an operator: rejected it is refunded once, approved it is paid', async () => {
    const owner = await ownerWithBusiness(t.app);
    await topUp(t.app, owner, 2_000_000);
    const form = await createForm(t.app, owner);
    const phone = uniquePhone();
    expect((await sendRequest(t.app, owner, form._id, { phone, typeMotive: 'coin', coin: 1_500_000 })).status).toBe(
      201,
    );
    const code = await linkCode(t.app, phone);
    await call(t.app, 'POST', `/api/responses/${code}/submit`, { body: { answers: answersFor(form), rating: 5 } });
    const customer = await signInCustomer(t.app, phone);
    const wallet = async () => (await call(t.app, 'GET', '/api/customer/wallet', { token: customer })).body.data.coin;
    const cashOut = async (amount: number, key: string) =>
      (
        await call(t.app, 'POST', '/api/customer/payouts', {
          token: customer,
          body: { amount, cardNumber: GOOD_CARD },
          headers: { 'idempotency-key': key },
        })
      ).body.data.payout;

    const first = await cashOut(600_000, 'review-1');
    expect(first.status).toBe('review');
    const queue = await ops('GET', '/payouts');
    expect(queue.body.data.payouts).toEqual([expect.objectContaining({ _id: first._id, phone, amount: 600_000 })]);
    expect((await ops('POST', `/payouts/${first._id}/reject`)).body.data).toEqual({ _id: first._id, status: 'failed' });
    expect(await wallet()).toBe(1_500_000);
    expect((await ops('POST', `/payouts/${first._id}/reject`)).status).toBe(409);

    const second = await cashOut(600_000, 'review-2');
    expect((await ops('POST', `/payouts/${second._id}/approve`)).body.data.status).toBe('pending');
    expect((await ops('POST', `/payouts/${second._id}/approve`)).status).toBe(409);
    let status = '';
    for (let i = 0; i < 100 && status !== 'paid'; i++) {
      const mine = (await call(t.app, 'GET', '/api/customer/payouts', { token: customer })).body.data.payouts;
      status = mine.find((p: { _id: string }) => p._id === second._id)?.status;
      if (status !== 'paid') await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe('paid');
    // small on its own, but the day's payouts (600 000 paid) with it are over the threshold
    expect((await cashOut(300_000, 'small')).status).toBe('review');

    const money = await ops('GET', `/money?from=${today()}&to=${today()}`);
    expect(money.body.data.days).toEqual([expect.objectContaining({ date: today() })]);
    expect(money.body.data.days[0].topups).toBeGreaterThanOrEqual(2_000_000);
    expect(money.body.data.days[0].rewardsCoin).toBeGreaterThanOrEqual(1_500_000);
    expect(money.body.data.days[0].payouts).toBeGreaterThanOrEqual(600_000);
    expect(money.body.data.liabilities.customerWallets).toBeGreaterThan(0);
    expect((await ops('POST', '/reconcile')).body.data.ok).toBe(true);
  });

  /** A signed-in customer of `phone` whose wallet holds `coin` (the balance and its reward movement). */
  async function walletOf(phone: string, coin: number) {
    await t.app.db.execute(sql`insert into customer_wallets (phone, coin) values (${phone}, ${coin})`);
    await t.app.db.execute(
      sql`insert into coin_ledger (phone, kind, amount, response_id) values (${phone}, 'reward', ${coin}, gen_random_uuid())`,
    );
    const token = await signInCustomer(t.app, phone);
    return async (amount: number) =>
      (
        await call(t.app, 'POST', '/api/customer/payouts', {
          token,
          body: { amount, cardNumber: GOOD_CARD },
          headers: { 'idempotency-key': crypto.randomUUID(), 'accept-language': 'en' },
        })
      ).body.data.payout;
  }

  it("review counts the phone's payouts of the day: two under the threshold whose sum is over it", async () => {
    const cashOut = await walletOf(uniquePhone(), 1_200_000);
    const first = await cashOut(500_000);
    expect(first.status).toBe('pending');
    const second = await cashOut(500_000);
    expect(second.status).toBe('review');
    const queue = (await ops('GET', '/payouts')).body.data.payouts.map((p: { _id: string }) => p._id);
    expect(queue).toContain(second._id);
    expect(queue).not.toContain(first._id);
  });

  it('an operator cannot approve their own payout; another operator can', async () => {
    const cashOut = await walletOf(operatorPhone, 700_000);
    const own = await cashOut(600_000);
    expect(own.status).toBe('review');
    const refused = await call(t.app, 'POST', `/api/ops/payouts/${own._id}/approve`, {
      token: operator,
      headers: { 'accept-language': 'en' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('An operator cannot approve their own payout: another operator must review it');
    expect((await ops('GET', '/payouts')).body.data.payouts).toContainEqual(
      expect.objectContaining({ _id: own._id, status: 'review' }),
    );
    const other = (await registerProven(t.app, secondOperatorPhone)).token;
    const approved = await call(t.app, 'POST', `/api/ops/payouts/${own._id}/approve`, { token: other });
    expect(approved.body.data).toEqual({ _id: own._id, status: 'pending' });
  });

  it('lists failed messages with their last error and queues one again', async () => {
    const phone = uniquePhone();
    const owner = await ownerWithBusiness(t.app);
    await t.app.db.execute(
      sql`insert into outgoing_messages (channel, kind, phone, text, status, attempts, last_error, business_id)
          values ('sms', 'reward', ${phone}, 'Rahmat', 'failed', 6, 'gateway said no', ${owner.businessId})`,
    );
    const failed = await ops('GET', '/messages?status=failed&kind=reward');
    const mine = failed.body.data.messages.find((m: { lastError: string }) => m.lastError === 'gateway said no');
    expect(mine).toMatchObject({ channel: 'sms', kind: 'reward', status: 'failed', attempts: 6 });
    expect(typeof failed.body.data.deliveryRate).toBe('number');
    const retried = await ops('POST', `/messages/${mine._id}/retry`);
    expect(retried.body.data).toEqual({ _id: mine._id, status: 'queued' });
    expect((await outbox(t.app, phone)).map((m) => m.text)).toEqual(['Rahmat']);
    expect((await ops('POST', `/messages/${mine._id}/retry`)).status).toBe(409);
  });

  it("counts each Tashkent day's messages sent by Telegram, sent by SMS, and the SMS not sent", async () => {
    const owner = await ownerWithBusiness(t.app);
    await topUp(t.app, owner, 100_000);
    const form = await createForm(t.app, owner);
    const [byTelegram, bySms] = [uniquePhone(), uniquePhone()];
    const chatId = uniqueChatId();
    await linkCustomerChat(t.app, chatId, byTelegram);
    await outbox(t.app, byTelegram); // the bot's answers to the linking are sent before counting starts
    const day = async () => {
      await outbox(t.app, bySms);
      const days = (await ops('GET', '/messages?status=failed')).body.data.days as Array<Record<string, unknown>>;
      return days.find((d) => d.date === today()) ?? { telegram: 0, sms: 0, smsFailed: 0 };
    };
    const before = await day();
    await sendRequest(t.app, owner, form._id, { phone: byTelegram, typeMotive: 'coin', coin: 1_000 });
    await sendRequest(t.app, owner, form._id, { phone: bySms, typeMotive: 'coin', coin: 1_000 });
    await t.app.db.execute(
      sql`insert into outgoing_messages (channel, kind, phone, text, status, attempts, last_error, business_id)
          values ('sms', 'coin_receipt', ${bySms}, 'Chek', 'failed', 6, 'gateway said no', ${owner.businessId})`,
    );
    const after = await day();
    expect(after).toEqual({
      date: today(),
      telegram: Number(before.telegram) + 1,
      sms: Number(before.sms) + 1,
      smsFailed: Number(before.smsFailed) + 1,
    });
  });
});
