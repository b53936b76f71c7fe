import { call, createTestApp, dbKinds, uniquePhone, type TestApp } from '../../test/harness';
import {
  answersFor,
  createForm,
  linkCode,
  ownerWithBusiness,
  registerProven,
  sendRequest,
  topUp,
} from '../../test/flows';

describe.each(dbKinds)('branches on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  /** A request for `branchId`, answered with `rating` publicly or privately. */
  async function answered(
    owner: { token: string },
    formId: string,
    form: any,
    branchId: string,
    rating: number,
    isPublic = true,
  ) {
    const phone = uniquePhone();
    const sent = await sendRequest(t.app, owner as never, formId, { phone, typeMotive: 'coin', coin: 1_000, branchId });
    expect(sent.status).toBe(201);
    const code = await linkCode(t.app, phone);
    await call(t.app, 'POST', `/api/responses/${code}/submit`, {
      body: { answers: answersFor(form, 'Yaxshi', String(rating)), rating, review: `Baho ${rating}`, isPublic },
    });
    return sent.body.data.response._id as string;
  }

  it('the owner keeps branches; staff read them; each has a short code for its open link', async () => {
    const owner = await ownerWithBusiness(t.app);
    const created = await call(t.app, 'POST', '/api/business/branches', {
      token: owner.token,
      body: { name: 'Chilonzor', address: 'Bunyodkor 1', region: 1, district: 2 },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.branch).toMatchObject({
      name: 'Chilonzor',
      address: 'Bunyodkor 1',
      region: 1,
      district: 2,
    });
    expect(created.body.data.branch.code).toMatch(/^[a-z2-9]{4}$/);
    const second = await call(t.app, 'POST', '/api/business/branches', {
      token: owner.token,
      body: { name: 'Yunusobod' },
    });
    expect(second.body.data.branches.map((b: any) => b.name)).toEqual(['Chilonzor', 'Yunusobod']);
    const id = second.body.data.branch._id;
    const renamed = await call(t.app, 'PATCH', `/api/business/branches/${id}`, {
      token: owner.token,
      body: { name: 'Yunusobod-2' },
    });
    expect(renamed.body.data.branch).toMatchObject({ name: 'Yunusobod-2', code: second.body.data.branch.code });
    const stranger = await ownerWithBusiness(t.app);
    expect((await call(t.app, 'DELETE', `/api/business/branches/${id}`, { token: stranger.token })).status).toBe(404);
    const left = await call(t.app, 'DELETE', `/api/business/branches/${id}`, { token: owner.token });
    expect(left.body.data.branches.map((b: any) => b.name)).toEqual(['Chilonzor']);
    expect(
      (await call(t.app, 'POST', '/api/business/branches', { token: owner.token, body: { name: ' ' } })).status,
    ).toBe(400);
  });

  it('requests, responses and figures by branch; private answers count only in totals', async () => {
    const owner = await ownerWithBusiness(t.app);
    await topUp(t.app, owner, 500_000);
    const form = await createForm(t.app, owner);
    const branch = async (name: string) =>
      (await call(t.app, 'POST', '/api/business/branches', { token: owner.token, body: { name } })).body.data.branch;
    const a = await branch('Chilonzor');
    const b = await branch('Yunusobod');
    const inA = await answered(owner, form._id, form, a._id, 2);
    await answered(owner, form._id, form, b._id, 5);
    await answered(owner, form._id, form, b._id, 1, false);

    const listA = await call(t.app, 'GET', `/api/responses?branch=${a._id}`, { token: owner.token });
    expect(listA.body.data.responses.map((r: any) => r._id)).toEqual([inA]);
    const statsB = await call(t.app, 'GET', `/api/stats?branch=${b._id}`, { token: owner.token });
    expect(statsB.body.data).toMatchObject({
      totalResponses: { total: 2, completed: 2 },
      rating: { rating: 5, count: 1 },
      today: { requests: 2, completed: 2, ratingAvg: 5, ratingCount: 1 },
    });
    const today = new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 10);
    const trends = await call(t.app, 'GET', `/api/stats/trends?from=${today}&to=${today}&branch=${a._id}`, {
      token: owner.token,
    });
    expect(trends.body.data.days).toEqual([{ date: today, requests: 1, completed: 1, ratingAvg: 2, ratingCount: 1 }]);
    const table = await call(t.app, 'GET', '/api/stats/branches', { token: owner.token });
    expect(table.body.data.branches).toEqual([
      { _id: a._id, name: 'Chilonzor', requests: 1, completed: 1, rating: { rating: 2, count: 1 } },
      { _id: b._id, name: 'Yunusobod', requests: 2, completed: 2, rating: { rating: 5, count: 1 } },
      { _id: null, name: '', requests: 0, completed: 0, rating: { rating: 0, count: 0 } },
    ]);
    const answersB = await call(t.app, 'GET', `/api/stats/answers`, { token: owner.token });
    expect(answersB.status).toBe(200);

    // Another business's branch is never found.
    const other = await ownerWithBusiness(t.app);
    await topUp(t.app, other, 100_000);
    const otherForm = await createForm(t.app, other);
    const foreign = await sendRequest(t.app, other, otherForm._id, {
      phone: uniquePhone(),
      typeMotive: 'coin',
      coin: 1_000,
      branchId: a._id,
    });
    expect(foreign.status).toBe(404);
  });

  it("a branch's open link (?b=) files the answer under that branch; an unknown code under the business", async () => {
    const owner = await ownerWithBusiness(t.app);
    const form = await createForm(t.app, owner);
    const a = (await call(t.app, 'POST', '/api/business/branches', { token: owner.token, body: { name: 'A' } })).body
      .data.branch;
    const body = { answers: answersFor(form), rating: 5, isPublic: true };
    const viaBranch = await call(t.app, 'POST', `/api/responses/${form.shareCode}/submit?b=${a.code.toUpperCase()}`, {
      body,
    });
    const viaUnknown = await call(t.app, 'POST', `/api/responses/${form.shareCode}/submit?b=zzzz`, { body });
    expect([viaBranch.status, viaUnknown.status]).toEqual([200, 200]);
    const inA = await call(t.app, 'GET', `/api/responses?branch=${a._id}`, { token: owner.token });
    expect(inA.body.data.responses.map((r: any) => r._id)).toEqual([viaBranch.body.data._id]);
    const table = await call(t.app, 'GET', '/api/stats/branches', { token: owner.token });
    expect(table.body.data.branches.map((r: any) => [r.name, r.completed])).toEqual([
      ['A', 1],
      ['', 1],
    ]);
  });

  it('a member tied to a branch sees only that branch, whatever they ask for', async () => {
    const owner = await ownerWithBusiness(t.app);
    await topUp(t.app, owner, 500_000);
    const form = await createForm(t.app, owner);
    const a = (await call(t.app, 'POST', '/api/business/branches', { token: owner.token, body: { name: 'A' } })).body
      .data.branch;
    const b = (await call(t.app, 'POST', '/api/business/branches', { token: owner.token, body: { name: 'B' } })).body
      .data.branch;
    const inA = await answered(owner, form._id, form, a._id, 4);
    const inB = await answered(owner, form._id, form, b._id, 3);
    const phone = uniquePhone();
    const invited = await call(t.app, 'POST', '/api/business/members', {
      token: owner.token,
      body: { phone, role: 'manager', branchId: a._id },
    });
    expect(invited.body.data.member.branchId).toBe(a._id);
    const manager = await registerProven(t.app, phone);

    const list = await call(t.app, 'GET', `/api/responses?branch=${b._id}`, { token: manager.token });
    expect(list.body.data.responses.map((r: any) => r._id)).toEqual([inA]);
    expect((await call(t.app, 'GET', `/api/responses/${inB}`, { token: manager.token })).status).toBe(404);
    const stats = await call(t.app, 'GET', '/api/stats', { token: manager.token });
    expect(stats.body.data.totalResponses.total).toBe(1);
    const table = await call(t.app, 'GET', '/api/stats/branches', { token: manager.token });
    expect(table.body.data.branches.map((r: any) => r._id)).toEqual([a._id]);
    const answers = await call(t.app, 'GET', '/api/stats/answers', { token: manager.token });
    const counts = answers.body.data[form._id].questions[form.questions[2]._id].options;
    expect(counts).toMatchObject({ '4': 1, '3': 0 });

    const sent = await sendRequest(t.app, manager, form._id, {
      phone: uniquePhone(),
      typeMotive: 'coin',
      coin: 1_000,
      branchId: b._id,
    });
    expect(sent.status).toBe(201);
    const mine = await call(t.app, 'GET', `/api/responses?branch=${a._id}`, { token: owner.token });
    expect(mine.body.data.responses.map((r: any) => r._id)).toContain(sent.body.data.response._id);
  });

  it('a branch members are bound to is kept (409) until they are moved; every change of a branch is audited', async () => {
    const owner = await ownerWithBusiness(t.app);
    const created = await call(t.app, 'POST', '/api/business/branches', {
      token: owner.token,
      body: { name: 'Chilonzor', address: 'Bunyodkor 1' },
      ip: '10.7.0.1',
    });
    const { _id: id, code } = created.body.data.branch;
    await call(t.app, 'PATCH', `/api/business/branches/${id}`, {
      token: owner.token,
      body: { name: 'Chilonzor-2', address: 'Bunyodkor 2' },
    });
    // a change that changes nothing is no audit line
    await call(t.app, 'PATCH', `/api/business/branches/${id}`, { token: owner.token, body: { name: 'Chilonzor-2' } });
    const phone = uniquePhone();
    const invited = await call(t.app, 'POST', '/api/business/members', {
      token: owner.token,
      body: { phone, role: 'manager', branchId: id },
    });
    const manager = await registerProven(t.app, phone);

    for (const [lang, message] of [
      ['en', 'Team members are bound to this branch. Move them to another branch or to the whole business first'],
      ['ru', 'К этому филиалу привязаны участники команды. Сначала переведите их в другой филиал или на весь бизнес'],
      ['uz', "Bu filialga jamoa a'zolari biriktirilgan. Avval ularni boshqa filialga yoki butun biznesga o'tkazing"],
    ]) {
      const refused = await call(t.app, 'DELETE', `/api/business/branches/${id.toUpperCase()}`, {
        token: owner.token,
        headers: { 'accept-language': lang },
      });
      expect(refused).toMatchObject({
        status: 409,
        body: { success: false, message, code: 'errors.branchHasMembers' },
      });
    }
    // the branch and the member's scope are as they were: the manager still sees their branch alone
    const branches = await call(t.app, 'GET', '/api/business/branches', { token: owner.token });
    expect(branches.body.data.branches.map((b: any) => b._id)).toEqual([id]);
    const table = await call(t.app, 'GET', '/api/stats/branches', { token: manager.token });
    expect(table.body.data.branches.map((r: any) => r._id)).toEqual([id]);

    const moved = await call(t.app, 'PATCH', `/api/business/members/${invited.body.data.member._id}`, {
      token: owner.token,
      body: { branchId: null },
    });
    expect(moved.status).toBe(200);
    const deleted = await call(t.app, 'DELETE', `/api/business/branches/${id}`, { token: owner.token });
    expect(deleted).toMatchObject({ status: 200, body: { data: { branches: [] } } });

    const audit = await call(t.app, 'GET', '/api/business/audit?action=branch.', { token: owner.token });
    expect(audit.body.data.entries.map((e: any) => [e.action, e.target])).toEqual([
      ['branch.deleted', `${code} Chilonzor-2`],
      ['branch.updated', `${code} Chilonzor → Chilonzor-2 (name, address)`],
      ['branch.created', `${code} Chilonzor`],
    ]);
    expect(audit.body.data.entries[2]).toMatchObject({
      actor: { userId: owner.userId, phone: owner.phone, role: 'owner' },
      ip: '10.7.0.1',
    });
  });

  it('a refused or failed branch change writes no audit line', async () => {
    const owner = await ownerWithBusiness(t.app);
    const stranger = await ownerWithBusiness(t.app);
    const { _id: id } = (
      await call(t.app, 'POST', '/api/business/branches', { token: owner.token, body: { name: 'A' } })
    ).body.data.branch;
    expect(
      (await call(t.app, 'PATCH', `/api/business/branches/${id}`, { token: stranger.token, body: { name: 'B' } }))
        .status,
    ).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/business/branches/${id}`, { token: stranger.token })).status).toBe(404);
    const strangers = await call(t.app, 'GET', '/api/business/audit?action=branch.', { token: stranger.token });
    expect(strangers.body.data.entries).toEqual([]);
    const owners = await call(t.app, 'GET', '/api/business/audit?action=branch.', { token: owner.token });
    expect(owners.body.data.entries.map((e: any) => e.action)).toEqual(['branch.created']);
  });

  it('members bound to a branch while it is deleted: either it stays (409) or none of them joined; no one is widened', async () => {
    const owner = await ownerWithBusiness(t.app);
    for (let round = 0; round < 3; round++) {
      const { _id: id } = (
        await call(t.app, 'POST', '/api/business/branches', { token: owner.token, body: { name: `F${round}` } })
      ).body.data.branch;
      const phones = Array.from({ length: 8 }, () => uniquePhone());
      const invite = (phone: string) =>
        call(t.app, 'POST', '/api/business/members', {
          token: owner.token,
          body: { phone, role: 'cashier', branchId: id },
        });
      const remove = () => call(t.app, 'DELETE', `/api/business/branches/${id}`, { token: owner.token });
      const replies = await Promise.all([...phones.slice(0, 4).map(invite), remove(), ...phones.slice(4).map(invite)]);
      const deleted = replies[4];
      const invites = replies.filter((_, i) => i !== 4);
      expect([200, 409]).toContain(deleted.status);
      for (const reply of invites) expect([201, 404]).toContain(reply.status);
      if (deleted.status === 200) expect(invites.map((r) => r.status)).toEqual(Array(8).fill(404));
      else expect(invites.some((r) => r.status === 201)).toBe(true);
      const team = (await call(t.app, 'GET', '/api/business/members', { token: owner.token })).body.data.members;
      const joined = team.filter((m: any) => phones.includes(m.phone));
      expect(joined.map((m: any) => m.branchId)).toEqual(Array(joined.length).fill(id));
      expect(joined.length).toBe(invites.filter((r) => r.status === 201).length);
    }
  });
});
