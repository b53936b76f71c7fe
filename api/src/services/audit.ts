import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { AuditEntry, AuditQuery, Role, TillToday } from '@fikr/shared/core';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
import type { Tx } from './counters';
import { containsPattern } from './responses-list';

/** Who acts: the signed-in user, their phone and role in the business, and the client's address. */
export interface Actor {
  businessId: string;
  userId: string | null;
  phone: string;
  role: Role | 'customer' | 'system';
  ip: string;
}

/** One line of the audit trail, written in the transaction of the action it records (it exists exactly when it). */
export async function recordAudit(tx: Db | Tx, actor: Actor, action: string, target: string): Promise<void> {
  await tx.insert(auditLog).values({
    businessId: actor.businessId,
    actorUserId: actor.userId,
    actorPhone: actor.phone,
    actorRole: actor.role,
    action,
    target,
    ip: actor.ip,
  });
}

/** GET /business/audit: newest first, by actor (phone or part of it) and action (or its prefix, e.g. 'member.'). */
export async function listAudit(
  db: Db,
  businessId: string,
  query: AuditQuery,
): Promise<{ entries: AuditEntry[]; pagination: { total: number; page: number; limit: number } }> {
  const where = and(
    eq(auditLog.businessId, businessId),
    query.actor
      ? ilike(auditLog.actorPhone, containsPattern(query.actor.replace(/\D/g, '') || query.actor))
      : undefined,
    query.action ? ilike(auditLog.action, `${query.action.replace(/[\\%_]/g, (c: string) => `\\${c}`)}%`) : undefined,
  );
  const [list, [{ total }]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return {
    entries: list.map((row) => ({
      _id: row.id,
      at: row.at.toISOString(),
      actor: { userId: row.actorUserId, phone: row.actorPhone, role: row.actorRole },
      action: row.action,
      target: row.target,
      ip: row.ip,
    })),
    pagination: { total: Number(total), page: query.page, limit: query.limit },
  };
}

/** The till's two actions and the kind of entry each is; their targets are written as '<ref> <amount>'. */
const TILL_ACTIONS = { 'voucher.redeemed': 'voucher', 'coin_payment.received': 'coin' } as const;
const TASHKENT_MIDNIGHT = sql`(date_trunc('day', now() at time zone 'Asia/Tashkent') at time zone 'Asia/Tashkent')`;

/**
 * GET /business/till/today: what this member took at the till since midnight in Tashkent, newest first. Read from
 * the audit trail, which records who redeemed or took coins in the same transaction, so the list is the same on
 * every phone the member signs in on.
 */
export async function tillToday(db: Db, businessId: string, userId: string): Promise<TillToday> {
  const list = await db
    .select({ at: auditLog.at, action: auditLog.action, target: auditLog.target })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.businessId, businessId),
        eq(auditLog.actorUserId, userId),
        inArray(auditLog.action, Object.keys(TILL_ACTIONS)),
        sql`${auditLog.at} >= ${TASHKENT_MIDNIGHT}`,
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(500);
  const entries = list.map((row) => {
    const cut = row.target.lastIndexOf(' ');
    return {
      kind: TILL_ACTIONS[row.action as keyof typeof TILL_ACTIONS],
      at: row.at.toISOString(),
      amount: Number(row.target.slice(cut + 1)),
      ref: row.target.slice(0, cut),
    };
  });
  return { entries, total: entries.reduce((sum, e) => sum + e.amount, 0) };
}
