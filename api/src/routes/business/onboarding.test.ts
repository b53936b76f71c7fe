import { eq } from 'drizzle-orm';
import type { Onboarding } from '@fikr/shared/core';
import { coinLedger, forms, ledger } from '../../db/schema';
import { moneyMismatches } from '../../test/money';
import { call, createTestApp, dbKinds, uniquePhone, type TestApp } from '../../test/harness';
import {
  answersFor,
  createForm,
  linkCode,
  outbox,
  ownerWithBusiness,
  registerProven,
  sendRequest,
  topUp,
  type Owner,
} from '../../test/flows';

type Steps = Record<string, boolean>;

describe.each(dbKinds)('first steps on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function onboarding(owner: Owner) {
    const res = await call(t.app, 'GET', '/api/business/onboarding', { token: owner.token });
    expect(res.status).toBe(200);
    return res.body.data as Onboarding;
  }
  const doneSteps = (state: { steps: Array<{ key: string; done: boolean }> }): Steps =>
    Object.fromEntries(state.steps.map((s) => [s.key, s.done]));
  const balance = async (owner: Owner) =>
    (await call(t.app, 'GET', '/api/business', { token: owner.token })).body.data.coin as number;

  it('each step turns done when it happens and stays done after the form is deleted', async () => {
    const owner = await ownerWithBusiness(t.app);
    await topUp(t.app, owner, 100_000);
    const fresh = await onboarding(owner);
    expect(fresh.steps.map((s) => s.key)).toEqual(['form', 'share', 'request', 'answer']);
    expect(fresh).toMatchObject({ done: false, testRequestUsed: false });
    expect(doneSteps(fresh)).toEqual({ form: false, share: false, request: false, answer: false });

    const form = await createForm(t.app, owner);
    expect(doneSteps(await onboarding(owner))).toEqual({ form: true, share: false, request: false, answer: false });

    const shared = await call(t.app, 'POST', '/api/business/onboarding/share', { token: owner.token });
    expect(shared.status).toBe(200);
    expect(doneSteps(shared.body.data)).toEqual({ form: true, share: true, request: false, answer: false });

    const phone = uniquePhone();
    expect((await sendRequest(t.app, owner, form._id, { phone, typeMotive: 'coin', coin: 1000 })).status).toBe(201);
    expect(doneSteps(await onboarding(owner))).toEqual({ form: true, share: true, request: true, answer: false });

    const submitted = await call(t.app, 'POST', `/api/responses/${await linkCode(t.app, phone)}/submit`, {
      body: { answers: answersFor(form), rating: 5 },
    });
    expect(submitted.status).toBe(200);
    const finished = await onboarding(owner);
    expect(finished.done).toBe(true);
    expect(finished.steps.every((s) => s.done && s.doneAt !== null)).toBe(true);

    expect((await call(t.app, 'DELETE', `/api/forms/${form._id}`, { token: owner.token })).status).toBe(200);
    await call(t.app, 'POST', '/api/business/onboarding/share', { token: owner.token });
    expect(await onboarding(owner)).toEqual(finished);
    // the moments are kept, not recomputed: even with the rows gone for good, every step stays done as it was
    await t.app.db.delete(forms).where(eq(forms.businessId, owner.businessId));
    expect(await onboarding(owner)).toEqual(finished);
  });

  it('a form made and deleted before anyone looked still counts', async () => {
    const owner = await ownerWithBusiness(t.app);
    const form = await createForm(t.app, owner);
    await call(t.app, 'DELETE', `/api/forms/${form._id}`, { token: owner.token });
    expect(doneSteps(await onboarding(owner))).toMatchObject({ form: true });
  });

  it('the test request goes to the caller’s own phone, free, marked as a test, once', async () => {
    const owner = await ownerWithBusiness(t.app);
    await topUp(t.app, owner, 50_000);
    const form = await createForm(t.app, owner);
    const before = await balance(owner);
    const ledgerRows = await t.app.db.select().from(ledger).where(eq(ledger.businessId, owner.businessId));

    const sent = await call(t.app, 'POST', '/api/business/onboarding/test-request', {
      token: owner.token,
      body: { formId: form._id },
    });
    expect(sent.status).toBe(201);
    expect(sent.body.data.response).toMatchObject({
      isTest: true,
      customer: { phone: owner.phone },
      status: 'waiting',
      form: { _id: form._id },
    });
    const [sms] = await outbox(t.app, owner.phone);
    expect(sms.text).toMatch(/^Rayhon: bu sinov so'rovi, mijozlaringiz shunday xabar oladi\. .*\/form\/[\w-]+$/);

    const again = await call(t.app, 'POST', '/api/business/onboarding/test-request', {
      token: owner.token,
      body: { formId: form._id },
    });
    expect(again).toMatchObject({
      status: 409,
      body: { message: "Sinov so'rovi allaqachon yuborilgan: u har bir biznes uchun bir marta bepul" },
    });

    // The owner answers it: no reward, no fee, and it is not the first real answer.
    const code = await linkCode(t.app, owner.phone);
    const page = await call(t.app, 'GET', `/api/forms/u/${code}`);
    expect(page.body.data).toMatchObject({ coin: 0, openLink: false });
    const done = await call(t.app, 'POST', `/api/responses/${code}/submit`, {
      body: { answers: answersFor(form), rating: 4 },
    });
    expect(done.status).toBe(200);
    expect(await balance(owner)).toBe(before);
    expect(await t.app.db.select().from(ledger).where(eq(ledger.businessId, owner.businessId))).toEqual(ledgerRows);
    expect(await t.app.db.select().from(coinLedger).where(eq(coinLedger.phone, owner.phone))).toEqual([]);
    expect((await outbox(t.app, owner.phone)).filter((m) => /coin|voucher/i.test(m.text))).toEqual([]);
    expect(await moneyMismatches(t.app.db)).toEqual([]);

    const list = await call(t.app, 'GET', '/api/responses', { token: owner.token });
    expect(list.body.data.responses).toEqual([
      expect.objectContaining({
        isTest: true,
        status: 'completed',
        customer: expect.objectContaining({ phone: owner.phone }),
      }),
    ]);
    const state = await onboarding(owner);
    expect(state).toMatchObject({ testRequestUsed: true, done: false });
    expect(doneSteps(state)).toEqual({ form: true, share: false, request: false, answer: false });
  });

  it('a burst of test requests sends exactly one', async () => {
    const owner = await ownerWithBusiness(t.app);
    const form = await createForm(t.app, owner);
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(t.app, 'POST', '/api/business/onboarding/test-request', {
          token: owner.token,
          body: { formId: form._id },
        }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(await outbox(t.app, owner.phone)).toHaveLength(1);
  });

  it("a manager sends the test to their own phone; another business's form is a 404; bad input a 400", async () => {
    const owner = await ownerWithBusiness(t.app);
    const managerPhone = uniquePhone();
    await call(t.app, 'POST', '/api/business/members', {
      token: owner.token,
      body: { phone: managerPhone, role: 'manager' },
    });
    const manager = await registerProven(t.app, managerPhone);
    const stranger = await ownerWithBusiness(t.app);
    const foreign = await createForm(t.app, stranger);
    const res = await call(t.app, 'POST', '/api/business/onboarding/test-request', {
      token: manager.token,
      body: { formId: foreign._id },
    });
    expect(res).toMatchObject({ status: 404, body: { message: 'Form topilmadi' } });
    const missing = await call(t.app, 'POST', '/api/business/onboarding/test-request', {
      token: manager.token,
      body: {},
    });
    expect(missing).toMatchObject({ status: 400, body: { message: 'Formani tanlang' } });

    const form = await createForm(t.app, owner);
    const sent = await call(t.app, 'POST', '/api/business/onboarding/test-request', {
      token: manager.token,
      body: { formId: form._id },
    });
    expect(sent.status).toBe(201);
    expect(sent.body.data.response.customer.phone).toBe(managerPhone);
    expect((await onboarding(manager)).testRequestUsed).toBe(true);
  });
});
