import { sql } from 'drizzle-orm';
import {
  awaitMessage,
  ownerWithBusiness,
  provePhone,
  registerOwner,
  registerProven,
  type Owner,
} from '../../test/flows';
import { call, createTestApp, dbKinds, uniquePhone, type TestApp } from '../../test/harness';

/** Makes the audit trail refuse the lines of `action` whose target starts with `phone`. */
async function refuseAudit(t: TestApp, action: string, phone: string) {
  const name = `test_refuse_${action.replace(/\W/g, '_')}_${phone}`;
  await t.app.db.execute(
    sql.raw(`create or replace function ${name}() returns trigger language plpgsql as $$
      begin
        if new.action = '${action}' and new.target like '${phone} %' then
          raise exception 'audit refused by the test';
        end if;
        return new;
      end $$`),
  );
  await t.app.db.execute(
    sql.raw(`create trigger ${name} before insert on audit_log for each row execute function ${name}()`),
  );
}

describe.each(dbKinds)('a team seat is taken by a proven phone only on %s', (kind) => {
  let t: TestApp;
  let owner: Owner & { businessId: string };
  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await ownerWithBusiness(t.app);
  });
  afterAll(() => t.close());

  const invite = async (phone: string, role = 'manager', branchId?: string) => {
    const res = await call(t.app, 'POST', '/api/business/members', {
      token: owner.token,
      body: { phone, role, ...(branchId ? { branchId } : {}) },
    });
    expect(res.status).toBe(201);
    return res.body.data.member._id as string;
  };
  const statusOf = async (phone: string) =>
    (await call(t.app, 'GET', '/api/business/members', { token: owner.token })).body.data.members.find(
      (m: { phone: string }) => m.phone === phone,
    )?.status;
  const audit = async (action: string) =>
    (
      await call(t.app, 'GET', `/api/business/audit?action=${action}&limit=50`, { token: owner.token })
    ).body.data.entries.map((e: { target: string; actor: { phone: string; role: string } }) => ({
      target: e.target,
      actor: e.actor.phone,
      role: e.actor.role,
    }));

  it('a stranger who registers the invited number first gets no seat; the invitee proves it by a reset and takes it', async () => {
    const phone = uniquePhone();
    await invite(phone);
    expect(await statusOf(phone)).toBe('invited');

    const stranger = await registerOwner(t.app, phone);
    const me = await call(t.app, 'GET', '/api/auth/me', { token: stranger.token });
    expect(me.body.data).toMatchObject({ businesses: [], user: { business: null, phoneVerified: false } });
    for (const headers of [{}, { 'x-business-id': owner.businessId }] as Array<Record<string, string>>) {
      const forms = await call(t.app, 'GET', '/api/forms', { token: stranger.token, headers });
      expect(forms.status).toBe(403);
    }
    expect((await call(t.app, 'GET', '/api/business', { token: stranger.token })).status).toBe(404);
    expect(await statusOf(phone)).toBe('pending');
    expect(await audit('member.joined')).not.toContainEqual(expect.objectContaining({ actor: phone }));

    // the phone's real owner gets a password delivered to the phone: using it proves the phone
    await call(t.app, 'POST', '/api/auth/reset-password', { body: { phone } });
    const password = await awaitMessage(t.app, phone, /\b(\d{8})\b/);
    const login = await call(t.app, 'POST', '/api/auth/login', { body: { phone, password } });
    expect(login.body.data.user).toMatchObject({ phoneVerified: true });
    const token = login.body.data.token;
    expect((await call(t.app, 'GET', '/api/forms', { token })).status).toBe(200);
    expect(await statusOf(phone)).toBe('active');
    expect(await audit('member.joined')).toContainEqual({ target: `${phone} manager`, actor: phone, role: 'manager' });
  });

  it('an invitee who proves the phone with a code joins at once, audited once', async () => {
    const phone = uniquePhone();
    await invite(phone, 'cashier');
    const member = await registerOwner(t.app, phone);
    expect((await call(t.app, 'GET', '/api/business/till/today', { token: member.token })).status).toBe(403);
    await provePhone(t.app, member);
    expect((await call(t.app, 'GET', '/api/business/till/today', { token: member.token })).status).toBe(200);
    const me = await call(t.app, 'GET', '/api/auth/me', { token: member.token });
    expect(me.body.data.businesses).toEqual([{ _id: owner.businessId, name: 'Rayhon', role: 'cashier' }]);
    const joined = (await audit('member.joined')).filter((e: { actor: string }) => e.actor === phone);
    expect(joined).toEqual([{ target: `${phone} cashier`, actor: phone, role: 'cashier' }]);
  });

  it('a proven phone invited later joins at its next request, audited', async () => {
    const member = await registerProven(t.app);
    await invite(member.phone, 'cashier');
    expect(await statusOf(member.phone)).toBe('pending');
    expect((await call(t.app, 'GET', '/api/business/till/today', { token: member.token })).status).toBe(200);
    expect(await statusOf(member.phone)).toBe('active');
    expect((await audit('member.joined')).filter((e: { actor: string }) => e.actor === member.phone)).toHaveLength(1);
  });

  it('joining is one transaction with its audit line: a refused line leaves the phone unproven and the seat waiting', async () => {
    const phone = uniquePhone();
    await invite(phone);
    const member = await registerOwner(t.app, phone);
    await refuseAudit(t, 'member.joined', phone);
    await call(t.app, 'POST', '/api/auth/phone/code', { token: member.token });
    const code = await awaitMessage(t.app, phone, /kodi (\d{6})/);
    const failed = await call(t.app, 'POST', '/api/auth/phone/verify', { token: member.token, body: { code } });
    expect(failed.status).toBe(500);
    expect(await statusOf(phone)).toBe('pending');
    const me = await call(t.app, 'GET', '/api/auth/me', { token: member.token });
    expect(me.body.data).toMatchObject({ businesses: [], user: { phoneVerified: false } });
  });

  it("a member's branch change, to a branch or to the whole business, is audited in its transaction", async () => {
    const branch = async (name: string) =>
      (await call(t.app, 'POST', '/api/business/branches', { token: owner.token, body: { name } })).body.data.branch
        ._id as string;
    const a = await branch('Chilonzor');
    const b = await branch('Yunusobod');
    const member = await registerProven(t.app);
    const id = await invite(member.phone, 'manager', a);
    const patch = (body: object) => call(t.app, 'PATCH', `/api/business/members/${id}`, { token: owner.token, body });

    expect((await patch({ branchId: b })).body.data.member.branchId).toBe(b);
    expect((await patch({ branchId: null })).body.data.member.branchId).toBeNull();
    expect((await patch({ role: 'cashier' })).status).toBe(200);
    const mine = (e: { target: string }) => e.target.startsWith(member.phone);
    expect((await audit('member.branch_changed')).filter(mine)).toEqual([
      { target: `${member.phone} ${b}→all`, actor: owner.phone, role: 'owner' },
      { target: `${member.phone} ${a}→${b}`, actor: owner.phone, role: 'owner' },
    ]);
    expect((await audit('member.role_changed')).filter(mine)).toEqual([
      { target: `${member.phone} manager→cashier`, actor: owner.phone, role: 'owner' },
    ]);

    await refuseAudit(t, 'member.branch_changed', member.phone);
    expect((await patch({ branchId: a })).status).toBe(500);
    const list = await call(t.app, 'GET', '/api/business/members', { token: owner.token });
    expect(list.body.data.members.find((m: { _id: string }) => m._id === id).branchId).toBeNull();

    expect((await call(t.app, 'DELETE', `/api/business/members/${id}`, { token: owner.token })).status).toBe(200);
    expect((await audit('member.removed')).filter(mine)).toEqual([
      { target: `${member.phone} cashier`, actor: owner.phone, role: 'owner' },
    ]);
  });
});
