import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Member, MemberRole, Role, UserBusiness } from '@fikr/shared/core';
import type { Db } from '../db/client';
import { FOREIGN_KEY_VIOLATION, sqlState } from '../db/pg-error';
import { businesses, members, users } from '../db/schema';
import { AppError, conflict, notFound } from '../lib/app-error';
import { text } from '../lib/messages';
import { isUuid } from '../lib/random-codes';
import { smsText } from '../lib/sms-text';
import { recordAudit, type Actor } from './audit';
import { ownBranch } from './branches';
import type { Tx } from './counters';
import { enqueueMessage } from './outbox';

export interface Membership {
  businessId: string;
  role: Role;
  branchId: string | null;
  /** The user's phone (the audit trail's actor). */
  phone: string;
}

/**
 * Takes the team seats waiting for a proven phone: each is marked joined and written to its business's audit trail
 * in the caller's transaction (the joining exists exactly when its audit line does). Returns how many joined.
 */
export async function joinInvitedTeams(tx: Tx, userId: string, phone: string, ip: string): Promise<number> {
  const joined = await tx
    .update(members)
    .set({ joinedAt: new Date() })
    .where(and(eq(members.phone, phone), isNull(members.joinedAt)))
    .returning({ businessId: members.businessId, role: members.role });
  for (const seat of joined)
    await recordAudit(
      tx,
      { businessId: seat.businessId, userId, phone, role: seat.role, ip },
      'member.joined',
      `${phone} ${seat.role}`,
    );
  return joined.length;
}

/** A proven phone's seats still waiting (invited after it was proven) join now, with their audit lines. */
async function joinWaitingSeats(db: Db, userId: string, ip: string): Promise<void> {
  const [waiting] = await db
    .select({ phone: users.phone })
    .from(members)
    .innerJoin(users, eq(users.phone, members.phone))
    .where(and(eq(users.id, userId), isNotNull(users.phoneVerifiedAt), isNull(members.joinedAt)))
    .limit(1);
  if (waiting) await db.transaction((tx) => joinInvitedTeams(tx, userId, waiting.phone, ip));
}

/**
 * The business a request acts for, and the user's role there: their own business (owner), else a business whose
 * team has their phone, once that phone is proven (a stranger who registered an invited number gets no seat).
 * `wanted` (X-Business-Id) picks one of several. Read on every request, so a removal or a new role holds on the next
 * request, on every instance.
 */
export async function membershipOf(db: Db, userId: string, ip: string, wanted?: string): Promise<Membership | null> {
  await joinWaitingSeats(db, userId, ip);
  const found = await db.execute(
    sql`select * from (
          select b.id as business_id, 'owner' as role, null::uuid as branch_id, b.created_at as since, u.phone
          from businesses b join users u on u.id = b.user_id
          where b.user_id = ${userId} ${wanted ? sql`and b.id = ${wanted}` : sql``}
          union all
          select m.business_id, m.role, m.branch_id, m.invited_at, u.phone
          from members m join users u on u.phone = m.phone
          where u.id = ${userId} and u.phone_verified_at is not null and m.joined_at is not null
                ${wanted ? sql`and m.business_id = ${wanted}` : sql``}
        ) found order by role = 'owner' desc, since asc limit 1`,
  );
  const [row] = (found as unknown as { rows: Array<Record<string, unknown>> }).rows;
  if (!row) return null;
  return {
    businessId: row.business_id as string,
    role: row.role as Role,
    branchId: (row.branch_id as string) ?? null,
    phone: row.phone as string,
  };
}

/**
 * Every business the user belongs to, own first (GET /auth/me, login, register): the teams count only once the
 * phone is proven.
 */
export async function businessesOf(db: Db, userId: string, ip: string): Promise<UserBusiness[]> {
  await joinWaitingSeats(db, userId, ip);
  const own = await db
    .select({ _id: businesses.id, name: businesses.name })
    .from(businesses)
    .where(eq(businesses.userId, userId));
  const joined = await db
    .select({ _id: businesses.id, name: businesses.name, role: members.role })
    .from(members)
    .innerJoin(users, eq(users.phone, members.phone))
    .innerJoin(businesses, eq(businesses.id, members.businessId))
    .where(and(eq(users.id, userId), isNotNull(users.phoneVerifiedAt), isNotNull(members.joinedAt)))
    .orderBy(asc(members.invitedAt));
  return [...own.map((b) => ({ ...b, role: 'owner' as const })), ...joined];
}

type MemberRow = typeof members.$inferSelect;

/** invited: no account has the phone; pending: one has, not yet proven; active: joined. */
function memberView(row: MemberRow, name: string, registered: boolean): Member {
  return {
    _id: row.id,
    phone: row.phone,
    name,
    role: row.role,
    branchId: row.branchId,
    status: row.joinedAt ? 'active' : registered ? 'pending' : 'invited',
    invitedAt: row.invitedAt.toISOString(),
    joinedAt: row.joinedAt ? row.joinedAt.toISOString() : null,
  };
}

/** GET /business/members: the owner first, then the team in the order they were invited. */
export async function listMembers(db: Db, businessId: string): Promise<Member[]> {
  const [owner] = await db
    .select({ id: users.id, phone: users.phone, name: users.name, since: businesses.createdAt })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.userId))
    .where(eq(businesses.id, businessId));
  const team = await db
    .select({ member: members, name: users.name, userId: users.id })
    .from(members)
    .leftJoin(users, eq(users.phone, members.phone))
    .where(eq(members.businessId, businessId))
    .orderBy(asc(members.invitedAt), asc(members.id));
  const ownerView: Member = {
    _id: owner.id,
    phone: owner.phone,
    name: owner.name,
    role: 'owner',
    branchId: null,
    status: 'active',
    invitedAt: owner.since.toISOString(),
    joinedAt: owner.since.toISOString(),
  };
  return [ownerView, ...team.map((r) => memberView(r.member, r.name ?? '', r.userId !== null))];
}

/** POST /business/members: the invitation SMS goes out with the row (outbox), the audit trail records it. */
export async function inviteMember(
  db: Db,
  actor: Actor,
  input: { phone: string; role: MemberRole; branchId?: string | null },
  signInUrl: string,
): Promise<Member> {
  const [business] = await db
    .select({ name: businesses.name, ownerPhone: users.phone })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.userId))
    .where(eq(businesses.id, actor.businessId));
  if (business.ownerPhone === input.phone) throw new AppError(400, 'errors.memberIsOwner');
  const branch = input.branchId ? await ownBranch(db, actor.businessId, input.branchId) : null;
  return branchStillThere(
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(members)
        .values({ businessId: actor.businessId, phone: input.phone, role: input.role, branchId: branch?.id ?? null })
        .onConflictDoNothing()
        .returning();
      if (!row) throw conflict('errors.memberExists');
      const role = text(input.role === 'manager' ? 'team.roleManager' : 'team.roleCashier');
      await enqueueMessage(tx, {
        channel: 'sms',
        kind: 'member_invite',
        phone: input.phone,
        businessId: actor.businessId,
        text: smsText('team.smsInvite', { business: business.name, role, url: signInUrl }, 'uz'),
      });
      await recordAudit(tx, actor, 'member.invited', `${input.phone} ${input.role}`);
      const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.phone, input.phone));
      return memberView(row, user?.name ?? '', Boolean(user));
    }),
  );
}

/** A branch deleted while a member was being bound to it: its foreign key refuses the row, a 404 like any gone branch. */
async function branchStillThere<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (sqlState(err) === FOREIGN_KEY_VIOLATION) throw notFound('validation.branchNotFound');
    throw err;
  }
}

async function ownMember(db: Db | Tx, businessId: string, id: string): Promise<MemberRow> {
  const memberId = id.trim().toLowerCase();
  if (!isUuid(memberId)) throw notFound('errors.memberNotFound');
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.businessId, businessId)));
  if (!row) throw notFound('errors.memberNotFound');
  return row;
}

/** PATCH /business/members/:id: a new role or branch holds from the member's next request. */
export async function updateMember(
  db: Db,
  actor: Actor,
  id: string,
  input: { role?: MemberRole; branchId?: string | null },
): Promise<Member> {
  return branchStillThere(
    db.transaction(async (tx) => {
      const current = await ownMember(tx, actor.businessId, id);
      const branch = input.branchId ? await ownBranch(tx, actor.businessId, input.branchId) : null;
      const [row] = await tx
        .update(members)
        .set({
          role: input.role ?? current.role,
          branchId: input.branchId === undefined ? current.branchId : (branch?.id ?? null),
        })
        .where(eq(members.id, current.id))
        .returning();
      if (input.role && input.role !== current.role)
        await recordAudit(tx, actor, 'member.role_changed', `${current.phone} ${current.role}→${input.role}`);
      if (row.branchId !== current.branchId)
        // null is the whole business: a member moved there sees every branch's data from now on
        await recordAudit(
          tx,
          actor,
          'member.branch_changed',
          `${current.phone} ${current.branchId ?? 'all'}→${row.branchId ?? 'all'}`,
        );
      const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.phone, row.phone));
      return memberView(row, user?.name ?? '', Boolean(user));
    }),
  );
}

/** DELETE /business/members/:id: the member's next request is refused. */
export async function removeMember(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await ownMember(tx, actor.businessId, id);
    await tx.delete(members).where(eq(members.id, current.id));
    await recordAudit(tx, actor, 'member.removed', `${current.phone} ${current.role}`);
  });
}
