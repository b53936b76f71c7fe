import { sql } from 'drizzle-orm';
import { rows } from '../../db/rows';
import { outgoingMessages } from '../../db/schema';
import { ownerWithBusiness, provePhone, registerOwner, registerProven } from '../../test/flows';
import { call, createTestApp, dbKinds, uniquePhone, type TestApp } from '../../test/harness';

/** Makes the operators' audit refuse lines whose target holds `marker`: the action it records must not happen. */
async function refuseOpsAudit(t: TestApp, marker: string) {
  await t.app.db.execute(
    sql.raw(`create or replace function test_refuse_ops_audit() returns trigger language plpgsql as $$
      begin
        if new.target like '%${marker}%' then raise exception 'ops audit refused by the test'; end if;
        return new;
      end $$`),
  );
  await t.app.db.execute(sql.raw('drop trigger if exists test_refuse_ops_audit on ops_audit'));
  await t.app.db.execute(
    sql.raw(`create trigger test_refuse_ops_audit before insert on ops_audit
      for each row execute function test_refuse_ops_audit()`),
  );
}

describe.each(dbKinds)('operators are proven phones on %s', (kind) => {
  let t: TestApp;
  const listed = uniquePhone();
  const alsoListed = uniquePhone();
  beforeAll(async () => {
    t = await createTestApp(kind, { operatorPhones: [listed, alsoListed] });
  });
  afterAll(() => t.close());

  it('registering a listed number gives nothing until that phone is proven', async () => {
    const victim = await ownerWithBusiness(t.app);
    const claimant = await registerOwner(t.app, listed);
    const me = async () => (await call(t.app, 'GET', '/api/auth/me', { token: claimant.token })).body.data;
    expect(await me()).toMatchObject({ operator: false, user: { phoneVerified: false } });
    for (const [method, url, body] of [
      ['GET', '/api/ops/businesses', undefined],
      ['POST', `/api/ops/businesses/${victim.businessId}/suspend`, { reason: 'takeover' }],
      ['POST', '/api/ops/reconcile', undefined],
      ['PUT', '/api/ops/remotes/mf-forms', { entry: '/remotes/mf-forms/mf-manifest.json' }],
    ] as const) {
      const refused = await call(t.app, method, url, { token: claimant.token, body });
      expect([url, refused.status, refused.body.code]).toEqual([url, 403, 'errors.forbidden']);
    }
    const business = await call(t.app, 'GET', '/api/business', { token: victim.token });
    expect(business.status).toBe(200);
    const audit = await rows<{ n: number }>(t.app.db, sql`select count(*)::int as n from ops_audit`);
    expect(Number(audit[0].n)).toBe(0);

    await provePhone(t.app, claimant);
    expect(await me()).toMatchObject({ operator: true, user: { phoneVerified: true } });
    expect((await call(t.app, 'GET', '/api/ops/businesses', { token: claimant.token })).status).toBe(200);
  });

  it("an operator's action and its audit line are one transaction: a refused line undoes the action", async () => {
    const operator = await registerProven(t.app, alsoListed);
    const owner = await ownerWithBusiness(t.app);
    await refuseOpsAudit(t, 'no-audit-no-action');
    const failed = await call(t.app, 'POST', `/api/ops/businesses/${owner.businessId}/suspend`, {
      token: operator.token,
      body: { reason: 'no-audit-no-action' },
    });
    expect(failed.status).toBe(500);
    expect(JSON.stringify(failed.body)).not.toMatch(/ops audit refused|at .*\.ts/);
    const [row] = await rows<{ suspended_at: Date | null }>(
      t.app.db,
      sql`select suspended_at from businesses where id = ${owner.businessId}`,
    );
    expect(row.suspended_at).toBeNull();

    const done = await call(t.app, 'POST', `/api/ops/businesses/${owner.businessId}/suspend`, {
      token: operator.token,
      body: { reason: 'spam' },
    });
    expect(done.body.data).toEqual({ _id: owner.businessId, suspended: true });
    const lines = await rows<{ action: string; target: string }>(
      t.app.db,
      sql`select action, target from ops_audit where target like ${`${owner.businessId}%`}`,
    );
    expect(lines).toEqual([{ action: 'business.suspended', target: `${owner.businessId} spam` }]);

    // a retried message: still failed when its audit line cannot be written
    const [message] = await t.app.db
      .insert(outgoingMessages)
      .values({ channel: 'sms', kind: 'reward', phone: uniquePhone(), text: 'Rahmat', status: 'failed', attempts: 6 })
      .returning({ id: outgoingMessages.id });
    await refuseOpsAudit(t, message.id);
    const retried = await call(t.app, 'POST', `/api/ops/messages/${message.id}/retry`, { token: operator.token });
    expect(retried.status).toBe(500);
    const [still] = await rows<{ status: string }>(
      t.app.db,
      sql`select status from outgoing_messages where id = ${message.id}`,
    );
    expect(still.status).toBe('failed');
  });
});
