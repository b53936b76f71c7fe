// The branch suite, from the route table: every route a member bound to a branch may call either keeps them to
// their branch (an entry in test/branch-routes.ts, called here for a thing of another branch) or says why it holds
// nothing of a branch. A route that forgets the caller's branch fails its entry; a new route fails the first test
// until it is in the table.
import type { Role } from '@fikr/shared/core';
import { ROUTE_ROLES } from '../plugins/route-roles';
import { BRANCH_ROUTES, missingThings, NOT_BRANCH_SCOPED, thingsOf } from '../test/branch-routes';
import { createForm, ownerWithBusiness, registerProven, topUp, type Owner } from '../test/flows';
import { call, createTestApp, dbKinds, uniquePhone, type TestApp } from '../test/harness';

type MemberRole = Exclude<Role, 'owner'>;

describe.each(dbKinds)('branch scope on %s', (kind) => {
  let t: TestApp;
  let owner: Owner & { businessId: string };
  let form: Awaited<ReturnType<typeof createForm>>;
  let branchB: string;
  /** Members bound to branch A, one of each role. */
  const boundToA = {} as Record<MemberRole, Owner>;
  /** A manager of the whole business: reaches every branch. */
  let wholeBusiness: Owner;

  async function member(role: MemberRole, branchId: string | null): Promise<Owner> {
    const phone = uniquePhone();
    const invited = await call(t.app, 'POST', '/api/business/members', {
      token: owner.token,
      body: { phone, role, branchId },
    });
    expect(invited.status).toBe(201);
    return registerProven(t.app, phone);
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await ownerWithBusiness(t.app);
    await topUp(t.app, owner, 2_000_000);
    form = await createForm(t.app, owner);
    const branch = async (name: string) =>
      (await call(t.app, 'POST', '/api/business/branches', { token: owner.token, body: { name } })).body.data.branch
        ._id as string;
    const branchA = await branch('Chilonzor');
    branchB = await branch('Yunusobod');
    boundToA.manager = await member('manager', branchA);
    boundToA.cashier = await member('cashier', branchA);
    wholeBusiness = await member('manager', null);
  });
  afterAll(() => t.close());

  it('every route a branch-bound member may call is in the table or says why it holds nothing of a branch', () => {
    const open = Object.keys(ROUTE_ROLES).filter((route) => ROUTE_ROLES[route].some((role) => role !== 'owner'));
    expect(open.filter((route) => !(route in BRANCH_ROUTES) && !(route in NOT_BRANCH_SCOPED))).toEqual([]);
    const listed = [...Object.keys(BRANCH_ROUTES), ...Object.keys(NOT_BRANCH_SCOPED)];
    expect(listed.filter((route) => !open.includes(route))).toEqual([]);
  });

  describe.each(Object.entries(BRANCH_ROUTES))('%s', (route, entry) => {
    it("a member of another branch is refused as if the thing did not exist; the whole business's is not", async () => {
      const things = await thingsOf(t.app, owner, form, branchB);
      const roles = ROUTE_ROLES[route].filter((role): role is MemberRole => role !== 'owner');
      expect(roles.length).toBeGreaterThan(0);
      for (const role of roles) {
        const reply = await entry.call(t.app, boundToA[role], things);
        if (entry.shows) {
          expect(`${role}: ${reply.status}`).toBe(`${role}: 200`);
          expect(`${role} sees branch B: ${entry.shows(reply, things)}`).toBe(`${role} sees branch B: false`);
        } else {
          const missing = await entry.call(t.app, boundToA[role], missingThings(branchB));
          expect(missing.status).toBe(404);
          expect({ role, status: reply.status, body: reply.body }).toEqual({ role, status: 404, body: missing.body });
        }
      }
      await entry.unchanged?.(t.app, owner, things);
      // the same call reaches branch B's thing for a member of the whole business: the refusal above is the branch's
      const reached = await entry.call(t.app, wholeBusiness, things);
      if (entry.shows) expect(entry.shows(reached, things)).toBe(true);
      else expect(reached.status).not.toBe(404);
    });
  });
});
