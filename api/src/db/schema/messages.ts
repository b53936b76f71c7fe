import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './accounts';
import { createdAt, id } from './columns';
import { responses } from './forms';
import { pushSubscriptions } from './push';

export type MessageChannel = 'sms' | 'telegram' | 'push';
/** What caused a message; 'survey' is the survey request's link (one per response, its delivery). */
export type MessageKind =
  | 'survey'
  | 'reward'
  | 'voucher_confirm'
  | 'topup_otp'
  | 'password_reset'
  | 'alert'
  | 'customer_code'
  | 'coin_receipt'
  | 'payout'
  | 'member_invite'
  | 'phone_code'
  /** The bot's own answer in a chat (/start, a contact, /stop). */
  | 'bot_reply'
  /** The business's reply to a customer's answer. */
  | 'reply';
/** scheduled: a survey request asked for at night, due (queued) at 09:00 Tashkent time, its next_attempt_at. */
export type MessageStatus = 'queued' | 'scheduled' | 'sent' | 'failed';

/**
 * The durable outbox (services/outbox.ts): every outgoing message, written in the transaction of its cause and
 * sent by the sender loop of any instance, with retries.
 */
export const outgoingMessages = pgTable(
  'outgoing_messages',
  {
    id: id(),
    channel: text('channel').$type<MessageChannel>().notNull(),
    kind: text('kind').$type<MessageKind>().notNull(),
    phone: text('phone'),
    chatId: text('chat_id'),
    /** A push goes to this subscription; gone (unsubscribed, or the push service said so) it is not sent. */
    pushSubscriptionId: uuid('push_subscription_id').references(() => pushSubscriptions.id, { onDelete: 'set null' }),
    /** For a password reset: the password itself (the Telegram gateway delivers a code); blanked once done. */
    text: text('text').notNull(),
    /** What goes by SMS when a Telegram message falls back and its SMS says less (a reply: the fixed template). */
    smsText: text('sms_text'),
    /** A Telegram message's Bot API reply_markup (a button opening the form or the wallet). */
    replyMarkup: jsonb('reply_markup'),
    businessId: uuid('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    responseId: uuid('response_id').references(() => responses.id, { onDelete: 'cascade' }),
    status: text('status').$type<MessageStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** When a queued message is due; while one is being sent, the end of its sender's lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('outgoing_messages_status_check', sql`${t.status} in ('queued', 'scheduled', 'sent', 'failed')`),
    check('outgoing_messages_channel_check', sql`${t.channel} in ('sms', 'telegram', 'push')`),
    check(
      'outgoing_messages_address_check',
      sql`${t.phone} is not null or ${t.chatId} is not null or ${t.channel} = 'push'`,
    ),
    index('outgoing_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
    index('outgoing_messages_scheduled_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'scheduled'`),
    uniqueIndex('outgoing_messages_survey_key')
      .on(t.responseId)
      .where(sql`${t.kind} = 'survey'`),
  ],
);
