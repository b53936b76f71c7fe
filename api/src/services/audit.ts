import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { AuditEntry, AuditQuery, Role } from '@fikr/shared/core';
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
