import { call, createTestApp, dbKinds, uniquePhone, type TestApp } from '../../test/harness';
import { answersFor, createForm, linkCode, ownerWithBusiness, sendRequest, topUp } from '../../test/flows';

describe.each(dbKinds)('stats on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('counts totals, completion, customers and repeat customers (private ones too) and the rating of public responses', async () => {
    const owner = await ownerWithBusiness(t.app);
    const stranger = await ownerWithBusiness(t.app);
    await topUp(t.app, owner, 1_000_000);
    const form = await createForm(t.app, owner);
    const second = await createForm(t.app, owner, 'Ikkinchi');
    const [p1, p2, p3] = [uniquePhone(), uniquePhone(), uniquePhone()];
    const answered: Array<[string, number, boolean, string]> = [
      [p1, 5, true, 'Yaxshi'],
      [p2, 2, false, 'Yomon'],
      [p1, 4, true, 'Yaxshi'],
    ];
    for (const [phone, rating, isPublic, choice] of answered) {
      await sendRequest(t.app, owner, form._id, { phone, typeMotive: 'coin', coin: 1_000 });
      const code = await linkCode(t.app, phone);
      await call(t.app, 'POST', `/api/responses/${code}/submit`, {
        body: { answers: answersFor(form, choice, String(rating)), rating, isPublic },
      });
    }
    await sendRequest(t.app, owner, form._id, { phone: p3, typeMotive: 'coin', coin: 1_000 });

    const stats = await call(t.app, 'GET', '/api/stats', { token: owner.token });
    expect(stats.body.data).toEqual({
      totalResponses: { total: 4, completed: 3, percentage: 75 },
      totalForms: 2,
      totalCustomers: 3,
      repeatPurchase: 1,
      repeatPurchasePercentage: 33,
      rating: { rating: 4.5, count: 2 },
      today: expect.objectContaining({ requests: 4, completed: 3 }),
    });

    const answers = await call(t.app, 'GET', '/api/stats/answers', { token: owner.token });
    const [, choiceQ, numberQ] = form.questions;
    expect(answers.body.data[form._id]).toEqual({
      formTitle: 'Fikr-mulohaza',
      questions: {
        [choiceQ._id]: {
          questionText: 'Xizmat qanday?',
          type: 'choice',
          options: { Yaxshi: 2, "O'rtacha": 0, Yomon: 0 },
        },
        [numberQ._id]: {
          questionText: 'Baholang',
          type: 'number',
          options: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 1 },
        },
      },
    });
    expect(Object.keys(answers.body.data)).toHaveLength(2);

    // An answer through the open share link counts too.
    await call(t.app, 'POST', `/api/responses/${second.shareCode}/submit`, {
      body: { answers: answersFor(second, 'Yomon', '1') },
    });
    const after = await call(t.app, 'GET', '/api/stats/answers', { token: owner.token });
    expect(after.body.data[second._id].questions[second.questions[1]._id].options).toEqual({
      Yaxshi: 0,
      "O'rtacha": 0,
      Yomon: 1,
    });
    expect(after.body.data[second._id].questions[second.questions[2]._id].options).toEqual({
      '1': 1,
      '2': 0,
      '3': 0,
      '4': 0,
      '5': 0,
    });
    expect((await call(t.app, 'GET', '/api/stats', { token: owner.token })).body.data.totalResponses).toEqual({
      total: 5,
      completed: 4,
      percentage: 80,
    });

    const empty = await call(t.app, 'GET', '/api/stats', { token: stranger.token });
    expect(empty.body.data).toEqual({
      totalResponses: { total: 0, completed: 0, percentage: 0 },
      totalForms: 0,
      totalCustomers: 0,
      repeatPurchase: 0,
      repeatPurchasePercentage: 0,
      rating: { rating: 0, count: 0 },
      today: { requests: 0, completed: 0, ratingAvg: null, ratingCount: 0 },
    });
    expect((await call(t.app, 'GET', '/api/stats/answers', { token: stranger.token })).body.data).toEqual({});
  });

  it('a private response changes no answer statistic and no rating figure: diffing the aggregates reveals nothing', async () => {
    const owner = await ownerWithBusiness(t.app);
    await topUp(t.app, owner, 1_000_000);
    const form = await createForm(t.app, owner);
    const snapshot = async () => {
      const [stats, answers, trends] = await Promise.all([
        call(t.app, 'GET', '/api/stats', { token: owner.token }),
        call(t.app, 'GET', '/api/stats/answers', { token: owner.token }),
        call(t.app, 'GET', '/api/stats/trends', { token: owner.token }),
      ]);
      return { stats: stats.body.data, answers: answers.body.data, trends: trends.body };
    };
    const submit = async (isPublic: boolean, choice: string, rating: number) => {
      const phone = uniquePhone();
      await sendRequest(t.app, owner, form._id, { phone, typeMotive: 'coin', coin: 1_000 });
      const code = await linkCode(t.app, phone);
      const res = await call(t.app, 'POST', `/api/responses/${code}/submit`, {
        body: { answers: answersFor(form, choice, String(rating)), rating, isPublic },
      });
      expect(res.status).toBe(200);
    };
    await submit(true, 'Yaxshi', 4);
    const phone = uniquePhone();
    await sendRequest(t.app, owner, form._id, { phone, typeMotive: 'coin', coin: 1_000 });
    const before = await snapshot();
    // The one customer's row turns completed, privately: only the totals move.
    const code = await linkCode(t.app, phone);
    await call(t.app, 'POST', `/api/responses/${code}/submit`, {
      body: { answers: answersFor(form, 'Yomon', '1'), rating: 1, isPublic: false },
    });
    const after = await snapshot();
    expect(after.answers).toEqual(before.answers);
    expect(after.stats.rating).toEqual(before.stats.rating);
    expect(after.stats.rating).toEqual({ rating: 4, count: 1 });
    expect(after.stats.today.ratingAvg).toEqual(before.stats.today.ratingAvg);
    expect(after.stats.today.ratingCount).toEqual(before.stats.today.ratingCount);
    expect(after.stats.totalResponses.completed).toBe(before.stats.totalResponses.completed + 1);
    expect(JSON.stringify(after.trends)).not.toContain('"ratingAvg":1');

    // The open share link: a private answer there moves nothing but the totals either.
    const answersBefore = (await call(t.app, 'GET', '/api/stats/answers', { token: owner.token })).body.data;
    await call(t.app, 'POST', `/api/responses/${form.shareCode}/submit`, {
      body: { answers: answersFor(form, 'Yomon', '1'), rating: 1, isPublic: false },
    });
    expect((await call(t.app, 'GET', '/api/stats/answers', { token: owner.token })).body.data).toEqual(answersBefore);
    const final = (await call(t.app, 'GET', '/api/stats', { token: owner.token })).body.data;
    expect(final.rating).toEqual({ rating: 4, count: 1 });
    expect(final.totalResponses.completed).toBe(after.stats.totalResponses.completed + 1);
  });
});
