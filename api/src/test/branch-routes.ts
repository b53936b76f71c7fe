// The branch suite's table (routes/branch-scope.test.ts): every business route a member bound to a branch may call,
// and how it is called for a thing of ANOTHER branch. The suite calls each entry as members of branch A (every
// member role the route allows) for a thing of branch B, and as a whole-business manager, who must reach it: so an
// entry fails the moment its route forgets the caller's branch.
//
// To add a route that reads or changes responses, requests, vouchers or clients: an entry under its name as the
// route table has it ('PATCH /api/responses/:id'). An item route (`shows` absent) must answer a thing of another
// branch exactly as a missing one (404, same body); a list or figure route gives `shows`, which tells whether its
// answer shows anything of branch B. `unchanged` checks, after the refused calls, that nothing of B changed. A
// route a branch-bound member may call that holds nothing of a branch goes in NOT_BRANCH_SCOPED with the reason.
// The suite fails for any such route in neither.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { outboxSettled } from './abuse-routes';
import { answersFor, linkCode, outbox, sendRequest, type Owner } from './flows';
import { call, uniquePhone, type Reply } from './harness';
import { rows } from '../db/rows';

/** Things of one branch: a waiting request (its SMS sent), a completed one whose voucher the customer holds. */
export interface BranchThings {
  branchId: string;
  formId: string;
  waitingId: string;
  waitingPhone: string;
  completedId: string;
  voucherId: string;
  voucherCode: string;
  customerPhone: string;
}

/** Ids and codes nothing has: what a missing thing is answered with. */
export function missingThings(branchId: string): BranchThings {
  return {
    branchId,
    formId: randomUUID(),
    waitingId: randomUUID(),
    waitingPhone: uniquePhone(),
    completedId: randomUUID(),
    voucherId: randomUUID(),
    voucherCode: 'ZZZZ2222',
    customerPhone: uniquePhone(),
  };
}

/** A waiting request and a completed voucher request of `branchId`, sent by `owner` (whose balance pays). */
export async function thingsOf(
  app: FastifyInstance,
  owner: Owner,
  form: { _id: string; questions: Array<{ _id: string }> },
  branchId: string,
): Promise<BranchThings> {
  const waitingPhone = uniquePhone();
  const waiting = await sendRequest(app, owner, form._id, {
    phone: waitingPhone,
    typeMotive: 'coin',
    coin: 1_000,
    branchId,
  });
  if (waiting.status !== 201) throw new Error(`request failed: ${JSON.stringify(waiting.body)}`);
  await outboxSettled(app, { phone: waitingPhone });
  const customerPhone = uniquePhone();
  const completed = await sendRequest(app, owner, form._id, {
    phone: customerPhone,
    typeMotive: 'voucher',
    voucher: { amount: 20_000, description: 'Kofe', duration: 30 },
    branchId,
  });
  if (completed.status !== 201) throw new Error(`request failed: ${JSON.stringify(completed.body)}`);
  const submitted = await call(app, 'POST', `/api/responses/${await linkCode(app, customerPhone)}/submit`, {
    // a low rating, so the recovery figures have it too
    body: { answers: answersFor(form, 'Yomon', '2'), rating: 2, review: 'Sovuq edi', isPublic: true },
  });
  if (submitted.status !== 200) throw new Error(`submit failed: ${JSON.stringify(submitted.body)}`);
  await outboxSettled(app, { phone: customerPhone });
  const vouchers = await call(app, 'GET', `/api/vouchers?search=${customerPhone}`, { token: owner.token });
  const [voucher] = vouchers.body.data.responses;
  return {
    branchId,
    formId: form._id,
    waitingId: waiting.body.data.response._id,
    waitingPhone,
    completedId: completed.body.data.response._id,
    voucherId: voucher._id,
    voucherCode: voucher.code,
    customerPhone,
  };
}

export interface BranchRoute {
  /** The route called as `who` about `things` (another branch's, or missing ones). */
  call(app: FastifyInstance, who: Owner, things: BranchThings): Promise<Reply>;
  /** A list or figures: whether the answer shows anything of `things`' branch. Absent: an item route (404). */
  shows?(reply: Reply, things: BranchThings): boolean;
  /** After the refused calls: nothing of `things` changed (read as the owner). */
  unchanged?(app: FastifyInstance, owner: Owner, things: BranchThings): Promise<void>;
}

const ids = (list: Array<{ _id: string }>) => list.map((item) => item._id);
const sumOf = (values: number[]) => values.reduce((sum, n) => sum + n, 0);
/** The Tashkent calendar day of now. */
const today = () => new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 10);

/**
 * The completed public answer of `things` followed its review link (the business given a Google link for it, by
 * SQL: the suite's callers are members, who cannot edit the profile). Missing things click nothing.
 */
async function clickedReview(app: FastifyInstance, things: BranchThings): Promise<void> {
  const links = JSON.stringify({ google: 'https://maps.google.com/?cid=1', yandex: null, twogis: null });
  const [found] = await rows<{ code: string }>(
    app.db,
    sql`update businesses b set review_links = coalesce(b.review_links, ${links}::jsonb)
        from responses r where r.id = ${things.completedId}::uuid and b.id = r.business_id
        returning r.unique_code as code`,
  );
  if (found) await call(app, 'POST', `/api/public/review/${found.code}/google`);
}

async function responseOf(app: FastifyInstance, owner: Owner, id: string) {
  return (await call(app, 'GET', `/api/responses/${id}`, { token: owner.token })).body.data.response;
}

async function voucherOf(app: FastifyInstance, owner: Owner, things: BranchThings) {
  const list = await call(app, 'GET', `/api/vouchers?search=${things.customerPhone}`, { token: owner.token });
  return list.body.data.responses[0];
}

async function surveySms(app: FastifyInstance, phone: string): Promise<number> {
  await outboxSettled(app, { phone });
  return (await outbox(app, phone)).filter((m) => m.text.includes('/form/')).length;
}

/** A form's newest responses and counts show branch B: branch A has no responses in this suite. */
function formShows(
  form: { responses: string[]; responsesCount: number; completedCount: number },
  things: BranchThings,
) {
  return (
    form.responses.some((id) => [things.waitingId, things.completedId].includes(id)) ||
    form.responsesCount > 0 ||
    form.completedCount > 0
  );
}

export const BRANCH_ROUTES: Record<string, BranchRoute> = {
  'GET /api/forms': {
    call: (app, who) => call(app, 'GET', '/api/forms', { token: who.token }),
    shows: (reply, things) =>
      formShows(
        reply.body.data.forms.find((f: { _id: string }) => f._id === things.formId),
        things,
      ),
  },
  'GET /api/forms/:id': {
    call: (app, who, things) => call(app, 'GET', `/api/forms/${things.formId}`, { token: who.token }),
    shows: (reply, things) => formShows(reply.body.data, things),
  },
  'PATCH /api/forms/:id': {
    // the form as it is (title, description, questions with their ids): the answer is the form as the caller sees it
    async call(app, who, things) {
      const form = (await call(app, 'GET', `/api/forms/${things.formId}`, { token: who.token })).body.data;
      const { title, description, questions } = form;
      return call(app, 'PATCH', `/api/forms/${things.formId}`, {
        token: who.token,
        body: { title, description, questions },
      });
    },
    shows: (reply, things) => formShows(reply.body.data, things),
  },
  'GET /api/responses': {
    call: (app, who, things) => call(app, 'GET', `/api/responses?branch=${things.branchId}`, { token: who.token }),
    shows: (reply, things) =>
      ids(reply.body.data.responses).some((id) => [things.waitingId, things.completedId].includes(id)),
  },
  'GET /api/responses/:id': {
    call: (app, who, things) => call(app, 'GET', `/api/responses/${things.completedId}`, { token: who.token }),
  },
  'PATCH /api/responses/:id': {
    call: (app, who, things) =>
      call(app, 'PATCH', `/api/responses/${things.completedId}`, {
        token: who.token,
        body: { handled: true, note: 'Qayta qo‘ng‘iroq qilindi' },
      }),
    async unchanged(app, owner, things) {
      expect(await responseOf(app, owner, things.completedId)).toMatchObject({ handled: false, note: '' });
    },
  },
  'POST /api/responses/:id/resend': {
    call: (app, who, things) => call(app, 'POST', `/api/responses/${things.waitingId}/resend`, { token: who.token }),
    async unchanged(app, _owner, things) {
      expect(await surveySms(app, things.waitingPhone)).toBe(1);
    },
  },
  'POST /api/responses/:id/reply': {
    call: (app, who, things) =>
      call(app, 'POST', `/api/responses/${things.completedId}/reply`, {
        token: who.token,
        body: { text: 'Uzr so‘raymiz' },
      }),
    async unchanged(app, owner, things) {
      expect((await responseOf(app, owner, things.completedId)).replies).toEqual([]);
    },
  },
  'GET /api/vouchers': {
    // the newest first: branch B's voucher was made just before the call
    call: (app, who) => call(app, 'GET', '/api/vouchers', { token: who.token }),
    shows: (reply, things) => ids(reply.body.data.responses).includes(things.voucherId),
  },
  'GET /api/vouchers/by-code/:code': {
    call: (app, who, things) =>
      call(app, 'GET', `/api/vouchers/by-code/${things.voucherCode.toLowerCase()}`, { token: who.token }),
  },
  'POST /api/vouchers/sendConfirm': {
    call: (app, who, things) =>
      call(app, 'POST', '/api/vouchers/sendConfirm', { token: who.token, body: { voucherId: things.voucherId } }),
    async unchanged(app, _owner, things) {
      await outboxSettled(app, { phone: things.customerPhone });
      expect((await outbox(app, things.customerPhone)).filter((m) => m.text.includes('/voucher/'))).toEqual([]);
    },
  },
  'POST /api/vouchers/confirm': {
    call: (app, who, things) =>
      call(app, 'POST', '/api/vouchers/confirm', { token: who.token, body: { voucherId: things.voucherId } }),
    async unchanged(app, owner, things) {
      expect(await voucherOf(app, owner, things)).toMatchObject({ isRedeemed: false });
    },
  },
  'GET /api/business/clients': {
    call: (app, who) => call(app, 'GET', '/api/business/clients', { token: who.token }),
    shows: (reply, things) =>
      reply.body.data.some((c: { phone: string }) => [things.waitingPhone, things.customerPhone].includes(c.phone)),
  },
  // Branch A has no responses in this suite: any figure above zero is branch B's.
  'GET /api/stats': {
    call: (app, who, things) => call(app, 'GET', `/api/stats?branch=${things.branchId}`, { token: who.token }),
    shows: (reply) => reply.body.data.totalResponses.total > 0 || reply.body.data.totalCustomers > 0,
  },
  'GET /api/stats/trends': {
    call: (app, who, things) =>
      call(app, 'GET', `/api/stats/trends?from=${today()}&to=${today()}&branch=${things.branchId}`, {
        token: who.token,
      }),
    shows: (reply) => sumOf(reply.body.data.days.map((d: { requests: number }) => d.requests)) > 0,
  },
  'GET /api/stats/answers': {
    call: (app, who) => call(app, 'GET', '/api/stats/answers', { token: who.token }),
    shows: (reply, things) => {
      const form = reply.body.data[things.formId];
      const counts = Object.values(form?.questions ?? {}).flatMap((q) =>
        Object.values((q as { options: Record<string, number> }).options),
      );
      return sumOf(counts) > 0;
    },
  },
  'GET /api/stats/recovery': {
    call: (app, who, things) => call(app, 'GET', `/api/stats/recovery?branch=${things.branchId}`, { token: who.token }),
    shows: (reply) => reply.body.data.lowRatings > 0,
  },
  'GET /api/stats/review-clicks': {
    async call(app, who, things) {
      await clickedReview(app, things);
      return call(app, 'GET', `/api/stats/review-clicks?days=30&branch=${things.branchId}`, { token: who.token });
    },
    shows: (reply) => reply.body.data.google > 0,
  },
  'GET /api/stats/branches': {
    call: (app, who) => call(app, 'GET', '/api/stats/branches', { token: who.token }),
    shows: (reply, things) =>
      reply.body.data.branches.some((b: { _id: string | null; requests: number }) => b._id === things.branchId),
  },
};

/** Routes a branch-bound member may call that hold nothing of one branch, with the reason. */
export const NOT_BRANCH_SCOPED: Record<string, string> = {
  'POST /api/responses/:id':
    "the form is the whole business's; the request is filed under the caller's branch whatever branchId it names (routes/business/branches.test.ts)",
  'POST /api/forms': "a new form has no responses; forms are the whole business's",
  'DELETE /api/forms/:id': "forms are the whole business's; it answers the id alone",
  'GET /api/business/branches': "the business's branches (names and open-link codes), no responses",
  'GET /api/business/push': "the server's push key",
  'POST /api/business/push/subscriptions':
    "the caller's own browser; which pushes it gets follows the branch (routes/business/push.test.ts)",
  'DELETE /api/business/push/subscriptions': "the caller's own browser",
  'POST /api/business/coin-payments': "coins of the customer's wallet, taken by whoever holds the pay code",
  'GET /api/business/till/today': "the caller's own redemptions and coin payments",
  'GET /api/business/onboarding': "the business's first steps: whether a form, a share, a request, an answer exist",
  'POST /api/business/onboarding/share': "marks the business's share step; it returns the steps alone",
  'POST /api/business/onboarding/test-request':
    "a request to the caller's own phone, filed under the caller's branch (routes/business/onboarding.test.ts)",
  'GET /api/forms/:id/table-tent.pdf': "the form's printable link, the whole business's; no responses",
};
