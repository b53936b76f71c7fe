import { sql } from 'drizzle-orm';
import { call, createTestApp, dbKinds, uniquePhone, type TestApp } from '../../test/harness';
import { answersFor, createForm, linkCode, ownerWithBusiness, sendRequest, topUp, type Owner } from '../../test/flows';

/** Today in Asia/Tashkent (UTC+5 all year), YYYY-MM-DD, shifted by `offset` days. */
function tashkentDay(offset = 0): string {
  return new Date(Date.now() + 5 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
}

describe.each(dbKinds)('stats trends and today on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function answer(
    owner: Owner,
    formId: string,
    form: { questions: Array<{ _id: string }> },
    rating: number,
    isPublic: boolean,
  ) {
    const phone = uniquePhone();
    await sendRequest(t.app, owner, formId, { phone, typeMotive: 'coin', coin: 1_000 });
    const code = await linkCode(t.app, phone);
    const res = await call(t.app, 'POST', `/api/responses/${code}/submit`, {
      body: { answers: answersFor(form, 'Yaxshi', String(rating)), rating, isPublic },
    });
    expect(res.status).toBe(200);
  }

  it('answers one entry per day with zeros, public ratings only, per form, and today in /stats', async () => {
    const owner = await ownerWithBusiness(t.app);
    await topUp(t.app, owner, 1_000_000);
    const form = await createForm(t.app, owner);
    const other = await createForm(t.app, owner, 'Ikkinchi');
    await answer(owner, form._id, form, 5, true);
    await answer(owner, form._id, form, 2, true);
    await sendRequest(t.app, owner, form._id, { phone: uniquePhone(), typeMotive: 'coin', coin: 1_000 });
    await call(t.app, 'POST', `/api/responses/${other.shareCode}/submit`, {
      body: { answers: answersFor(other, 'Yomon', '4'), rating: 4 },
    });

    const from = tashkentDay(-6);
    const to = tashkentDay();
    const res = await call(t.app, 'GET', `/api/stats/trends?from=${from}&to=${to}`, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const days = res.body.data.days;
    expect(days).toHaveLength(7);
    expect(days[0]).toEqual({ date: from, requests: 0, completed: 0, ratingAvg: null, ratingCount: 0 });
    expect(days[6]).toEqual({ date: to, requests: 4, completed: 3, ratingAvg: 3.67, ratingCount: 3 });

    const one = await call(t.app, 'GET', `/api/stats/trends?from=${to}&to=${to}&form=${form._id}`, {
      token: owner.token,
    });
    expect(one.body.data.days).toEqual([{ date: to, requests: 3, completed: 2, ratingAvg: 3.5, ratingCount: 2 }]);

    const stats = await call(t.app, 'GET', '/api/stats', { token: owner.token });
    expect(stats.body.data.today).toEqual({ requests: 4, completed: 3, ratingAvg: 3.67, ratingCount: 3 });

    // Privacy: a private low rating changes no rating figure of the day; it counts in the totals only.
    await answer(owner, form._id, form, 1, false);
    const after = await call(t.app, 'GET', `/api/stats/trends?from=${to}&to=${to}`, { token: owner.token });
    expect(after.body.data.days).toEqual([{ date: to, requests: 5, completed: 4, ratingAvg: 3.67, ratingCount: 3 }]);
    const todayAfter = await call(t.app, 'GET', '/api/stats', { token: owner.token });
    expect(todayAfter.body.data.today).toEqual({ requests: 5, completed: 4, ratingAvg: 3.67, ratingCount: 3 });
  });

  it('puts each figure on its own Tashkent day: requests by creation, completions by completion', async () => {
    const owner = await ownerWithBusiness(t.app);
    await topUp(t.app, owner, 1_000_000);
    const form = await createForm(t.app, owner);
    const phone = uniquePhone();
    await sendRequest(t.app, owner, form._id, { phone, typeMotive: 'coin', coin: 1_000 });
    // The request was made "yesterday": move its day row back, as the counters would have kept it then.
    await t.app.db.execute(sql`update response_days set day = day - 1 where business_id = ${owner.businessId}`);
    const code = await linkCode(t.app, phone);
    await call(t.app, 'POST', `/api/responses/${code}/submit`, {
      body: { answers: answersFor(form, 'Yaxshi', '1'), rating: 1 },
    });
    const res = await call(t.app, 'GET', `/api/stats/trends?from=${tashkentDay(-1)}&to=${tashkentDay()}`, {
      token: owner.token,
    });
    expect(res.body.data.days).toEqual([
      { date: tashkentDay(-1), requests: 1, completed: 0, ratingAvg: null, ratingCount: 0 },
      { date: tashkentDay(), requests: 0, completed: 1, ratingAvg: 1, ratingCount: 1 },
    ]);
  });

  it('refuses bad, reversed and too long ranges in Uzbek, and another business form', async () => {
    const owner = await ownerWithBusiness(t.app);
    const stranger = await ownerWithBusiness(t.app);
    const foreign = await createForm(t.app, stranger);
    const cases: Array<[string, string]> = [
      ['from=2026-02-30&to=2026-03-01', "Sana YYYY-MM-DD ko'rinishida haqiqiy sana bo'lishi kerak"],
      ['from=yesterday&to=2026-03-01', "Sana YYYY-MM-DD ko'rinishida haqiqiy sana bo'lishi kerak"],
      ['to=2026-03-01', "Sana YYYY-MM-DD ko'rinishida haqiqiy sana bo'lishi kerak"],
      ['from=2026-03-02&to=2026-03-01', "Boshlanish sanasi tugash sanasidan keyin bo'lmasligi kerak"],
      ['from=2025-01-01&to=2026-01-02', "Sanalar oralig'i 366 kundan oshmasligi kerak"],
      ['from=2026-01-01&to=2026-01-02&form=x%20y', "Identifikator noto'g'ri"],
    ];
    for (const [query, message] of cases) {
      const res = await call(t.app, 'GET', `/api/stats/trends?${query}`, { token: owner.token });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toBe(message);
    }
    const longest = await call(t.app, 'GET', '/api/stats/trends?from=2024-01-01&to=2024-12-31', { token: owner.token });
    expect(longest.body.data.days).toHaveLength(366);
    const notMine = await call(t.app, 'GET', `/api/stats/trends?from=2026-01-01&to=2026-01-02&form=${foreign._id}`, {
      token: owner.token,
    });
    expect(notMine.status).toBe(404);
    expect((await call(t.app, 'GET', '/api/stats/trends?from=2026-01-01&to=2026-01-02')).status).toBe(401);
  });
});
