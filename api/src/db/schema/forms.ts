import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businessId } from './accounts';
import { branches } from './team';
import { createdAt, id, money, updatedAt } from './columns';

export interface StoredQuestion {
  _id: string;
  type: 'text' | 'choice' | 'number';
  text: string;
  required: boolean;
  options: string[];
  min?: number;
  max?: number;
}

/** Answers keep the question's id AND text, so editing the form never changes what was answered. */
export interface StoredAnswer {
  question: string;
  questionText: string;
  type: StoredQuestion['type'];
  value: string;
}

export const forms = pgTable(
  'forms',
  {
    id: id(),
    businessId: businessId(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    questions: jsonb('questions').$type<StoredQuestion[]>().notNull().default([]),
    shareCode: text('share_code').notNull().unique(),
    /** Kept in step with inserts into responses (same transaction), so lists never count 1M rows. */
    responsesCount: integer('responses_count').notNull().default(0),
    /** Deleted forms stay so their responses keep a form to point to. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('forms_business_created_idx')
      .on(t.businessId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
  ],
);

export const responses = pgTable(
  'responses',
  {
    id: id(),
    businessId: businessId(),
    formId: uuid('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    uniqueCode: text('unique_code').notNull().unique(),
    status: text('status').$type<'waiting' | 'completed'>().notNull().default('waiting'),
    customerPhone: text('customer_phone').notNull().default(''),
    customerName: text('customer_name').notNull().default(''),
    answers: jsonb('answers').$type<StoredAnswer[]>().notNull().default([]),
    rating: smallint('rating'),
    review: text('review'),
    isPublic: boolean('is_public').notNull().default(true),
    /** null for answers through a form's open share link (no reward). */
    typeMotive: text('type_motive').$type<'coin' | 'voucher'>(),
    coin: money('coin'),
    voucherAmount: money('voucher_amount'),
    voucherDescription: text('voucher_description'),
    voucherDuration: integer('voucher_duration'),
    commission: money('commission').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** The business's own follow-up: done or not, and its note (fine to show on private rows too). */
    handled: boolean('handled').notNull().default(false),
    note: text('note').notNull().default(''),
    /** The branch the request was sent for, or whose open link was answered (null: the business as a whole). */
    branchId: uuid('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    /** The owner's free test request to their own phone (first steps): no reward, no fee, not a real answer. */
    isTest: boolean('is_test').notNull().default(false),
  },
  (t) => [
    check('responses_status_check', sql`${t.status} in ('waiting', 'completed')`),
    index('responses_business_created_idx').on(t.businessId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('responses_business_status_created_idx').on(
      t.businessId,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('responses_form_created_idx').on(t.formId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('responses_business_phone_idx').on(t.businessId, t.customerPhone),
    // a phone's survey requests of the last day from all businesses (the no-spam limit)
    index('responses_phone_created_idx').on(t.customerPhone, t.createdAt),
    index('responses_business_branch_created_idx').on(
      t.businessId,
      t.branchId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('responses_phone_trgm_idx').using('gin', sql`${t.customerPhone} gin_trgm_ops`),
    index('responses_name_trgm_idx').using('gin', sql`${t.customerName} gin_trgm_ops`),
    index('responses_business_handled_created_idx')
      .on(t.businessId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.handled}`),
  ],
);
