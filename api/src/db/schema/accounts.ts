import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ReviewLinks } from '@fikr/shared/core';
import { createdAt, id, money, updatedAt } from './columns';

export const users = pgTable('users', {
  id: id(),
  phone: text('phone').notNull().unique(),
  name: text('name').notNull().default(''),
  passwordHash: text('password_hash').notNull(),
  /** Tokens carry the version they were signed at (`ver`); raising it revokes them all (logout, reset). */
  tokenVersion: integer('token_version').notNull().default(0),
  /**
   * When the owner of the account proved the phone (a code by SMS, or a reset password delivered to it). Until then
   * the phone grants nothing: no team seat, no operator rights, no coin payments at a till.
   */
  phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A reset's new password: valid alongside the old one until it is first used. */
export const passwordResets = pgTable('password_resets', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
});

/** The one live code that proves an account's phone (POST /auth/phone/code); a new one replaces it. */
export const phoneCodes = pgTable('phone_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The phone the code went to: the code proves this phone only. */
  phone: text('phone').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const businesses = pgTable(
  'businesses',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    category: integer('category').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    region: integer('region'),
    district: integer('district'),
    address: text('address').notNull().default(''),
    logo: text('logo'),
    /** Its Google Maps, Yandex Maps and 2GIS pages (https or null); null: none set. */
    reviewLinks: jsonb('review_links').$type<ReviewLinks>(),
    /** Always equals the sum of this business's ledger rows. */
    coin: money('coin').notNull().default(0),
    /** Set by an operator: the business can read everything but sends no request and tops up nothing. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspendedReason: text('suspended_reason').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('businesses_coin_non_negative', sql`${t.coin} >= 0`)],
);

/** The owning business of a row; its rows go when the business goes. */
export const businessId = () =>
  uuid('business_id')
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' });

/** Customers a business has sent survey requests to. */
export const clients = pgTable(
  'clients',
  {
    id: id(),
    businessId: businessId(),
    phone: text('phone').notNull(),
    name: text('name').notNull().default(''),
    requests: integer('requests').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('clients_business_phone_key').on(t.businessId, t.phone),
    index('clients_business_updated_idx').on(t.businessId, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
