import { sql } from 'drizzle-orm';
import { call, createTestApp, dbKinds, type TestApp } from '../../test/harness';

describe.each(dbKinds)('GET /api/ready on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('is 200 once every migration is applied (no Redis configured), 503 while one is missing', async () => {
    const ready = await call(t.app, 'GET', '/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({
      success: true,
      data: { status: 'ready', db: kind, migrations: expect.any(Number), redis: 'not configured' },
    });
    // As seen by an instance started with newer code than the database (its migrations not yet applied).
    await t.app.db.execute(sql`create table drizzle.hidden as select * from drizzle.__drizzle_migrations`);
    await t.app.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    try {
      const pending = await call(t.app, 'GET', '/api/ready');
      expect(pending.status).toBe(503);
      expect(pending.body.code).toBe('errors.notReady');
      expect((await call(t.app, 'GET', '/api/health')).status).toBe(200);
    } finally {
      await t.app.db.execute(
        sql`insert into drizzle.__drizzle_migrations select * from drizzle.hidden except select * from drizzle.__drizzle_migrations`,
      );
      await t.app.db.execute(sql`drop table drizzle.hidden`);
    }
    expect((await call(t.app, 'GET', '/api/ready')).status).toBe(200);
  });
});
