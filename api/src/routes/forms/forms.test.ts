import { call, createTestApp, dbKinds, uniquePhone, type TestApp } from '../../test/harness';
import {
  answersFor,
  createForm,
  linkCode,
  ownerWithBusiness,
  sampleQuestions,
  sendRequest,
  topUp,
} from '../../test/flows';

describe.each(dbKinds)('forms on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('creates a form with question ids, defaults and an unguessable share code', async () => {
    const owner = await ownerWithBusiness(t.app);
    const res = await call(t.app, 'POST', '/api/forms', {
      token: owner.token,
      body: {
        title: '  Xizmat  ',
        questions: [
          { type: 'number', text: 'Baho' },
          { type: 'text', text: 'Izoh', options: ['stale'] },
        ],
      },
    });
    expect(res.status).toBe(201);
    const form = res.body.data;
    expect(form).toMatchObject({ title: 'Xizmat', description: '', responses: [], createdAt: expect.any(String) });
    expect(form.questions).toEqual([
      { _id: expect.any(String), type: 'number', text: 'Baho', required: false, options: [], min: 1, max: 5 },
      { _id: expect.any(String), type: 'text', text: 'Izoh', required: false, options: [] },
    ]);
    expect(form.shareCode).toMatch(/^[\w-]{22}$/);
    const other = await createForm(t.app, owner);
    expect(other.shareCode).not.toBe(form.shareCode);
  });

  it.each([
    ['blank title', { title: ' ' }, 'Forma nomini kiriting'],
    [
      'one option',
      { title: 'F', questions: [{ type: 'choice', text: 'Q', options: ['faqat bitta'] }] },
      "Tanlov savolida kamida 2 ta variant bo'lishi kerak",
    ],
    [
      'min = max',
      { title: 'F', questions: [{ type: 'number', text: 'Q', min: 5, max: 5 }] },
      "Eng kichik qiymat eng katta qiymatdan kichik bo'lishi kerak",
    ],
    ['unknown type', { title: 'F', questions: [{ type: 'date', text: 'Q' }] }, "Savol turi noto'g'ri"],
    ['questions not a list', { title: 'F', questions: 'not a list' }, "Kiritilgan ma'lumotlar noto'g'ri"],
    ['100 KB title', { title: 'x'.repeat(100_000) }, 'Forma nomi 200 ta belgidan oshmasligi kerak'],
  ])('refuses a form with %s', async (_label, body, message) => {
    const owner = await ownerWithBusiness(t.app);
    const res = await call(t.app, 'POST', '/api/forms', { token: owner.token, body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message });
  });

  it('lists, reads, updates (keeping question ids) and deletes its own forms', async () => {
    const owner = await ownerWithBusiness(t.app);
    const first = await createForm(t.app, owner, 'Birinchi');
    const second = await createForm(t.app, owner, 'Ikkinchi');
    const list = await call(t.app, 'GET', '/api/forms', { token: owner.token });
    expect(list.body.data.forms.map((f: { title: string }) => f.title)).toEqual(['Ikkinchi', 'Birinchi']);

    const got = await call(t.app, 'GET', `/api/forms/${first._id}`, { token: owner.token });
    expect(got.body.data.questions).toEqual(first.questions);

    const [kept, , dropped] = first.questions;
    const patched = await call(t.app, 'PATCH', `/api/forms/${first._id}`, {
      token: owner.token,
      body: {
        title: 'Yangilangan',
        questions: [
          { ...kept, text: 'Yangi matn' },
          { type: 'text', text: 'Yangi savol', _id: dropped._id + 'x' },
        ],
      },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.data.title).toBe('Yangilangan');
    expect(patched.body.data.questions[0]._id).toBe(kept._id);
    expect(patched.body.data.questions[1]._id).not.toBe(dropped._id + 'x');

    const deleted = await call(t.app, 'DELETE', `/api/forms/${second._id}`, { token: owner.token });
    expect(deleted.status).toBe(200);
    expect((await call(t.app, 'GET', `/api/forms/${second._id}`, { token: owner.token })).status).toBe(404);
    const after = await call(t.app, 'GET', '/api/forms', { token: owner.token });
    expect(after.body.data.forms.map((f: { _id: string }) => f._id)).toEqual([first._id]);
  });

  it("another business gets 404 for a form's id; malformed ids are 404 too", async () => {
    const owner = await ownerWithBusiness(t.app);
    const stranger = await ownerWithBusiness(t.app);
    const form = await createForm(t.app, owner);
    for (const [method, body] of [
      ['GET'],
      ['PATCH', { title: 'Hack', questions: sampleQuestions }],
      ['DELETE'],
    ] as const) {
      const res = await call(t.app, method, `/api/forms/${form._id}`, { token: stranger.token, body });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Form topilmadi');
    }
    expect((await call(t.app, 'GET', '/api/forms', { token: stranger.token })).body.data.forms).toEqual([]);
    for (const id of ['123', 'not-a-uuid', "1' or '1'='1", '0'.repeat(150)]) {
      const res = await call(t.app, 'GET', `/api/forms/${encodeURIComponent(id)}`, { token: owner.token });
      expect([400, 404]).toContain(res.status);
      expect(res.body.success).toBe(false);
    }
    expect((await call(t.app, 'GET', `/api/forms/${form._id}`, { token: owner.token })).body.data.title).toBe(
      'Fikr-mulohaza',
    );
  });

  it('counts completed answers apart from the requests sent (a waiting request is not an answer)', async () => {
    const owner = await ownerWithBusiness(t.app);
    await topUp(t.app, owner, 100_000);
    const form = await createForm(t.app, owner);
    const phones = [uniquePhone(), uniquePhone(), uniquePhone()];
    for (const phone of phones) await sendRequest(t.app, owner, form._id, { phone, typeMotive: 'coin', coin: 1000 });
    await call(t.app, 'POST', `/api/responses/${await linkCode(t.app, phones[0])}/submit`, {
      body: { answers: answersFor(form) },
    });
    const listed = (await call(t.app, 'GET', '/api/forms', { token: owner.token })).body.data.forms[0];
    expect(listed).toMatchObject({ _id: form._id, responsesCount: 3, completedCount: 1 });
    expect((await call(t.app, 'GET', `/api/forms/${form._id}`, { token: owner.token })).body.data).toMatchObject({
      responsesCount: 3,
      completedCount: 1,
    });
  });
});
