import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rows } from '../db/rows';
import { businesses, opsAudit, outgoingMessages } from '../db/schema';
import { conflict, notFound } from '../lib/app-error';
import { isUuid } from '../lib/random-codes';
import { containsPattern } from './responses-list';
import { wakeSenders } from './outbox';

export interface Operator {
  phone: string;
  ip: string;
}

export async function recordOps(db: Db, operator: Operator, action: string, target: string): Promise<void> {
  await db.insert(opsAudit).values({ operatorPhone: operator.phone, action, target, ip: operator.ip });
}

interface BusinessRow {
  id: string;
  name: string;
  phone: string;
  coin: number | string;
  forms_count: number | string;
  responses_count: number | string;
  last_activity_at: Date | string | null;
  suspended_at: Date | string | null;
  total: number | string;
}

/** GET /ops/businesses: by name or phone, the newest activity first. */
export async function listBusinesses(db: Db, query: { search?: string; page: number; limit: number }) {
  const search = query.search
    ? sql`where b.name ilike ${containsPattern(query.search)} or b.phone like ${containsPattern(query.search.replace(/\D/g, '') || query.search)}`
    : sql``;
  const found = await rows<BusinessRow>(
    db,
    sql`select b.id, b.name, b.phone, b.coin, b.suspended_at,
               (select count(*) from forms f where f.business_id = b.id and f.deleted_at is null) as forms_count,
               coalesce(s.responses, 0) as responses_count,
               greatest(b.updated_at, (select max(l.created_at) from ledger l where l.business_id = b.id)) as last_activity_at,
               count(*) over () as total
        from businesses b left join business_stats s on s.business_id = b.id
        ${search}
        order by last_activity_at desc nulls last, b.id
        limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
  );
  return {
    businesses: found.map((r) => ({
      _id: r.id,
      name: r.name,
      phone: r.phone,
      coin: Number(r.coin),
      formsCount: Number(r.forms_count),
      responsesCount: Number(r.responses_count),
      lastActivityAt: r.last_activity_at ? new Date(r.last_activity_at).toISOString() : null,
      suspended: r.suspended_at !== null,
    })),
    pagination: { total: Number(found[0]?.total ?? 0), page: query.page, limit: query.limit },
  };
}

/** Suspends (reason given) or lifts a suspension; nothing already paid changes. */
export async function setSuspended(db: Db, operator: Operator, id: string, reason: string | null) {
  const businessId = id.trim().toLowerCase();
  if (!isUuid(businessId)) throw notFound('errors.businessNotFound');
  const [row] = await db
    .update(businesses)
    .set(
      reason === null
        ? { suspendedAt: null, suspendedReason: '' }
        : { suspendedAt: sql`coalesce(${businesses.suspendedAt}, now())`, suspendedReason: reason },
    )
    .where(eq(businesses.id, businessId))
    .returning({ id: businesses.id, suspendedAt: businesses.suspendedAt });
  if (!row) throw notFound('errors.businessNotFound');
  await recordOps(
    db,
    operator,
    reason === null ? 'business.unsuspended' : 'business.suspended',
    `${row.id} ${reason ?? ''}`.trim(),
  );
  return { _id: row.id, suspended: row.suspendedAt !== null };
}

/** GET /ops/messages: the outbox by status and kind, newest first, with attempts and the last error. */
export async function listMessages(
  db: Db,
  query: { status: 'failed' | 'queued'; kind?: string; page: number; limit: number },
) {
  const found = await db
    .select({
      _id: outgoingMessages.id,
      channel: outgoingMessages.channel,
      kind: outgoingMessages.kind,
      status: outgoingMessages.status,
      attempts: outgoingMessages.attempts,
      lastError: outgoingMessages.lastError,
      createdAt: outgoingMessages.createdAt,
    })
    .from(outgoingMessages)
    .where(
      and(
        eq(outgoingMessages.status, query.status),
        query.kind ? eq(outgoingMessages.kind, query.kind as never) : undefined,
      ),
    )
    .orderBy(sql`${outgoingMessages.createdAt} desc`)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [day] = await rows<{ sent: number | string; failed: number | string }>(
    db,
    sql`select count(*) filter (where status = 'sent') as sent, count(*) filter (where status = 'failed') as failed
        from outgoing_messages where created_at > now() - interval '1 day'`,
  );
  const sent = Number(day.sent);
  const failed = Number(day.failed);
  return {
    messages: found.map((m) => ({ ...m, attempts: Number(m.attempts), createdAt: m.createdAt.toISOString() })),
    deliveryRate: sent + failed > 0 ? Math.round((sent * 1000) / (sent + failed)) / 10 : 100,
  };
}

/** POST /ops/messages/:id/retry: a failed message is queued again from its first attempt. */
export async function retryMessage(db: Db, operator: Operator, id: string) {
  const messageId = id.trim().toLowerCase();
  if (!isUuid(messageId)) throw notFound();
  const [row] = await db
    .update(outgoingMessages)
    .set({ status: 'queued', attempts: 0, nextAttemptAt: new Date(), lastError: null })
    .where(and(eq(outgoingMessages.id, messageId), eq(outgoingMessages.status, 'failed')))
    .returning({ id: outgoingMessages.id });
  if (!row) {
    const [exists] = await db
      .select({ id: outgoingMessages.id })
      .from(outgoingMessages)
      .where(eq(outgoingMessages.id, messageId));
    if (!exists) throw notFound();
    throw conflict('errors.messageNotFailed');
  }
  wakeSenders();
  await recordOps(db, operator, 'message.retried', row.id);
  return { _id: row.id, status: 'queued' as const };
}
