import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ReviewLinks } from '@fikr/shared/core';
import { businessId } from './accounts';
import { createdAt, id } from './columns';

export type MemberRole = 'manager' | 'cashier';

/** A place of the business: its own open link (?b=code) and its own figures. */
export const branches = pgTable(
  'branches',
  {
    id: id(),
    businessId: businessId(),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    region: integer('region'),
    district: integer('district'),
    /** Short and unique in the business: /form/{shareCode}?b={code}. */
    code: text('code').notNull(),
    /** The branch's own review pages; a link set here wins over the business's. */
    reviewLinks: jsonb('review_links').$type<ReviewLinks>(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('branches_business_code_key').on(t.businessId, t.code)],
);

/**
 * Staff of a business, invited by phone: whoever signs in with that phone is the member (joined_at is set at their
 * first request). The owner is businesses.user_id and has no row here.
 */
export const members = pgTable(
  'members',
  {
    id: id(),
    businessId: businessId(),
    phone: text('phone').notNull(),
    role: text('role').$type<MemberRole>().notNull(),
    branchId: uuid('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
  },
  (t) => [
    check('members_role_check', sql`${t.role} in ('manager', 'cashier')`),
    uniqueIndex('members_business_phone_key').on(t.businessId, t.phone),
    index('members_phone_idx').on(t.phone),
  ],
);

/** Who did what to which money or access, when and from where; append-only (a trigger refuses UPDATE and DELETE). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    businessId: uuid('business_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: uuid('actor_user_id'),
    actorPhone: text('actor_phone').notNull(),
    actorRole: text('actor_role').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    ip: text('ip').notNull(),
  },
  (t) => [index('audit_log_business_at_idx').on(t.businessId, t.at.desc().nullsFirst(), t.id.desc().nullsFirst())],
);
