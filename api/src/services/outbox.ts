import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Delivery } from '@fikr/shared/core';
import type { ReplyMarkup } from '../providers/types';
import type { Db } from '../db/client';
import { rows } from '../db/rows';
import { outgoingMessages, responses, type MessageKind, type MessageStatus } from '../db/schema';
import { conflict, notFound } from '../lib/app-error';
import { isUuid } from '../lib/random-codes';
import type { Tx } from './counters';
import { inBranch, type Scope } from './scope';
import { quietHoursEnd } from './survey-guard';
import { linkButton, telegramChatOf } from './customer-contacts';

/**
 * One outgoing message. SMS go to `phone`; Telegram goes to a `chatId` (owner alerts through the bot) or, for a
 * password reset, to the Telegram account of `phone` with `text` being the password (the gateway delivers codes); a
 * push goes to a browser's subscription (`pushSubscriptionId`).
 */
export type MessageInput =
  | {
      channel: 'sms';
      phone: string;
      text: string;
      kind: Exclude<MessageKind, 'password_reset'>;
      businessId?: string | null;
      responseId?: string | null;
      /** The page the message links to: a button under the message when it goes by Telegram. */
      link?: { label: string; url: string };
      /** What a linked Telegram chat gets instead of `text` (which stays the SMS, for the fallback). */
      telegramText?: string;
      /** Held back (status scheduled) until then: a survey request asked for at night goes at 09:00. */
      notBefore?: Date | null;
    }
  | {
      channel: 'telegram';
      chatId: string;
      text: string;
      kind?: 'alert' | 'bot_reply';
      replyMarkup?: ReplyMarkup;
      businessId?: string | null;
      responseId?: string | null;
    }
  | { channel: 'telegram'; kind: 'password_reset'; phone: string; text: string }
  | {
      channel: 'push';
      /** The JSON payload ({ title, body, url }) the browser's service worker shows. */
      text: string;
      kind: 'alert';
      pushSubscriptionId: string;
      businessId: string;
      responseId?: string | null;
    };

/** A customer's messages that go by Telegram when their phone has a linked chat, by SMS otherwise or on failure. */
export const TELEGRAM_FIRST: ReadonlySet<MessageKind> = new Set<MessageKind>([
  'survey',
  'reward',
  'voucher_confirm',
  'customer_code',
  'reply',
]);

type Listener = () => void;
const listeners = new Set<Listener>();

/** Messages were queued by SQL of its own (a batched statement): the sender loops of this process look now. */
export function wakeSenders(): void {
  for (const listener of listeners) listener();
}

/** The sender loops of this process (services/outbox-sender.ts) hear about every enqueue. */
export function onEnqueue(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Queues a message in the caller's transaction: it exists exactly when its cause commits (a rollback leaves no
 * message), and a sender loop of some instance delivers it at least once. Returns the message id and the channel it goes by.
 *
 *   await db.transaction(async (tx) => { …; await enqueueMessage(tx, { channel: 'telegram', chatId, text }); });
 */
export async function enqueueMessage(
  db: Db | Tx,
  input: MessageInput,
): Promise<{ id: string; channel: MessageInput['channel']; status: MessageStatus }> {
  // A customer's message goes to their linked Telegram chat first; the phone stays on it for the SMS fallback.
  const chatFirst =
    input.channel === 'sms' && TELEGRAM_FIRST.has(input.kind) ? await telegramChatOf(db, input.phone) : null;
  const replyMarkup =
    chatFirst && input.channel === 'sms' && input.link
      ? linkButton(input.link.label, input.link.url)
      : input.channel === 'telegram' && 'replyMarkup' in input
        ? (input.replyMarkup ?? null)
        : null;
  const notBefore = input.channel === 'sms' ? (input.notBefore ?? null) : null;
  const [row] = await db
    .insert(outgoingMessages)
    .values({
      ...(notBefore ? { status: 'scheduled' as const, nextAttemptAt: notBefore } : {}),
      channel: chatFirst ? 'telegram' : input.channel,
      kind: input.kind ?? 'alert',
      phone: 'phone' in input ? input.phone : null,
      chatId: chatFirst ?? ('chatId' in input ? input.chatId : null),
      replyMarkup,
      pushSubscriptionId: 'pushSubscriptionId' in input ? input.pushSubscriptionId : null,
      text: chatFirst && input.channel === 'sms' && input.telegramText ? input.telegramText : input.text,
      smsText: chatFirst && input.channel === 'sms' && input.telegramText ? input.text : null,
      businessId: 'businessId' in input ? (input.businessId ?? null) : null,
      responseId: 'responseId' in input ? (input.responseId ?? null) : null,
    })
    .returning({ id: outgoingMessages.id, channel: outgoingMessages.channel, status: outgoingMessages.status });
  // The loop checks right away and again shortly after, by when the caller's transaction has committed.
  for (const listener of listeners) listener();
  return row;
}

interface DeliveryRow {
  response_id: string;
  channel: string;
  status: MessageStatus;
  attempts: number;
  sent_at: Date | string | null;
  last_error: string | null;
}

function deliveryView(row: DeliveryRow): Delivery {
  const delivery: Delivery = {
    channel: row.channel === 'telegram' ? 'telegram' : 'sms',
    status: row.status,
    attempts: Number(row.attempts),
    sentAt: row.sent_at === null ? null : new Date(row.sent_at).toISOString(),
  };
  if (row.last_error) delivery.lastError = row.last_error;
  return delivery;
}

/** The delivery of each survey request's SMS (responses without one — open-link answers — are absent). */
export async function surveyDeliveries(db: Db, responseIds: string[]): Promise<Map<string, Delivery>> {
  if (responseIds.length === 0) return new Map();
  const found = await db
    .select({
      response_id: outgoingMessages.responseId,
      channel: outgoingMessages.channel,
      status: outgoingMessages.status,
      attempts: outgoingMessages.attempts,
      sent_at: outgoingMessages.sentAt,
      last_error: outgoingMessages.lastError,
    })
    .from(outgoingMessages)
    .where(and(eq(outgoingMessages.kind, 'survey'), inArray(outgoingMessages.responseId, responseIds)));
  return new Map(found.map((r) => [r.response_id as string, deliveryView(r as DeliveryRow)]));
}

/**
 * Whether the business may have its survey SMS sent again: another business's id is a 404; an answer through
 * the open link has no SMS and a completed request needs none (409).
 */
export async function assertResendable(db: Db, scope: Scope, responseId: string): Promise<void> {
  if (!isUuid(responseId)) throw notFound('errors.responseNotFound');
  const [own] = await db
    .select({ status: responses.status, sms: outgoingMessages.id })
    .from(responses)
    .leftJoin(outgoingMessages, and(eq(outgoingMessages.responseId, responses.id), eq(outgoingMessages.kind, 'survey')))
    .where(
      and(
        eq(responses.id, responseId),
        eq(responses.businessId, scope.businessId),
        inBranch(responses.branchId, scope),
      ),
    )
    .limit(1);
  if (!own) throw notFound('errors.responseNotFound');
  if (!own.sms) throw conflict('api.noSurveySms');
  if (own.status !== 'waiting') throw conflict('errors.responseCompleted');
}

/**
 * POST /responses/:id/resend: the business's survey request SMS is queued again from its first attempt (also a
 * sent one: the customer may have lost it), while the request is still waiting for its answers.
 */
export async function resendSurveySms(db: Db, scope: Scope, responseId: string, quietHours = false): Promise<Delivery> {
  await assertResendable(db, scope, responseId);
  // at night it waits for 09:00 like a new request
  const notBefore = quietHours ? quietHoursEnd(Date.now()) : null;
  const [row] = await rows<DeliveryRow>(
    db,
    sql`update outgoing_messages m
        set status = ${notBefore ? 'scheduled' : 'queued'}, attempts = 0,
            next_attempt_at = ${notBefore ? sql`${notBefore.toISOString()}::timestamptz` : sql`now()`},
            last_error = null, sent_at = null
        from responses r
        where m.kind = 'survey' and m.response_id = ${responseId} and r.id = m.response_id
          and r.business_id = ${scope.businessId} and r.status = 'waiting'
          ${scope.branchId ? sql`and r.branch_id = ${scope.branchId}` : sql``}
        returning m.response_id, m.channel, m.status, m.attempts, m.sent_at, m.last_error`,
  );
  // completed between the check and the update
  if (!row) throw conflict('errors.responseCompleted');
  for (const listener of listeners) listener();
  return deliveryView(row);
}
