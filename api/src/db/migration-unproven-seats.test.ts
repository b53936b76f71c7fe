import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { call, createTestApp, dbKinds, uniquePhone, type TestApp } from '../test/harness';
import { ownerWithBusiness, provePhone, registerOwner } from '../test/flows';
import { MIGRATIONS_DIR } from './client';

describe.each(dbKinds)('the migration to proven phones on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('puts a seat taken by an unproven phone back to waiting; the owner keeps the business', async () => {
    const owner = await ownerWithBusiness(t.app);
    const phone = uniquePhone();
    await call(t.app, 'POST', '/api/business/members', { token: owner.token, body: { phone, role: 'manager' } });
    const member = await registerOwner(t.app, phone);
    // A database from before: the seat was taken by whoever registered the number, no phone was ever proven.
    await t.app.db.execute(sql`update members set joined_at = now() where phone = ${phone}`);

    const file = readdirSync(MIGRATIONS_DIR).find((f) => f.endsWith('_unproven_seats_wait.sql'));
    await t.app.db.execute(sql.raw(readFileSync(path.join(MIGRATIONS_DIR, String(file)), 'utf8')));

    const list = await call(t.app, 'GET', '/api/business/members', { token: owner.token });
    expect(list.body.data.members.map((m: { role: string; status: string }) => [m.role, m.status])).toEqual([
      ['owner', 'active'],
      ['manager', 'pending'],
    ]);
    expect((await call(t.app, 'GET', '/api/forms', { token: member.token })).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/forms', { token: owner.token })).status).toBe(200);

    await provePhone(t.app, member);
    expect((await call(t.app, 'GET', '/api/forms', { token: member.token })).status).toBe(200);
  });
});
