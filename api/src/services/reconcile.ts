import { desc, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { rows } from '../db/rows';
import { reconciliations, type Mismatch } from '../db/schema';
import { TASHKENT_TODAY } from './counters';
import type { Tx } from './counters';
import { enqueueMessage } from './outbox';

interface Found {
  check: string;
  target: string;
  expected: number | string;
  actual: number | string;
}

/**
 * Every money rule checked in SQL: each business balance against its ledger, each wallet against its movements,
 * each credited top-up against exactly one ledger credit (and no credit without a paid top-up), each payout
 * against its debit (one) and refund (one when it failed, none otherwise).
 */
export async function findMismatches(db: Db): Promise<Mismatch[]> {
  const found = await rows<Found>(
    db,
    sql`select 'business balance' as check, b.id::text as target, coalesce(l.total, 0) as expected, b.coin as actual
        from businesses b left join (select business_id, sum(amount) as total from ledger group by business_id) l
          on l.business_id = b.id
        where b.coin <> coalesce(l.total, 0)
        union all
        select 'wallet', w.phone, coalesce(c.total, 0), w.coin
        from customer_wallets w left join (select phone, sum(amount) as total from coin_ledger group by phone) c
          on c.phone = w.phone
        where w.coin <> coalesce(c.total, 0)
        union all
        select 'top-up credited once', t.id::text, 1, count(l.id)
        from payment_transactions t
        left join ledger l on l.kind = 'topup' and l.transaction_id = t.id and l.amount = t.amount
        where t.status = '1' group by t.id having count(l.id) <> 1
        union all
        select 'credit without a paid top-up', l.id::text, 0, 1
        from ledger l left join payment_transactions t on t.id = l.transaction_id
        where l.kind = 'topup' and (t.id is null or t.status <> '1')
        union all
        select 'payout debited once', p.id::text, 1, count(c.id)
        from payouts p left join coin_ledger c on c.payout_id = p.id and c.kind = 'payout' and c.amount = -p.amount
        group by p.id having count(c.id) <> 1
        union all
        select 'payout refunded ' || case when p.status = 'failed' then 'once' else 'never' end, p.id::text,
               case when p.status = 'failed' then 1 else 0 end, count(c.id)
        from payouts p left join coin_ledger c on c.payout_id = p.id and c.kind = 'payout_refund' and c.amount = p.amount
        group by p.id, p.status
        having count(c.id) <> case when p.status = 'failed' then 1 else 0 end`,
  );
  return found.map((f) => ({
    check: f.check,
    target: f.target,
    expected: Number(f.expected),
    actual: Number(f.actual),
  }));
}

export type Reconciliation = { ok: boolean; checkedAt: string; mismatches: Mismatch[] };

/** What else is written in the run's transaction (the operator's audit line of a run they asked for). */
type WithRun = (tx: Tx, mismatches: Mismatch[]) => Promise<void>;

async function record(db: Db, config: Config, mismatches: Mismatch[], dailyOf: 'today' | null, withRun?: WithRun) {
  const [row] = await db.transaction(async (tx) => {
    const saved = await tx
      .insert(reconciliations)
      .values({ ok: mismatches.length === 0, mismatches, dailyOf: dailyOf ? sql`${TASHKENT_TODAY}` : null })
      .onConflictDoNothing()
      .returning();
    if (saved.length > 0 && mismatches.length > 0 && config.opsTelegramChatId) {
      const lines = mismatches.slice(0, 10).map((m) => `${m.check}: ${m.target} (${m.actual} ≠ ${m.expected})`);
      await enqueueMessage(tx, {
        channel: 'telegram',
        chatId: config.opsTelegramChatId,
        text: [`Fikr: reconciliation found ${mismatches.length} mismatch(es)`, ...lines].join('\n'),
      });
    }
    if (saved.length > 0) await withRun?.(tx, mismatches);
    return saved;
  });
  return row ? { ok: row.ok, checkedAt: row.checkedAt.toISOString(), mismatches: row.mismatches } : null;
}

/** POST /ops/reconcile: checks now, stores the result, and tells the operators' chat of any mismatch. */
export async function reconcileNow(db: Db, config: Config, withRun?: WithRun): Promise<Reconciliation> {
  return (await record(db, config, await findMismatches(db), null, withRun)) as Reconciliation;
}

/**
 * The daily run: the first instance to claim today's row (a unique Tashkent day) runs it; the others find it
 * claimed and do nothing. Returns null when another instance already ran today.
 */
export async function reconcileDaily(db: Db, config: Config): Promise<Reconciliation | null> {
  const [done] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from reconciliations where daily_of = ${TASHKENT_TODAY}`,
  );
  if (Number(done.n) > 0) return null;
  return record(db, config, await findMismatches(db), 'today');
}

/** GET /ops/reconcile: the last result, or an empty one before the first run. */
export async function lastReconciliation(db: Db): Promise<Reconciliation> {
  const [row] = await db.select().from(reconciliations).orderBy(desc(reconciliations.checkedAt)).limit(1);
  if (!row) return { ok: true, checkedAt: new Date(0).toISOString(), mismatches: [] };
  return { ok: row.ok, checkedAt: row.checkedAt.toISOString(), mismatches: row.mismatches };
}
