import { sql } from 'drizzle-orm';
import type { Recovery } from '@fikr/shared/core';
import type { Db } from '../db/client';
import { rows } from '../db/rows';

/**
 * GET /stats/recovery: the unhappy customers of the last `days` days — completed public answers rated 1–2 (a
 * private answer's rating is never shown, so it never counts here), of those replied to, first replied within
 * 24 hours of the answer, replied with a make-good, whose make-good was used (a coin one is credited at once, a
 * voucher once redeemed at the till), and whose phone answered the business again within 30 days.
 */
export async function recoveryStats(db: Db, businessId: string, days: number, branch?: string): Promise<Recovery> {
  const [r] = await rows<{
    low_ratings: number;
    replied: number;
    within_24h: number;
    made_good: number;
    redeemed: number;
    returned: number;
    first_unreplied: string | null;
  }>(
    db,
    sql`with low as (
          select r.id, r.customer_phone, r.completed_at
          from responses r
          where r.business_id = ${businessId} and r.status = 'completed' and r.is_public and not r.is_test
            and r.rating between 1 and 2
            and r.completed_at >= now() - make_interval(days => ${days})
            ${branch ? sql`and r.branch_id = ${branch}` : sql``}
        ),
        answered as (
          select low.id, min(rr.created_at) as first_at,
                 bool_or(rr.type_motive is not null) as made_good,
                 bool_or(rr.type_motive = 'coin' or coalesce(v.is_redeemed, false)) as redeemed
          from low join response_replies rr on rr.response_id = low.id
               left join vouchers v on v.reply_id = rr.id
          group by low.id
        )
        select count(*)::int as low_ratings,
               count(a.id)::int as replied,
               (count(*) filter (where a.first_at <= low.completed_at + interval '24 hours'))::int as within_24h,
               (count(*) filter (where a.made_good))::int as made_good,
               (count(*) filter (where a.redeemed))::int as redeemed,
               (count(*) filter (where low.customer_phone <> '' and exists (
                  select 1 from responses o
                  where o.business_id = ${businessId} and o.customer_phone = low.customer_phone and o.id <> low.id
                    and o.status = 'completed' and not o.is_test
                    and o.completed_at > low.completed_at and o.completed_at <= low.completed_at + interval '30 days'
               )))::int as returned,
               (select l.id from low l where not exists (select 1 from response_replies x where x.response_id = l.id)
                order by l.completed_at desc limit 1) as first_unreplied
        from low left join answered a on a.id = low.id`,
  );
  return {
    lowRatings: Number(r.low_ratings),
    replied: Number(r.replied),
    repliedWithin24h: Number(r.within_24h),
    madeGood: Number(r.made_good),
    madeGoodRedeemed: Number(r.redeemed),
    returned: Number(r.returned),
    firstUnreplied: r.first_unreplied ?? null,
  };
}
