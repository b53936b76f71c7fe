import { and, asc, count, eq, sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { NO_REVIEW_LINKS, type Branch, type BranchInput } from '@fikr/shared/core';
import type { Db } from '../db/client';
import { sqlState, UNIQUE_VIOLATION } from '../db/pg-error';
import { rows } from '../db/rows';
import { branches, members } from '../db/schema';
import { conflict, notFound } from '../lib/app-error';
import { isUuid } from '../lib/random-codes';
import { recordAudit, type Actor } from './audit';
import type { Tx } from './counters';

type BranchRow = typeof branches.$inferSelect;

const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const branchCode = () => Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

function branchView(row: BranchRow): Branch {
  return {
    _id: row.id,
    name: row.name,
    address: row.address,
    region: row.region,
    district: row.district,
    code: row.code,
    reviewLinks: row.reviewLinks ?? NO_REVIEW_LINKS,
  };
}

export async function listBranches(db: Db, businessId: string): Promise<Branch[]> {
  const list = await db
    .select()
    .from(branches)
    .where(eq(branches.businessId, businessId))
    .orderBy(asc(branches.createdAt), asc(branches.id));
  return list.map(branchView);
}

/** The business's own branch (any spelling of its id), or 404: another business's branch is never found. */
export async function ownBranch(db: Db | Tx, businessId: string, id: string): Promise<BranchRow> {
  const branchId = id.trim().toLowerCase();
  if (!isUuid(branchId)) throw notFound('validation.branchNotFound');
  const [row] = await db
    .select()
    .from(branches)
    .where(and(eq(branches.id, branchId), eq(branches.businessId, businessId)))
    .limit(1);
  if (!row) throw notFound('validation.branchNotFound');
  return row;
}

/**
 * POST /business/branches: a short code of its own in the business (drawn again on the rare collision); the audit
 * trail records it in the same transaction.
 */
export async function createBranch(db: Db, actor: Actor, input: BranchInput): Promise<Branch> {
  for (let attempt = 0; attempt < 10; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(branches)
          .values({
            businessId: actor.businessId,
            name: input.name,
            address: input.address,
            region: input.region ?? null,
            district: input.district ?? null,
            reviewLinks: input.reviewLinks ?? null,
            code: branchCode(),
          })
          .returning();
        await recordAudit(tx, actor, 'branch.created', `${row.code} ${row.name}`);
        return branchView(row);
      });
    } catch (err) {
      if (sqlState(err) !== UNIQUE_VIOLATION) throw err;
    }
  }
  throw new Error('could not allocate a branch code');
}

/** PATCH /business/branches/:id: the fields given change; the audit trail names the branch and what changed. */
export async function updateBranch(db: Db, actor: Actor, id: string, input: Partial<BranchInput>): Promise<Branch> {
  return db.transaction(async (tx) => {
    const current = await ownBranch(tx, actor.businessId, id);
    const changes = Object.fromEntries(
      Object.entries(input).filter(([key, v]) => v !== undefined && v !== current[key as keyof BranchRow]),
    );
    if (Object.keys(changes).length === 0) return branchView(current);
    const [row] = await tx.update(branches).set(changes).where(eq(branches.id, current.id)).returning();
    const renamed = row.name !== current.name ? `${current.name} → ${row.name}` : row.name;
    await recordAudit(tx, actor, 'branch.updated', `${row.code} ${renamed} (${Object.keys(changes).join(', ')})`);
    return branchView(row);
  });
}

/**
 * DELETE /business/branches/:id: its responses stay, belonging to the business as a whole. A branch that members
 * are bound to is kept (409) until they are moved: deleting it would silently widen them to the whole business.
 * The branch row is locked first, so a member bound to it meanwhile (whose foreign key waits on that lock) is
 * either counted here or refused by its own foreign key once the branch is gone.
 */
export async function deleteBranch(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await ownBranch(tx, actor.businessId, id);
    const [current] = await tx.select().from(branches).where(eq(branches.id, found.id)).for('update');
    if (!current) throw notFound('validation.branchNotFound');
    const [{ bound }] = await tx.select({ bound: count() }).from(members).where(eq(members.branchId, current.id));
    if (Number(bound) > 0) throw conflict('errors.branchHasMembers');
    await tx.delete(branches).where(eq(branches.id, current.id));
    await recordAudit(tx, actor, 'branch.deleted', `${current.code} ${current.name}`);
  });
}

interface BranchFigures {
  id: string | null;
  name: string | null;
  requests: number | string;
  completed: number | string;
  rating_sum: number | string;
  rating_count: number | string;
}

/**
 * GET /stats/branches: requests, completed and the average rating per branch, the business as a whole (no
 * branch) last. Ratings are of public responses only, as everywhere; a private answer counts in the totals alone.
 */
export async function branchStats(db: Db, businessId: string, only: string | null) {
  const found = await rows<BranchFigures>(
    db,
    sql`select b.id, b.name, count(r.id) as requests,
               count(r.id) filter (where r.status = 'completed') as completed,
               coalesce(sum(r.rating) filter (where r.status = 'completed' and r.is_public and r.rating is not null), 0) as rating_sum,
               count(r.id) filter (where r.status = 'completed' and r.is_public and r.rating is not null) as rating_count
        from (select id, name, created_at from branches where business_id = ${businessId}
              union all select null, null, null) b
        left join responses r on r.business_id = ${businessId} and r.branch_id is not distinct from b.id
        ${only ? sql`where b.id = ${only}` : sql``}
        group by b.id, b.name, b.created_at order by b.created_at nulls last, b.id`,
  );
  return {
    branches: found.map((r) => {
      const count = Number(r.rating_count);
      return {
        _id: r.id,
        name: r.name ?? '',
        requests: Number(r.requests),
        completed: Number(r.completed),
        rating: { rating: count > 0 ? Math.round((Number(r.rating_sum) / count) * 10) / 10 : 0, count },
      };
    }),
  };
}
