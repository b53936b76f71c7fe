import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ReviewSite } from '@fikr/shared/core';
import { businessId } from './accounts';
import { createdAt, id } from './columns';
import { responses } from './forms';
import { branches } from './team';

/**
 * A customer who answered publicly followed the completion page's link to a review site (/r/{code}/{site}): counted
 * once per response and site. No money moves for it: a public review is never rewarded.
 */
export const reviewClicks = pgTable(
  'review_clicks',
  {
    id: id(),
    businessId: businessId(),
    branchId: uuid('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    responseId: uuid('response_id')
      .notNull()
      .references(() => responses.id, { onDelete: 'cascade' }),
    site: text('site').$type<ReviewSite>().notNull(),
    at: createdAt(),
  },
  (t) => [
    uniqueIndex('review_clicks_response_site_key').on(t.responseId, t.site),
    index('review_clicks_business_at_idx').on(t.businessId, t.at),
  ],
);
