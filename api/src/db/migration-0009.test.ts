import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { call, createTestApp, dbKinds, uniquePhone, type TestApp } from '../test/harness';
import { answersFor, createForm, linkCode, ownerWithBusiness, sendRequest, topUp } from '../test/flows';
import { MIGRATIONS_DIR } from './client';

describe.each(dbKinds)('migration 0009 on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('fills the daily counters from existing responses exactly as the live counters keep them (public ratings only)', async () => {
    const owner = await ownerWithBusiness(t.app);
    await topUp(t.app, owner, 1_000_000);
    const form = await createForm(t.app, owner);
    for (const [isPublic, rating] of [
      [true, 4],
      [false, 1],
      [true, 2],
    ] as const) {
      const phone = uniquePhone();
      await sendRequest(t.app, owner, form._id, { phone, typeMotive: 'coin', coin: 1_000 });
      const code = await linkCode(t.app, phone);
      await call(t.app, 'POST', `/api/responses/${code}/submit`, {
        body: { answers: answersFor(form, 'Yaxshi', String(rating)), rating, isPublic },
      });
    }
    await sendRequest(t.app, owner, form._id, { phone: uniquePhone(), typeMotive: 'coin', coin: 1_000 });
    await call(t.app, 'POST', `/api/responses/${form.shareCode}/submit`, {
      body: { answers: answersFor(form, 'Yomon', '1'), rating: 1, isPublic: false },
    });
    const today = new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 10);
    const trendsUrl = `/api/stats/trends?from=${today}&to=${today}`;
    const live = (await call(t.app, 'GET', trendsUrl, { token: owner.token })).body.data;
    expect(live.days).toEqual([{ date: today, requests: 5, completed: 4, ratingAvg: 3, ratingCount: 2 }]);

    // A database from before 0009: responses exist, their daily counters do not.
    await t.app.db.execute(sql`delete from response_days`);
    expect((await call(t.app, 'GET', trendsUrl, { token: owner.token })).body.data.days[0].requests).toBe(0);
    const [, backfill] = readFileSync(path.join(MIGRATIONS_DIR, '0009_insight.sql'), 'utf8').split(
      '--> statement-breakpoint',
    );
    expect(backfill).toContain('INSERT INTO "response_days"');
    await t.app.db.execute(sql.raw(backfill));

    expect((await call(t.app, 'GET', trendsUrl, { token: owner.token })).body.data).toEqual(live);
  });
});
