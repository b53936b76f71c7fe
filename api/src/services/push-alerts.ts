import { sql } from 'drizzle-orm';
import { DEFAULT_ALERT_THRESHOLD, type Lang } from '@fikr/shared/core';
import { rows } from '../db/rows';
import { text } from '../lib/messages';
import { quotable } from '../lib/quoted-text';
import { ROUTE_ROLES } from '../plugins/route-roles';
import type { Tx } from './counters';
import { enqueueMessage } from './outbox';

interface LowRating {
  business_id: string;
  branch_id: string | null;
  business_name: string;
  form_title: string;
  rating: number;
}

/**
 * Whoever may open the page a push links to may get the push: the roles of GET /responses/:id, the owner being the
 * business's user rather than a member row.
 */
const MEMBER_READERS = ROUTE_ROLES['GET /api/responses/:id'].filter((role) => role !== 'owner');

/** Longest name (business, form) a push quotes. */
const NAME_MAX = 100;

/** What the browser shows: Fikr's words, the names quoted, and the console's page of the response. */
export function lowRatingPush(row: LowRating, responseId: string, lang: Lang): string {
  const stars = '★'.repeat(row.rating) + '☆'.repeat(5 - row.rating);
  return JSON.stringify({
    title: text('api.pushLowRatingTitle', { stars, rating: row.rating }, lang),
    body: text(
      'api.pushLowRatingBody',
      { name: quotable(row.business_name, NAME_MAX), title: quotable(row.form_title, NAME_MAX) },
      lang,
    ),
    url: `/business/responses/${responseId}`,
  });
}

/**
 * In the alert's transaction: one push per browser subscribed to the business by someone who may still read this
 * response (the owner, a whole-business member, a member of the response's branch), when the response is PUBLIC and rated at or below the business's threshold (the Telegram one, linked or
 * not). The query itself requires is_public, so a private answer never reaches a push; the payload carries no
 * review or customer name.
 */
export async function enqueueLowRatingPushes(tx: Tx, responseId: string): Promise<number> {
  const [row] = await rows<LowRating>(
    tx,
    sql`select r.business_id, r.branch_id, b.name as business_name, f.title as form_title, r.rating
        from responses r
        join businesses b on b.id = r.business_id
        join forms f on f.id = r.form_id
        left join telegram_alerts a on a.business_id = r.business_id
        where r.id = ${responseId} and r.status = 'completed' and r.is_public and r.rating is not null
          and r.rating <= coalesce(a.threshold, ${DEFAULT_ALERT_THRESHOLD})`,
  );
  if (!row) return 0;
  const subscriptions = await rows<{ id: string; lang: Lang }>(
    tx,
    sql`select s.id, s.lang from push_subscriptions s
        where s.business_id = ${row.business_id}
          and (exists (select 1 from businesses b where b.id = s.business_id and b.user_id = s.user_id)
            or exists (select 1 from members m join users u on u.phone = m.phone
                       where m.business_id = s.business_id and u.id = s.user_id
                         and (m.branch_id is null or m.branch_id = ${row.branch_id}::uuid)
                         and m.role in (${sql.join(
                           MEMBER_READERS.map((role) => sql`${role}`),
                           sql`, `,
                         )})))
        order by s.created_at, s.id`,
  );
  for (const s of subscriptions)
    await enqueueMessage(tx, {
      channel: 'push',
      kind: 'alert',
      pushSubscriptionId: s.id,
      text: lowRatingPush(row, responseId, s.lang),
      businessId: row.business_id,
      responseId,
    });
  return subscriptions.length;
}
