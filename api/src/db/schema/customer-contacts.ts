import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

/**
 * What a customer's phone (normalised 998…) told Fikr about reaching it: the Telegram chat that proved the phone
 * with its own contact (one phone, one chat), and whether it stopped survey requests (by Telegram and SMS, from
 * every business). The SMS opt-out link will set the same column.
 */
export const customerContacts = pgTable('customer_contacts', {
  phone: text('phone').primaryKey(),
  telegramChatId: text('telegram_chat_id').unique(),
  telegramUserId: text('telegram_user_id').unique(),
  telegramLinkedAt: timestamp('telegram_linked_at', { withTimezone: true }),
  /** The bot was answered 403 (blocked): messages go by SMS until the chat writes to the bot again. */
  telegramBlockedAt: timestamp('telegram_blocked_at', { withTimezone: true }),
  surveysStoppedAt: timestamp('surveys_stopped_at', { withTimezone: true }),
  updatedAt: updatedAt(),
});

/** A customer chat's `/start` payload (a form to open) kept until the chat shares its contact. */
export const telegramPendingStarts = pgTable('telegram_pending_starts', {
  chatId: text('chat_id').primaryKey(),
  payload: text('payload').notNull(),
  createdAt: createdAt(),
});

/** The trail of a phone's contact changes: a chat linked, replaced by another, a stop and its undoing. */
export const customerContactEvents = pgTable(
  'customer_contact_events',
  {
    id: id(),
    phone: text('phone').notNull(),
    action: text('action').notNull(),
    detail: text('detail').notNull().default(''),
    at: createdAt(),
  },
  (t) => [index('customer_contact_events_phone_idx').on(t.phone, t.at)],
);
