import { and, eq, sql } from 'drizzle-orm';
import type { TodayStats, TrendDay, TrendsQuery } from '@fikr/shared/core';
import type { Db } from '../db/client';
import { rows } from '../db/rows';
import { forms } from '../db/schema';
import { notFound } from '../lib/app-error';
import { isUuid } from '../lib/random-codes';
import { TASHKENT_TODAY } from './counters';

interface DayRow {
  date: string;
  requests: number | string;
  completed: number | string;
  rating_sum: number | string;
  rating_count: number | string;
}

/** Average of public ratings to two decimals; null on a day without any (0 would read as a real, awful rating). */
function average(sum: number, count: number): number | null {
  return count > 0 ? Math.round((sum / count) * 100) / 100 : null;
}

function toDay(r: DayRow): TrendDay {
  const ratingCount = Number(r.rating_count);
  return {
    date: r.date,
    requests: Number(r.requests),
    completed: Number(r.completed),
    ratingAvg: average(Number(r.rating_sum), ratingCount),
    ratingCount,
  };
}

/**
 * GET /stats/trends: one row per Asia/Tashkent day of the range, zeros included, from the daily counters of
 * response_days (requests by the day they were created, completed and public ratings by the day of completion).
 * A form of another business is a 404, like every other route given a foreign id.
 */
export async function trends(db: Db, businessId: string, query: TrendsQuery): Promise<{ days: TrendDay[] }> {
  if (query.form) {
    const own = isUuid(query.form)
      ? await db
          .select({ id: forms.id })
          .from(forms)
          .where(and(eq(forms.id, query.form), eq(forms.businessId, businessId)))
          .limit(1)
      : [];
    if (own.length === 0) throw notFound('errors.formNotFound');
  }
  const formFilter = query.form ? sql`and d.form_id = ${query.form}` : sql``;
  if (query.branch) return { days: (await branchDays(db, businessId, query.branch, query)).map(toDay) };
  const days = await rows<DayRow>(
    db,
    sql`select to_char(g.day, 'YYYY-MM-DD') as date, coalesce(sum(d.requests), 0) as requests,
               coalesce(sum(d.completed), 0) as completed, coalesce(sum(d.rating_sum), 0) as rating_sum,
               coalesce(sum(d.rating_count), 0) as rating_count
        from generate_series(${query.from}::date, ${query.to}::date, interval '1 day') as g(day)
        left join response_days d on d.business_id = ${businessId} and d.day = g.day::date ${formFilter}
        group by g.day order by g.day`,
  );
  return { days: days.map(toDay) };
}

/**
 * One branch's days, counted from its responses (the daily counters are kept per business and form): requests by
 * the Tashkent day they were made, completed and public ratings by the day they were completed.
 */
function branchDays(db: Db, businessId: string, branch: string, range: { from: string; to: string; form?: string }) {
  const form = range.form ? sql`and form_id = ${range.form}` : sql``;
  return rows<DayRow>(
    db,
    sql`with mine as (select * from responses where business_id = ${businessId} and branch_id = ${branch} ${form}),
             made as (select (created_at at time zone 'Asia/Tashkent')::date as day, count(*) as n from mine group by 1),
             done as (select (completed_at at time zone 'Asia/Tashkent')::date as day, count(*) as n,
                             coalesce(sum(rating) filter (where is_public and rating is not null), 0) as rating_sum,
                             count(*) filter (where is_public and rating is not null) as rating_count
                      from mine where status = 'completed' and completed_at is not null group by 1)
        select to_char(g.day, 'YYYY-MM-DD') as date, coalesce(made.n, 0) as requests, coalesce(done.n, 0) as completed,
               coalesce(done.rating_sum, 0) as rating_sum, coalesce(done.rating_count, 0) as rating_count
        from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') as g(day)
        left join made on made.day = g.day::date left join done on done.day = g.day::date
        order by g.day`,
  );
}

/** GET /stats `today`: today's Asia/Tashkent figures (ratings of public responses only). */
export async function todayStats(db: Db, businessId: string, branch?: string): Promise<TodayStats> {
  if (branch) {
    const [day] = await rows<{ date: string }>(db, sql`select to_char(${TASHKENT_TODAY}, 'YYYY-MM-DD') as date`);
    const [r] = await branchDays(db, businessId, branch, { from: day.date, to: day.date });
    const { date: _date, ...today } = toDay(r);
    return today;
  }
  const [r] = await rows<DayRow>(
    db,
    sql`select '' as date, coalesce(sum(requests), 0) as requests, coalesce(sum(completed), 0) as completed,
               coalesce(sum(rating_sum), 0) as rating_sum, coalesce(sum(rating_count), 0) as rating_count
        from response_days where business_id = ${businessId} and day = ${TASHKENT_TODAY}`,
  );
  const { date: _date, ...today } = toDay(r);
  return today;
}
