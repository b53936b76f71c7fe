import { and, eq, sql } from 'drizzle-orm';
import type { OpsMessageStatus } from '@fikr/shared/core';
import type { Db } from '../db/client';
import { rows } from '../db/rows';
import { businesses, opsAudit, outgoingMessages, payouts } from '../db/schema';
import type { PayoutStatus } from '../db/schema/wallet';
import { conflict, forbidden, notFound } from '../lib/app-error';
import { isUuid } from '../lib/random-codes';
import type { Tx } from './counters';
import { containsPattern } from './responses-list';
import { wakeSenders } from './outbox';
import { failPayout } from './payout-job';

export interface Operator {
  phone: string;
  ip: string;
}

/** One line of the operators' audit, written in the transaction of the action it records. */
export async function recordOps(db: Db | Tx, operator: Operator, action: string, target: string): Promise<void> {
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
  return db.transaction(async (tx) => {
    const [row] = await tx
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
      tx,
      operator,
      reason === null ? 'business.unsuspended' : 'business.suspended',
      `${row.id} ${reason ?? ''}`.trim(),
    );
    return { _id: row.id, suspended: row.suspendedAt !== null };
  });
}

/** GET /ops/messages: the outbox by status and kind, newest first, with attempts and the last error. */
export async function listMessages(
  db: Db,
  query: { status: OpsMessageStatus; kind?: string; page: number; limit: number },
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
  // Per Tashkent day (UTC+5, no DST): what went by Telegram, by SMS, and the SMS that could not be sent.
  const days = await rows<{
    date: string;
    telegram: number | string;
    sms: number | string;
    sms_failed: number | string;
  }>(
    db,
    sql`select to_char((created_at at time zone 'UTC') + interval '5 hours', 'YYYY-MM-DD') as date,
               count(*) filter (where channel = 'telegram' and status = 'sent') as telegram,
               count(*) filter (where channel = 'sms' and status = 'sent') as sms,
               count(*) filter (where channel = 'sms' and status = 'failed') as sms_failed
        from outgoing_messages
        where created_at > now() - interval '7 days' and channel in ('sms', 'telegram')
        group by 1 order by 1 desc`,
  );
  return {
    messages: found.map((m) => ({ ...m, attempts: Number(m.attempts), createdAt: m.createdAt.toISOString() })),
    days: days.map((d) => ({
      date: d.date,
      telegram: Number(d.telegram),
      sms: Number(d.sms),
      smsFailed: Number(d.sms_failed),
    })),
    deliveryRate: sent + failed > 0 ? Math.round((sent * 1000) / (sent + failed)) / 10 : 100,
  };
}

/** POST /ops/messages/:id/retry: a failed message is queued again from its first attempt. */
export async function retryMessage(db: Db, operator: Operator, id: string) {
  const messageId = id.trim().toLowerCase();
  if (!isUuid(messageId)) throw notFound();
  const row = await db.transaction(async (tx) => {
    const [queued] = await tx
      .update(outgoingMessages)
      .set({ status: 'queued', attempts: 0, nextAttemptAt: new Date(), lastError: null })
      .where(and(eq(outgoingMessages.id, messageId), eq(outgoingMessages.status, 'failed')))
      .returning({ id: outgoingMessages.id });
    if (queued) await recordOps(tx, operator, 'message.retried', queued.id);
    return queued;
  });
  if (!row) {
    const [exists] = await db
      .select({ id: outgoingMessages.id })
      .from(outgoingMessages)
      .where(eq(outgoingMessages.id, messageId));
    if (!exists) throw notFound();
    throw conflict('errors.messageNotFailed');
  }
  wakeSenders();
  return { _id: row.id, status: 'queued' as const };
}

/**
 * GET /ops/payouts: payouts by status (those waiting in review by default), oldest first: the review queue.
 * `unknown` lists the payouts whose outcome the processor has not told yet (the job keeps asking).
 */
export async function listPayoutsFor(db: Db, status: PayoutStatus) {
  const found = await db
    .select()
    .from(payouts)
    .where(eq(payouts.status, status))
    .orderBy(sql`${payouts.createdAt} asc`)
    .limit(200);
  return found.map((p) => ({
    _id: p.id,
    phone: p.phone,
    amount: Number(p.amount),
    cardMask: p.cardMask,
    status: p.status,
    createdAt: p.createdAt.toISOString(),
  }));
}

/**
 * Approve: the payout leaves review for the payout job (never by the operator whose phone it pays). Reject: it
 * fails and the wallet is credited back once.
 */
export async function reviewPayout(db: Db, operator: Operator, id: string, approve: boolean) {
  const payoutId = id.trim().toLowerCase();
  if (!isUuid(payoutId)) throw notFound();
  if (approve) {
    // Four eyes: money an operator cashes out to themself is approved by someone else.
    const [own] = await db.select({ phone: payouts.phone }).from(payouts).where(eq(payouts.id, payoutId));
    if (own?.phone === operator.phone) throw forbidden('errors.payoutOwnApproval');
  }
  const moved = await db.transaction(async (tx) => {
    let done: boolean;
    if (approve) {
      const [row] = await tx
        .update(payouts)
        .set({ status: 'pending', nextAttemptAt: new Date() })
        .where(and(eq(payouts.id, payoutId), eq(payouts.status, 'review')))
        .returning({ id: payouts.id });
      done = Boolean(row);
    } else {
      done = await failPayout(tx, payoutId, 'review', null, 'rejected in review');
    }
    if (done) await recordOps(tx, operator, approve ? 'payout.approved' : 'payout.rejected', payoutId);
    return done;
  });
  if (!moved) {
    const [exists] = await db.select({ id: payouts.id }).from(payouts).where(eq(payouts.id, payoutId));
    if (!exists) throw notFound();
    throw conflict('errors.payoutNotInReview');
  }
  const [row] = await db.select({ status: payouts.status }).from(payouts).where(eq(payouts.id, payoutId));
  return { _id: payoutId, status: row.status };
}

interface MoneyDay {
  date: string;
  topups: number | string;
  commissions: number | string;
  rewards_coin: number | string;
  payouts: number | string;
}

/** GET /ops/money: per Tashkent day, computed in SQL; and what the platform holds for others right now. */
export async function moneyReport(db: Db, from: string, to: string) {
  const days = await rows<MoneyDay>(
    db,
    sql`with d as (select g.day::date as day from generate_series(${from}::date, ${to}::date, interval '1 day') g(day)),
             l as (select (created_at at time zone 'Asia/Tashkent')::date as day,
                          sum(amount) filter (where kind = 'topup') as topups,
                          sum(commission) filter (where kind in ('request', 'reply')) as commissions
                   from ledger group by 1),
             c as (select (created_at at time zone 'Asia/Tashkent')::date as day, sum(amount) as rewards
                   from coin_ledger where kind = 'reward' group by 1),
             p as (select (paid_at at time zone 'Asia/Tashkent')::date as day, sum(amount) as paid
                   from payouts where status = 'paid' group by 1)
        select to_char(d.day, 'YYYY-MM-DD') as date, coalesce(l.topups, 0) as topups,
               coalesce(l.commissions, 0) as commissions, coalesce(c.rewards, 0) as rewards_coin, coalesce(p.paid, 0) as payouts
        from d left join l on l.day = d.day left join c on c.day = d.day left join p on p.day = d.day
        order by d.day`,
  );
  const [held] = await rows<{ businesses: number | string; wallets: number | string }>(
    db,
    sql`select (select coalesce(sum(coin), 0) from businesses) as businesses,
               (select coalesce(sum(coin), 0) from customer_wallets) as wallets`,
  );
  return {
    days: days.map((d) => ({
      date: d.date,
      topups: Number(d.topups),
      commissions: Number(d.commissions),
      rewardsCoin: Number(d.rewards_coin),
      payouts: Number(d.payouts),
    })),
    liabilities: { businessBalances: Number(held.businesses), customerWallets: Number(held.wallets) },
  };
}
