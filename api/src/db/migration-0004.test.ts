import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { call, createTestApp, dbKinds, uniquePhone, type TestApp } from '../test/harness';
import { answersFor, createForm, linkCode, ownerWithBusiness, sendRequest, topUp } from '../test/flows';
import { MIGRATIONS_DIR } from './client';

describe.each(dbKinds)('migration 0004 on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('recomputes the answer and rating counters from public responses only', async () => {
    const owner = await ownerWithBusiness(t.app);
    await topUp(t.app, owner, 1_000_000);
    const form = await createForm(t.app, owner);
    for (const [isPublic, choice, rating] of [
      [true, 'Yaxshi', 5],
      [false, 'Yomon', 1],
    ] as const) {
      const phone = uniquePhone();
      await sendRequest(t.app, owner, form._id, { phone, typeMotive: 'coin', coin: 1_000 });
      const code = await linkCode(t.app, phone);
      await call(t.app, 'POST', `/api/responses/${code}/submit`, {
        body: { answers: answersFor(form, choice, String(rating)), rating, isPublic },
      });
    }
    const expected = {
      stats: (await call(t.app, 'GET', '/api/stats', { token: owner.token })).body.data,
      answers: (await call(t.app, 'GET', '/api/stats/answers', { token: owner.token })).body.data,
    };
    expect(expected.stats.rating).toEqual({ rating: 5, count: 1 });
    // The counters as the code before 0004 kept them: the private answer and rating counted.
    await t.app.db.execute(sql`update business_stats set rating_sum = 6, rating_count = 2`);
    await t.app.db.execute(sql`insert into answer_counts (form_id, question_id, value, count)
      values (${form._id}, ${form.questions[1]._id}, 'Yomon', 1) on conflict do nothing`);
    expect((await call(t.app, 'GET', '/api/stats', { token: owner.token })).body.data.rating).toEqual({
      rating: 3,
      count: 2,
    });

    const file = readFileSync(path.join(MIGRATIONS_DIR, '0004_security.sql'), 'utf8');
    for (const statement of file.split('--> statement-breakpoint')) await t.app.db.execute(sql.raw(statement));

    expect((await call(t.app, 'GET', '/api/stats', { token: owner.token })).body.data).toEqual(expected.stats);
    expect((await call(t.app, 'GET', '/api/stats/answers', { token: owner.token })).body.data).toEqual(
      expected.answers,
    );
  });
});
