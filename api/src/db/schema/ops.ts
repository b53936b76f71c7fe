import { boolean, date, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id } from './columns';

/** What operators did, by whom and from where; append-only (the trigger of audit_log refuses UPDATE and DELETE). */
export const opsAudit = pgTable('ops_audit', {
  id: id(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  operatorPhone: text('operator_phone').notNull(),
  action: text('action').notNull(),
  target: text('target').notNull(),
  ip: text('ip').notNull(),
});

export interface Mismatch {
  check: string;
  target: string;
  expected: number;
  actual: number;
}

/** Each reconciliation's result; `daily_of` is the Tashkent day a daily run claimed (one instance runs it). */
export const reconciliations = pgTable(
  'reconciliations',
  {
    id: id(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
    ok: boolean('ok').notNull(),
    mismatches: jsonb('mismatches').$type<Mismatch[]>().notNull().default([]),
    dailyOf: date('daily_of'),
  },
  (t) => [
    uniqueIndex('reconciliations_daily_key').on(t.dailyOf),
    index('reconciliations_checked_idx').on(t.checkedAt.desc().nullsFirst()),
  ],
);

/**
 * The console's remote manifest as operators changed it: one row per remote (container name), holding what an
 * MF_REMOTES value holds (a URL, { entry, pages }, or null = withdrawn). Every instance reads it, so a change made on
 * one is served by all of them; without a row the remote is what the server's own settings say.
 */
export const remoteOverrides = pgTable('remote_overrides', {
  name: text('name').primaryKey(),
  value: jsonb('value').$type<unknown>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by').notNull(),
});
