import { bigint, timestamp, uuid } from 'drizzle-orm/pg-core';

export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Money in som. bigint so balances never overflow; `mode: 'number'` so both drivers give numbers. */
export const money = (name: string) => bigint(name, { mode: 'number' });
