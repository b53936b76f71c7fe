import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { businessStats, forms, type StoredAnswer } from '../db/schema';

/** Today's calendar day in Asia/Tashkent, the day every daily figure (response_days) is kept by. */
export const TASHKENT_TODAY = sql.raw(`(now() at time zone 'Asia/Tashkent')::date`);

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The aggregates of db/schema/counters.ts. Each is called inside the transaction that writes the
 * response (or client) it counts, so a rolled-back request leaves no trace in them either.
 */

/** The answers answer_counts counts (choice and number), as the counter statements read them. */
export function countedAnswers(answers: StoredAnswer[]): Array<{ q: string; v: string }> {
  return answers.filter((a) => a.type === 'choice' || a.type === 'number').map((a) => ({ q: a.question, v: a.value }));
}

/**
 * The counters of completed responses (response_days before business_stats: the lock order of a survey request), as CTEs of a statement whose `done` CTE returns one row per completed
 * response with form_id, business_id, rating, is_public and counted (countedAnswers as jsonb): +1 per counted answer, and
 * per business the completed/rating totals (plus `newResponses` per row for responses created by the statement).
 * Privacy: a private response (is_public false) counts only in the totals (requests, completed): no answer count
 * and no rating figure moves, so diffing aggregates before and after it reveals nothing.
 * Rows are upserted in key order, so concurrent statements lock shared counter rows in one order.
 */
export function counterCtes(newResponses: 0 | 1): SQL {
  return sql`, counted as (
      insert into answer_counts (form_id, question_id, value, count)
      select d.form_id, c.q, c.v, count(*) from done d, jsonb_to_recordset(d.counted) as c(q text, v text)
      where d.is_public
      group by 1, 2, 3 order by 1, 2, 3
      on conflict (form_id, question_id, value) do update set count = answer_counts.count + excluded.count
    ),
    days as (
      insert into response_days (business_id, day, form_id, requests, completed, rating_sum, rating_count)
      select business_id, ${TASHKENT_TODAY}, form_id, ${newResponses} * count(*), count(*),
             coalesce(sum(rating) filter (where is_public), 0), count(rating) filter (where is_public)
      from done group by business_id, form_id order by business_id, form_id
      on conflict (business_id, day, form_id) do update set requests = response_days.requests + excluded.requests,
        completed = response_days.completed + excluded.completed, rating_sum = response_days.rating_sum + excluded.rating_sum,
        rating_count = response_days.rating_count + excluded.rating_count
    ),
    stats as (
      insert into business_stats (business_id, responses, completed, rating_sum, rating_count)
      select business_id, ${newResponses} * count(*), count(*),
             coalesce(sum(rating) filter (where is_public), 0), count(rating) filter (where is_public)
      from done group by business_id order by business_id
      on conflict (business_id) do update set responses = business_stats.responses + excluded.responses,
        completed = business_stats.completed + excluded.completed, rating_sum = business_stats.rating_sum + excluded.rating_sum,
        rating_count = business_stats.rating_count + excluded.rating_count
    )`;
}

/** A new response of the form (waiting request or open-link answer), also in its day's row of response_days. */
export async function countResponse(tx: Tx, formId: string): Promise<void> {
  await tx
    .update(forms)
    .set({ responsesCount: sql`${forms.responsesCount} + 1` })
    .where(eq(forms.id, formId));
  await tx.execute(sql`
    insert into response_days (business_id, day, form_id, requests)
    select business_id, ${TASHKENT_TODAY}, id, 1 from forms where id = ${formId}
    on conflict (business_id, day, form_id) do update set requests = response_days.requests + 1`);
}

export interface StatsDelta {
  responses?: number;
  completed?: number;
  ratingSum?: number;
  ratingCount?: number;
  customers?: number;
  repeatCustomers?: number;
}

export async function bumpBusinessStats(tx: Tx, businessId: string, delta: StatsDelta): Promise<void> {
  const d = { responses: 0, completed: 0, ratingSum: 0, ratingCount: 0, customers: 0, repeatCustomers: 0, ...delta };
  const s = businessStats;
  await tx
    .insert(s)
    .values({ businessId, ...d })
    .onConflictDoUpdate({
      target: s.businessId,
      set: {
        responses: sql`${s.responses} + ${d.responses}`,
        completed: sql`${s.completed} + ${d.completed}`,
        ratingSum: sql`${s.ratingSum} + ${d.ratingSum}`,
        ratingCount: sql`${s.ratingCount} + ${d.ratingCount}`,
        customers: sql`${s.customers} + ${d.customers}`,
        repeatCustomers: sql`${s.repeatCustomers} + ${d.repeatCustomers}`,
      },
    });
}
