import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './accounts';

/**
 * A new owner's first steps, each the moment it was first done. Kept once and never recomputed: deleting the form
 * that did a step leaves it done. `testRequestAt` is the one free test request of the business.
 */
export const businessOnboarding = pgTable('business_onboarding', {
  businessId: uuid('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  formAt: timestamp('form_at', { withTimezone: true }),
  shareAt: timestamp('share_at', { withTimezone: true }),
  requestAt: timestamp('request_at', { withTimezone: true }),
  answerAt: timestamp('answer_at', { withTimezone: true }),
  testRequestAt: timestamp('test_request_at', { withTimezone: true }),
});
