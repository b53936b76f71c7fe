import { call, createTestApp, dbKinds, uniquePhone, type TestApp } from '../../test/harness';
import { answersFor, createForm, linkCode, ownerWithBusiness, sendRequest, topUp, type Owner } from '../../test/flows';

describe.each(dbKinds)('responses list, detail and privacy on %s', (kind) => {
  let t: TestApp;
  let owner: Owner & { businessId: string };
  let formA: Awaited<ReturnType<typeof createForm>>;
  let formB: Awaited<ReturnType<typeof createForm>>;
  const phones: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await ownerWithBusiness(t.app);
    await topUp(t.app, owner, 1_000_000);
    formA = await createForm(t.app, owner, 'A forma');
    formB = await createForm(t.app, owner, 'B forma');
    // 12 requests: 8 on form A, 4 on form B; the first 3 of A answered (one of them privately).
    for (let i = 0; i < 12; i++) {
      const phone = uniquePhone();
      phones.push(phone);
      const form = i < 8 ? formA : formB;
      await sendRequest(t.app, owner, form._id, { phone, typeMotive: 'coin', coin: 1_000 });
      if (i < 3) {
        const code = await linkCode(t.app, phone);
        await call(t.app, 'POST', `/api/responses/${code}/submit`, {
          body: { answers: answersFor(form), rating: 2 + i, review: `izoh ${i}`, isPublic: i !== 1 },
        });
      }
    }
  });
  afterAll(() => t.close());

  const list = (query: string, token = owner.token) => call(t.app, 'GET', `/api/responses${query}`, { token });

  it('pages newest first with the total', async () => {
    const first = await list('?page=1&limit=10');
    expect(first.body.data.pagination).toEqual({ total: 12, page: 1, limit: 10 });
    expect(first.body.data.responses.map((r: { customer: { phone: string } }) => r.customer.phone)).toEqual(
      [...phones].reverse().slice(0, 10),
    );
    const second = await list('?page=2&limit=10');
    expect(second.body.data.responses).toHaveLength(2);
    expect(second.body.data.responses[1].customer.phone).toBe(phones[0]);
  });

  it('filters by form and status and searches by phone digits', async () => {
    expect((await list(`?form=${formB._id}`)).body.data.pagination.total).toBe(4);
    expect((await list('?status=completed')).body.data.pagination.total).toBe(3);
    expect((await list(`?status=waiting&form=${formA._id}`)).body.data.pagination.total).toBe(5);
    const hit = await list(`?search=${phones[5].slice(-7)}`);
    expect(hit.body.data.responses.map((r: { customer: { phone: string } }) => r.customer.phone)).toEqual([phones[5]]);
    expect((await list('?search=%25_%25')).body.data.pagination.total).toBe(0);
    expect((await list('?form=not-an-id')).body.data.pagination.total).toBe(0);
  });

  it('never shows answers, rating or review of a private response', async () => {
    const all = (await list('?status=completed')).body.data.responses;
    const secret = all.find((r: { customer: { phone: string } }) => r.customer.phone === phones[1]);
    expect(secret).toMatchObject({ isPublic: false, status: 'completed', answers: [], coin: 1_000 });
    expect(secret).not.toHaveProperty('rating');
    expect(secret).not.toHaveProperty('review');
    const detail = await call(t.app, 'GET', `/api/responses/${secret._id}`, { token: owner.token });
    expect(detail.body.data.response).toMatchObject({ answers: [], isPublic: false });
    expect(detail.body.data.response).not.toHaveProperty('rating');
    expect(JSON.stringify(detail.body)).not.toContain('izoh 1');
    expect(JSON.stringify(await list('?limit=50'))).not.toContain('izoh 1');
    const open = all.find((r: { customer: { phone: string } }) => r.customer.phone === phones[2]);
    expect(open).toMatchObject({ rating: 4, review: 'izoh 2', isPublic: true });
    expect(open.answers).toHaveLength(3);
  });

  it('refuses a page size other than 10/25/50 and a page below 1', async () => {
    expect((await list('?limit=100')).status).toBe(400);
    expect((await list('?page=0')).body.message).toBe("Sahifa raqami 1 yoki undan katta butun son bo'lishi kerak");
    expect((await list('?status=done')).body.message).toBe("Holat qiymati noto'g'ri");
  });

  it('another business sees none of them and gets 404 for their ids', async () => {
    const stranger = await ownerWithBusiness(t.app);
    expect((await list('', stranger.token)).body.data).toEqual({
      responses: [],
      pagination: { total: 0, page: 1, limit: 10 },
    });
    const [mine] = (await list('')).body.data.responses;
    expect((await call(t.app, 'GET', `/api/responses/${mine._id}`, { token: stranger.token })).status).toBe(404);
    expect((await call(t.app, 'GET', '/api/responses/123', { token: owner.token })).status).toBe(404);
    expect((await call(t.app, 'GET', '/api/business/clients', { token: stranger.token })).body.data).toEqual([]);
  });
});
