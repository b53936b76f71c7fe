import { sql } from 'drizzle-orm';
import { rows } from '../../db/rows';
import { call, createTestApp, dbKinds, uniquePhone, type TestApp } from '../../test/harness';
import { answersFor, createForm, linkCode, ownerWithBusiness, sendRequest, topUp, type Owner } from '../../test/flows';

const GOOGLE = 'https://maps.google.com/?cid=123';
const YANDEX = 'https://yandex.uz/maps/org/123';
const BRANCH_GOOGLE = 'https://maps.google.com/?cid=456';

describe.each(dbKinds)('public review links on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const update = (owner: Owner, body: unknown) =>
    call(t.app, 'PUT', '/api/business/update', { token: owner.token, body });
  const ledger = async (businessId: string) =>
    (
      await rows<{ n: number | string; sum: number | string | null }>(
        t.app.db,
        sql`select count(*) as n, sum(amount) as sum from ledger where business_id = ${businessId}`,
      )
    ).map((r) => ({ n: Number(r.n), sum: Number(r.sum ?? 0) }))[0];

  /** A customer's answer to a coin request of `owner` (optionally for a branch): its code. */
  async function answered(owner: Owner, isPublic: boolean, branchId?: string) {
    const form = await createForm(t.app, owner);
    const phone = uniquePhone();
    const sent = await sendRequest(t.app, owner, form._id, { phone, typeMotive: 'coin', coin: 1_000, branchId });
    expect(sent.status).toBe(201);
    const code = await linkCode(t.app, phone);
    const done = await call(t.app, 'POST', `/api/responses/${code}/submit`, {
      body: { answers: answersFor(form), rating: 2, review: '', isPublic },
    });
    expect(done.status).toBe(200);
    return { code, done: done.body.data };
  }

  it('the profile keeps https links, shows them in GET, and refuses http:// or a non-URL in Uzbek', async () => {
    const owner = await ownerWithBusiness(t.app);
    const links = { google: GOOGLE, yandex: YANDEX, twogis: null };
    const saved = await update(owner, { reviewLinks: links });
    expect(saved.status).toBe(200);
    expect(saved.body.data.reviewLinks).toEqual(links);
    expect((await call(t.app, 'GET', '/api/business', { token: owner.token })).body.data.reviewLinks).toEqual(links);
    const message =
      "Havola https:// bilan boshlanadigan to'liq manzil bo'lishi kerak (masalan, https://maps.google.com/...)";
    for (const bad of ['http://maps.google.com/?cid=1', 'google xaritasi', 'javascript:alert(1)']) {
      const refused = await update(owner, { reviewLinks: { ...links, twogis: bad } });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(message);
    }
    const notObject = await update(owner, { reviewLinks: 'https://maps.google.com' });
    expect(notObject.status).toBe(400);
    // unchanged by the refusals
    expect((await call(t.app, 'GET', '/api/business', { token: owner.token })).body.data.reviewLinks).toEqual(links);
  });

  it('a branch keeps its own links (create and update), and its link wins over the business one', async () => {
    const owner = await ownerWithBusiness(t.app);
    await topUp(t.app, owner, 100_000);
    await update(owner, { reviewLinks: { google: GOOGLE, yandex: YANDEX, twogis: null } });
    const created = await call(t.app, 'POST', '/api/business/branches', {
      token: owner.token,
      body: { name: 'Chilonzor', reviewLinks: { google: BRANCH_GOOGLE, yandex: null, twogis: null } },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.branch.reviewLinks).toEqual({ google: BRANCH_GOOGLE, yandex: null, twogis: null });
    const branchId = created.body.data.branch._id;
    const bad = await call(t.app, 'PATCH', `/api/business/branches/${branchId}`, {
      token: owner.token,
      body: { reviewLinks: { google: 'http://x.uz', yandex: null, twogis: null } },
    });
    expect(bad.status).toBe(400);
    const patched = await call(t.app, 'PATCH', `/api/business/branches/${branchId}`, {
      token: owner.token,
      body: { reviewLinks: { google: BRANCH_GOOGLE, yandex: null, twogis: 'https://2gis.uz/tashkent/firm/1' } },
    });
    expect(patched.body.data.branch.reviewLinks.twogis).toBe('https://2gis.uz/tashkent/firm/1');
    const list = await call(t.app, 'GET', '/api/business/branches', { token: owner.token });
    expect(list.body.data.branches[0].reviewLinks.google).toBe(BRANCH_GOOGLE);

    const { code } = await answered(owner, true, branchId);
    const sites = await call(t.app, 'GET', `/api/public/review/${code}`);
    expect(sites.body.data).toEqual({ sites: ['google', 'yandex', 'twogis'] });
    const google = await call(t.app, 'POST', `/api/public/review/${code}/google`);
    expect(google.body.data).toEqual({ url: BRANCH_GOOGLE });
    const yandex = await call(t.app, 'POST', `/api/public/review/${code}/yandex`);
    expect(yandex.body.data).toEqual({ url: YANDEX });
  });

  it('a public answer (even a low rating) gets the links; a click counts once per site and moves no money', async () => {
    const owner = await ownerWithBusiness(t.app);
    await topUp(t.app, owner, 100_000);
    await update(owner, { reviewLinks: { google: GOOGLE, yandex: null, twogis: null } });
    const { code, done } = await answered(owner, true);
    expect(done.reviewCode).toBe(code);
    const before = { ledger: await ledger(owner.businessId) };
    for (let i = 0; i < 3; i++) {
      const click = await call(t.app, 'POST', `/api/public/review/${code}/google`);
      expect({ status: click.status, url: click.body.data.url }).toEqual({ status: 200, url: GOOGLE });
    }
    expect({ ledger: await ledger(owner.businessId) }).toEqual(before);
    const stats = await call(t.app, 'GET', '/api/stats/review-clicks?days=30', { token: owner.token });
    expect(stats.body.data).toEqual({ google: 1, yandex: 0, twogis: 0 });
    // a site without a link, an unknown site or code: 404, never 5xx
    expect((await call(t.app, 'POST', `/api/public/review/${code}/yandex`)).status).toBe(404);
    expect((await call(t.app, 'POST', `/api/public/review/${code}/tripadvisor`)).status).toBe(404);
    expect((await call(t.app, 'POST', '/api/public/review/nothing-here/google')).status).toBe(404);
    expect((await call(t.app, 'GET', '/api/stats/review-clicks?days=0', { token: owner.token })).status).toBe(400);
  });

  it('a private answerer is not asked: no review code, no sites, no click', async () => {
    const owner = await ownerWithBusiness(t.app);
    await topUp(t.app, owner, 100_000);
    await update(owner, { reviewLinks: { google: GOOGLE, yandex: null, twogis: null } });
    const { code, done } = await answered(owner, false);
    expect(done.reviewCode).toBeUndefined();
    expect((await call(t.app, 'GET', `/api/public/review/${code}`)).body.data).toEqual({ sites: [] });
    expect((await call(t.app, 'POST', `/api/public/review/${code}/google`)).status).toBe(404);
    const stats = await call(t.app, 'GET', '/api/stats/review-clicks', { token: owner.token });
    expect(stats.body.data).toEqual({ google: 0, yandex: 0, twogis: 0 });
  });
});
