import { bigint, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './accounts';
import { forms } from './forms';

// Aggregates kept up to date inside the transactions that change responses, so dashboards and list
// totals read one row instead of counting a million. The ledger-style rule: every write path of
// responses/clients updates them in the same transaction (services/counters.ts).

/**
 * Choice/number answers counted per form, question and value. Updated in the submit transaction;
 * /stats/answers reads it instead of unpacking every stored answer.
 */
export const answerCounts = pgTable(
  'answer_counts',
  {
    formId: uuid('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    value: text('value').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.formId, t.questionId, t.value] })],
);

/** Per business: responses, completed ones with their rating sum/count, customers and repeat customers. */
export const businessStats = pgTable('business_stats', {
  businessId: uuid('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  responses: integer('responses').notNull().default(0),
  completed: integer('completed').notNull().default(0),
  ratingSum: bigint('rating_sum', { mode: 'number' }).notNull().default(0),
  ratingCount: integer('rating_count').notNull().default(0),
  customers: integer('customers').notNull().default(0),
  repeatCustomers: integer('repeat_customers').notNull().default(0),
});
