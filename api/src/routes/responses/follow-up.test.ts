import { call, createTestApp, dbKinds, uniquePhone, type TestApp } from '../../test/harness';
import { answersFor, createForm, linkCode, ownerWithBusiness, sendRequest, topUp } from '../../test/flows';

describe.each(dbKinds)('response follow-up (handled, note) on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('marks handled with a note, filters the list by it, refuses bad input and other businesses', async () => {
    const owner = await ownerWithBusiness(t.app);
    const stranger = await ownerWithBusiness(t.app);
    await topUp(t.app, owner, 1_000_000);
    const form = await createForm(t.app, owner);
    const phone = uniquePhone();
    await sendRequest(t.app, owner, form._id, { phone, typeMotive: 'coin', coin: 1_000 });
    const code = await linkCode(t.app, phone);
    const done = await call(t.app, 'POST', `/api/responses/${code}/submit`, {
      body: { answers: answersFor(form, 'Yomon', '1'), rating: 1, isPublic: false, review: 'MAXFIY' },
    });
    const id = done.body.data._id as string;
    await call(t.app, 'POST', `/api/responses/${form.shareCode}/submit`, {
      body: { answers: answersFor(form), rating: 5 },
    });

    const fresh = await call(t.app, 'GET', `/api/responses/${id}`, { token: owner.token });
    expect(fresh.body.data.response).toMatchObject({ handled: false, note: '' });

    const patched = await call(t.app, 'PATCH', `/api/responses/${id}`, {
      token: owner.token,
      body: { handled: true, note: "  Qo'ng'iroq qildik, uzr so'radik  " },
    });
    expect(patched.status).toBe(200);
    // A private row: the business's own note shows, the customer's answers, rating and review still do not.
    expect(patched.body.data.response).toMatchObject({
      _id: id,
      handled: true,
      note: "Qo'ng'iroq qildik, uzr so'radik",
      isPublic: false,
      answers: [],
    });
    expect(patched.body.data.response.rating).toBeUndefined();
    expect(JSON.stringify(patched.body)).not.toContain('MAXFIY');

    const onlyNote = await call(t.app, 'PATCH', `/api/responses/${id}`, {
      token: owner.token,
      body: { note: 'Ikkinchi izoh' },
    });
    expect(onlyNote.body.data.response).toMatchObject({ handled: true, note: 'Ikkinchi izoh' });

    const handled = await call(t.app, 'GET', '/api/responses?handled=true', { token: owner.token });
    expect(handled.body.data.responses.map((r: { _id: string }) => r._id)).toEqual([id]);
    expect(handled.body.data.pagination.total).toBe(1);
    const open = await call(t.app, 'GET', '/api/responses?handled=false', { token: owner.token });
    expect(open.body.data.pagination.total).toBe(1);
    expect(open.body.data.responses[0]._id).not.toBe(id);

    const tooLong = await call(t.app, 'PATCH', `/api/responses/${id}`, {
      token: owner.token,
      body: { note: 'x'.repeat(1001) },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('Izoh 1000 ta belgidan oshmasligi kerak');
    expect(
      (await call(t.app, 'PATCH', `/api/responses/${id}`, { token: owner.token, body: { note: 'y'.repeat(1000) } }))
        .status,
    ).toBe(200);
    const empty = await call(t.app, 'PATCH', `/api/responses/${id}`, { token: owner.token, body: {} });
    expect(empty.status).toBe(400);
    const badHandled = await call(t.app, 'PATCH', `/api/responses/${id}`, {
      token: owner.token,
      body: { handled: 'yes' },
    });
    expect(badHandled.body.message).toBe("handled qiymati true yoki false bo'lishi kerak");
    expect((await call(t.app, 'GET', '/api/responses?handled=maybe', { token: owner.token })).status).toBe(400);

    const foreign = await call(t.app, 'PATCH', `/api/responses/${id}`, {
      token: stranger.token,
      body: { handled: false, note: 'hack' },
    });
    expect(foreign.status).toBe(404);
    expect((await call(t.app, 'GET', `/api/responses/${id}`, { token: owner.token })).body.data.response.note).toBe(
      'y'.repeat(1000),
    );
  });
});
