import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { businesses, users } from './accounts';
import { createdAt, id } from './columns';

/**
 * A browser's Web Push subscription (its endpoint and keys) for a business's low-rating alerts; one row per endpoint,
 * which belongs to whoever subscribed it last.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The console's language when it subscribed: the alert is written in it. */
    lang: text('lang').$type<'uz' | 'ru' | 'en'>().notNull().default('uz'),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_business_idx').on(t.businessId)],
);
