import { sql } from 'drizzle-orm';
import { defaultRateLimits } from '../../config';
import { ROUTE_ROLES } from '../../plugins/route-roles';
import { call, createTestApp, dbKinds, uniquePhone, type TestApp } from '../../test/harness';
import {
  answerSurvey,
  createForm,
  outbox,
  ownerWithBusiness,
  provePhone,
  registerProven,
  sendRequest,
  signInCustomer,
  topUp,
  type Owner,
} from '../../test/flows';

describe.each(dbKinds)('a business is a team on %s', (kind) => {
  let t: TestApp;
  let owner: Owner & { businessId: string };
  let manager: Owner;
  let cashier: Owner;
  beforeAll(async () => {
    t = await createTestApp(kind, { rateLimits: { ...defaultRateLimits(), ...relaxed() } });
    owner = await ownerWithBusiness(t.app);
    await topUp(t.app, owner, 500_000);
    const managerPhone = uniquePhone();
    const cashierPhone = uniquePhone();
    for (const [phone, role] of [
      [managerPhone, 'manager'],
      [cashierPhone, 'cashier'],
    ]) {
      const invited = await call(t.app, 'POST', '/api/business/members', { token: owner.token, body: { phone, role } });
      expect(invited.status).toBe(201);
      expect(invited.body.data.member).toMatchObject({ phone, role, status: 'invited', joinedAt: null });
    }
    manager = await registerProven(t.app, managerPhone);
    cashier = await registerProven(t.app, cashierPhone);
  });
  afterAll(() => t.close());

  /** Every limit high but the till's guess counter, which one test meets. */
  function relaxed() {
    const limits = defaultRateLimits();
    for (const rule of Object.values(limits)) rule.max = 100_000;
    const { coinPaymentGuess, coinPaymentGuessMember, coinPaymentGuessIp } = defaultRateLimits();
    return { ...limits, coinPaymentGuess, coinPaymentGuessMember, coinPaymentGuessIp };
  }

  it('invites by SMS; whoever signs in with the phone is a member with that role', async () => {
    const sms = (await outbox(t.app, cashier.phone)).filter((m) => m.text.includes('jamoaga'));
    expect(sms[0].text).toMatch(/^Fikr: Rayhon sizni kassir sifatida jamoaga taklif qildi\. .*\/login\?phone=/);
    const me = await call(t.app, 'GET', '/api/auth/me', { token: cashier.token });
    expect(me.body.data.businesses).toEqual([{ _id: owner.businessId, name: 'Rayhon', role: 'cashier' }]);
    expect(me.body.data.user.business._id).toBe(owner.businessId);
    const list = await call(t.app, 'GET', '/api/business/members', { token: owner.token });
    expect(list.body.data.members.map((m: any) => [m.role, m.status])).toEqual([
      ['owner', 'active'],
      ['manager', 'active'],
      ['cashier', 'active'],
    ]);
    const mine = await call(t.app, 'GET', '/api/auth/me', { token: owner.token });
    expect(mine.body.data.businesses).toEqual([{ _id: owner.businessId, name: 'Rayhon', role: 'owner' }]);
  });

  it('every business route refuses each role it does not allow with 403, before reading the request', async () => {
    const tokens = { owner: owner.token, manager: manager.token, cashier: cashier.token };
    const zero = '00000000-0000-4000-8000-000000000000';
    const problems: string[] = [];
    for (const [key, allowed] of Object.entries(ROUTE_ROLES)) {
      const [method, path] = key.split(' ');
      const url = path.replace(/:(\w+)/g, zero);
      for (const [role, token] of Object.entries(tokens)) {
        // No body and no query: a refused role must hear 403 before any validation.
        const res = await call(t.app, method as 'GET', url, { token });
        const refused = res.status === 403 && res.body.code === 'errors.roleForbidden';
        if (allowed.includes(role as never) === refused) problems.push(`${key} as ${role}: ${res.status}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('a new role or a removal holds on the next request', async () => {
    const phone = uniquePhone();
    const invited = await call(t.app, 'POST', '/api/business/members', {
      token: owner.token,
      body: { phone: `+${phone}`, role: 'cashier' },
    });
    const member = await registerProven(t.app, phone);
    expect((await call(t.app, 'GET', '/api/forms', { token: member.token })).status).toBe(403);
    const id = invited.body.data.member._id;
    const promoted = await call(t.app, 'PATCH', `/api/business/members/${id.toUpperCase()}`, {
      token: owner.token,
      body: { role: 'manager' },
    });
    expect(promoted.body.data.member.role).toBe('manager');
    expect((await call(t.app, 'GET', '/api/forms', { token: member.token })).status).toBe(200);
    expect((await call(t.app, 'DELETE', `/api/business/members/${id}`, { token: owner.token })).status).toBe(200);
    const gone = await call(t.app, 'GET', '/api/forms', { token: member.token });
    expect(gone).toMatchObject({ status: 403, body: { code: 'errors.businessRequired' } });
    const stranger = await ownerWithBusiness(t.app);
    expect((await call(t.app, 'DELETE', `/api/business/members/${id}`, { token: stranger.token })).status).toBe(404);
    expect(
      (
        await call(t.app, 'POST', '/api/business/members', {
          token: owner.token,
          body: { phone: owner.phone, role: 'manager' },
        })
      ).status,
    ).toBe(400);
  });

  it('someone who owns a business and works in another picks it with X-Business-Id', async () => {
    const other = await ownerWithBusiness(t.app);
    await call(t.app, 'POST', '/api/business/members', {
      token: owner.token,
      body: { phone: other.phone, role: 'cashier' },
    });
    await provePhone(t.app, other);
    const own = await call(t.app, 'GET', '/api/business', { token: other.token });
    expect(own.body.data._id).toBe(other.businessId);
    const there = await call(t.app, 'GET', '/api/business', {
      token: other.token,
      headers: { 'x-business-id': owner.businessId.toUpperCase() },
    });
    expect(there.body.data._id).toBe(owner.businessId);
    const refused = await call(t.app, 'GET', '/api/forms', {
      token: other.token,
      headers: { 'x-business-id': owner.businessId },
    });
    expect(refused).toMatchObject({ status: 403, body: { code: 'errors.roleForbidden' } });
    const notMine = await call(t.app, 'GET', '/api/business', {
      token: manager.token,
      headers: { 'x-business-id': other.businessId },
    });
    expect(notMine).toMatchObject({ status: 403, body: { code: 'errors.notAMember' } });
    const me = await call(t.app, 'GET', '/api/auth/me', { token: other.token });
    expect(me.body.data.businesses.map((b: any) => b.role)).toEqual(['owner', 'cashier']);
  });

  it('the till finds a voucher by its code and the cashier redeems it; the owner reads who did it in the audit trail', async () => {
    const form = await createForm(t.app, owner);
    const customer = uniquePhone();
    await answerSurvey(t.app, owner, form, customer, {
      typeMotive: 'voucher',
      voucher: { amount: 40_000, description: 'Tushlik', duration: 7 },
    });
    const [voucher] = (await call(t.app, 'GET', `/api/vouchers?search=${customer}`, { token: owner.token })).body.data
      .responses;
    const typed = ` ${voucher.code.slice(0, 4).toLowerCase()} ${voucher.code.slice(4)} `;
    const found = await call(t.app, 'GET', `/api/vouchers/by-code/${encodeURIComponent(typed)}`, {
      token: cashier.token,
    });
    expect(found.body.data.voucher).toMatchObject({ _id: voucher._id, amount: 40_000, userConfirm: false });
    const stranger = await ownerWithBusiness(t.app);
    expect((await call(t.app, 'GET', `/api/vouchers/by-code/${voucher.code}`, { token: stranger.token })).status).toBe(
      404,
    );
    await t.app.db.execute(sql`update vouchers set user_confirm = true where id = ${voucher._id}`);
    const redeemed = await call(t.app, 'POST', '/api/vouchers/confirm', {
      token: cashier.token,
      body: { voucherId: voucher._id },
      ip: '10.1.2.3',
    });
    expect(redeemed.body.data.voucher.isRedeemed).toBe(true);

    const audit = await call(t.app, 'GET', '/api/business/audit?action=voucher.', { token: owner.token });
    expect(audit.body.data.entries).toEqual([
      expect.objectContaining({
        action: 'voucher.redeemed',
        target: `${voucher.code} 40000`,
        actor: { userId: cashier.userId, phone: cashier.phone, role: 'cashier' },
        ip: '10.1.2.3',
      }),
    ]);
    const all = (await call(t.app, 'GET', '/api/business/audit?limit=50', { token: owner.token })).body.data.entries;
    const actions = new Set(all.map((e: any) => e.action));
    for (const action of ['member.invited', 'topup.credited', 'survey_request.sent', 'voucher.redeemed'])
      expect(actions).toContain(action);
    const byCashier = await call(t.app, 'GET', `/api/business/audit?actor=${cashier.phone.slice(-7)}`, {
      token: owner.token,
    });
    expect(byCashier.body.data.entries.map((e: any) => e.action)).toEqual(['voucher.redeemed', 'member.joined']);
    expect((await call(t.app, 'GET', '/api/business/audit', { token: manager.token })).status).toBe(403);
  });

  it("the till lists what this member took today, on any phone: the cashier's redemption and coin payment, not the owner's", async () => {
    const form = await createForm(t.app, owner);
    const customer = uniquePhone();
    await answerSurvey(t.app, owner, form, customer, { typeMotive: 'coin', coin: 9_000 });
    await answerSurvey(t.app, owner, form, customer, {
      typeMotive: 'voucher',
      voucher: { amount: 25_000, description: 'Kofe', duration: 7 },
    });
    const [voucher] = (await call(t.app, 'GET', `/api/vouchers?search=${customer}`, { token: owner.token })).body.data
      .responses;
    await t.app.db.execute(sql`update vouchers set user_confirm = true where id = ${voucher._id}`);
    const today = (token: string) => call(t.app, 'GET', '/api/business/till/today', { token });
    const before = (await today(cashier.token)).body.data;

    await call(t.app, 'POST', '/api/vouchers/confirm', { token: cashier.token, body: { voucherId: voucher._id } });
    const customerToken = await signInCustomer(t.app, customer);
    const { code } = (
      await call(t.app, 'POST', '/api/customer/pay-codes', { token: customerToken, body: { amount: 4_000 } })
    ).body.data;
    const paid = await call(t.app, 'POST', '/api/business/coin-payments', {
      token: cashier.token,
      body: { code, amount: 4_000 },
    });
    expect(paid.status).toBe(201);

    const after = await today(cashier.token);
    expect(after.status).toBe(200);
    expect(after.body.data.entries.slice(0, 2)).toEqual([
      { kind: 'coin', at: expect.any(String), amount: 4_000, ref: paid.body.data.payment.customerPhone },
      { kind: 'voucher', at: expect.any(String), amount: 25_000, ref: voucher.code },
    ]);
    expect(after.body.data.total).toBe(before.total + 29_000);
    const ownersList = (await today(owner.token)).body.data.entries;
    expect(ownersList.map((e: { ref: string }) => e.ref)).not.toContain(voucher.code);
    const audit = await call(t.app, 'GET', '/api/business/audit?action=coin_payment.', { token: owner.token });
    expect(audit.body.data.entries[0]).toMatchObject({
      action: 'coin_payment.received',
      target: `${paid.body.data.payment.customerPhone} 4000`,
      actor: { userId: cashier.userId, role: 'cashier' },
    });
  });

  it('the audit trail is append-only: the database refuses to change or delete a line', async () => {
    const refusal = (query: ReturnType<typeof sql>) =>
      t.app.db.execute(query).then(
        () => 'changed',
        (err: Error & { cause?: Error }) => String(err.cause?.message ?? err.message),
      );
    expect(await refusal(sql`update audit_log set action = 'x'`)).toMatch(/audit_log is append-only/);
    expect(await refusal(sql`delete from audit_log`)).toMatch(/audit_log is append-only/);
  });

  it('guessing voucher codes at the till is limited per business', async () => {
    const shop = await ownerWithBusiness(t.app);
    const guess = (n: number) => call(t.app, 'GET', `/api/vouchers/by-code/GUESS${n}XY`, { token: shop.token });
    for (let i = 0; i < 10; i++) expect((await guess(i)).status).toBe(404);
    expect((await guess(10)).status).toBe(429);
  });

  it("a survey request's sender is in the audit trail with what it cost", async () => {
    const form = await createForm(t.app, owner);
    const phone = uniquePhone();
    const res = await sendRequest(t.app, manager, form._id, { phone, typeMotive: 'coin', coin: 2_000 });
    expect(res.status).toBe(201);
    const audit = await call(t.app, 'GET', `/api/business/audit?action=survey_request&actor=${manager.phone}`, {
      token: owner.token,
    });
    expect(audit.body.data.entries[0]).toMatchObject({
      target: expect.stringMatching(new RegExp(`^${phone} coin 2000 \\(\\d+\\)$`)),
      actor: { role: 'manager' },
    });
  });
});
