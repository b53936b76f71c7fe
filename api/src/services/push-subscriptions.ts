import { and, eq, sql } from 'drizzle-orm';
import type { Lang, PushSettings, PushSubscribePayload } from '@fikr/shared/core';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { pushSubscriptions } from '../db/schema';
import { conflict } from '../lib/app-error';

/** GET /business/push: what the console needs to offer browser alerts. */
export function pushSettings(config: Config): PushSettings {
  const available = config.push.provider !== 'off';
  return { available, publicKey: available ? (config.push.vapidPublicKey ?? null) : null };
}

/** Browsers one person keeps subscribed per business: a new one past this drops their oldest. */
export const MAX_SUBSCRIPTIONS_PER_USER = 10;

function assertAvailable(config: Config): void {
  if (config.push.provider === 'off') throw conflict('errors.pushUnavailable');
}

/** A browser's subscription, for this user and business; an endpoint already known moves here with its new keys. */
export async function subscribe(
  db: Db,
  config: Config,
  owner: { businessId: string; userId: string; lang: Lang },
  input: PushSubscribePayload,
): Promise<void> {
  assertAvailable(config);
  const row = { ...owner, p256dh: input.keys.p256dh, auth: input.keys.auth };
  await db
    .insert(pushSubscriptions)
    .values({ ...row, endpoint: input.endpoint })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...row, createdAt: sql`now()` } });
  // Each low rating pushes to every subscription: one person cannot multiply that without bound.
  await db.execute(
    sql`delete from push_subscriptions where id in (
          select id from push_subscriptions where business_id = ${owner.businessId} and user_id = ${owner.userId}
          order by created_at desc, id desc offset ${MAX_SUBSCRIPTIONS_PER_USER})`,
  );
}

/** Forgets the endpoint of this business (nothing to forget is fine: the browser may ask twice). */
export async function unsubscribe(db: Db, businessId: string, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.businessId, businessId)));
}
