import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { businessId } from './accounts';
import { createdAt, id, money } from './columns';
import { responses } from './forms';

/**
 * The business's answer to a public response (POST /responses/:id/reply): its text (links and phone numbers cut
 * out), an optional make-good paid like a survey request's reward, and the code of the customer's page /reply/:code.
 */
export const responseReplies = pgTable(
  'response_replies',
  {
    id: id(),
    businessId: businessId(),
    responseId: uuid('response_id')
      .notNull()
      .references(() => responses.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    code: text('code').notNull().unique(),
    /** null: words only. */
    typeMotive: text('type_motive').$type<'coin' | 'voucher'>(),
    coin: money('coin'),
    voucherAmount: money('voucher_amount'),
    voucherDescription: text('voucher_description'),
    voucherDuration: integer('voucher_duration'),
    commission: money('commission').notNull().default(0),
    /** The message that told the customer (its channel is what the console shows). */
    messageId: uuid('message_id'),
    createdAt: createdAt(),
  },
  (t) => [
    check('response_replies_type_motive_check', sql`${t.typeMotive} is null or ${t.typeMotive} in ('coin', 'voucher')`),
    index('response_replies_response_created_idx').on(t.responseId, t.createdAt),
    index('response_replies_business_created_idx').on(t.businessId, t.createdAt),
  ],
);
