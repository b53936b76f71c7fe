import { createHash } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { DEFAULT_ALERT_THRESHOLD, type TelegramAlertSettings } from '@fikr/shared/core';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { rows } from '../db/rows';
import { telegramAlerts } from '../db/schema';
import { text } from '../lib/messages';
import { recordAudit } from './audit';
import { quotable } from '../lib/quoted-text';
import { urlToken } from '../lib/random-codes';
import { enqueueMessage } from './outbox';
import { enqueueLowRatingPushes } from './push-alerts';
import type { Tx } from './counters';

/** How long a t.me/<bot>?start=<token> link can be used (once). */
export const LINK_TOKEN_TTL_MINUTES = 30;

/** The only ratings that can alert (the largest threshold the owner may pick). */
export const MAX_ALERT_RATING = 3;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Every Telegram message of the alerts goes through here: the durable outbox (sent by its loop with retries;
 * the sandbox records it addressed by chat id at /api/dev/outbox).
 */
async function sendToChat(
  db: Db | Tx,
  chatId: string,
  text: string,
  refs: { businessId?: string; responseId?: string } = {},
): Promise<void> {
  await enqueueMessage(db, { channel: 'telegram', kind: 'alert', chatId, text, ...refs });
}

type AlertRow = typeof telegramAlerts.$inferSelect;

function settingsView(row: AlertRow | undefined): TelegramAlertSettings {
  return {
    linked: Boolean(row?.chatId),
    chatId: row?.chatId ?? null,
    chatName: row?.chatId ? row.chatName : '',
    threshold: (row?.threshold ?? DEFAULT_ALERT_THRESHOLD) as TelegramAlertSettings['threshold'],
    linkedAt: row?.chatId && row.linkedAt ? row.linkedAt.toISOString() : null,
  };
}

export async function alertSettings(db: Db, businessId: string): Promise<TelegramAlertSettings> {
  const [row] = await db.select().from(telegramAlerts).where(eq(telegramAlerts.businessId, businessId));
  return settingsView(row);
}

/** POST /business/telegram-link: a new one-time token (the previous unused one stops working). */
export async function createLinkUrl(db: Db, config: Config, businessId: string): Promise<{ url: string }> {
  const token = urlToken(24);
  const expires = sql`now() + make_interval(mins => ${LINK_TOKEN_TTL_MINUTES})`;
  await db
    .insert(telegramAlerts)
    .values({ businessId, linkToken: hash(token), linkTokenExpiresAt: expires })
    .onConflictDoUpdate({
      target: telegramAlerts.businessId,
      set: { linkToken: hash(token), linkTokenExpiresAt: expires, updatedAt: new Date() },
    });
  return { url: `https://t.me/${config.telegram.botUsername}?start=${token}` };
}

export async function setThreshold(db: Db, businessId: string, threshold: number): Promise<TelegramAlertSettings> {
  const [row] = await db
    .insert(telegramAlerts)
    .values({ businessId, threshold })
    .onConflictDoUpdate({ target: telegramAlerts.businessId, set: { threshold, updatedAt: new Date() } })
    .returning();
  return settingsView(row);
}

/** DELETE /business/telegram: no chat, no pending link; the threshold stays for the next link. */
export async function unlinkChat(db: Db, businessId: string): Promise<TelegramAlertSettings> {
  const [row] = await db
    .update(telegramAlerts)
    .set({
      chatId: null,
      chatName: '',
      linkedAt: null,
      linkToken: null,
      linkTokenExpiresAt: null,
      updatedAt: new Date(),
    })
    .where(eq(telegramAlerts.businessId, businessId))
    .returning();
  return settingsView(row);
}

export interface TelegramChat {
  id: number | string;
  title?: string;
  first_name?: string;
  last_name?: string;
  username?: string;
}

function chatName(chat: TelegramChat): string {
  const name = chat.title ?? [chat.first_name, chat.last_name].filter(Boolean).join(' ');
  return (name || (chat.username ? `@${chat.username}` : '')).slice(0, 200);
}

/**
 * The bot's `/start <token>`: links the chat to the token's business (once; an expired or used token links
 * nothing) and answers in the chat when it links; a refusal is answered by answerExpiredLink.
 */
export async function linkChat(db: Db, token: string, chat: TelegramChat): Promise<boolean> {
  const chatId = String(chat.id);
  return db.transaction(async (tx) => {
    const [linked] = await tx
      .update(telegramAlerts)
      .set({
        chatId,
        chatName: chatName(chat),
        linkedAt: new Date(),
        linkToken: null,
        linkTokenExpiresAt: null,
        updatedAt: new Date(),
      })
      .where(and(eq(telegramAlerts.linkToken, hash(token)), gt(telegramAlerts.linkTokenExpiresAt, sql`now()`)))
      .returning({ businessId: telegramAlerts.businessId, threshold: telegramAlerts.threshold });
    if (!linked) return false;
    const [business] = await rows<{ name: string }>(
      tx,
      sql`select name from businesses where id = ${linked.businessId}`,
    );
    const name = quotable(business?.name ?? '', NAME_MAX);
    await sendToChat(tx, chatId, text('api.telegramLinked', { name, threshold: linked.threshold }), {
      businessId: linked.businessId,
    });
    // Linked from Telegram by whoever held the owner's one-time link: the bot, for the chat, is the actor.
    await recordAudit(
      tx,
      { businessId: linked.businessId, userId: null, phone: '', role: 'system', ip: 'telegram' },
      'telegram.linked',
      `${chatId} ${chatName(chat)}`.trim(),
    );
    return true;
  });
}

/** The answer to a /start whose token is unknown, used or expired. */
export async function answerExpiredLink(db: Db, chatId: string): Promise<void> {
  await sendToChat(db, chatId, text('api.telegramLinkExpired'));
}

interface LowRating {
  business_id: string;
  business_name: string;
  form_title: string;
  chat_id: string;
  rating: number;
  review: string | null;
  customer_name: string;
}

/**
 * After a completed response: if it is PUBLIC and rated at or below its business's threshold, the linked chat and
 * every subscribed browser (services/push-alerts.ts) are told, all queued in one transaction. A private response
 * sends nothing: each query itself requires is_public, so no caller can leak one.
 */
export async function alertIfLowRating(db: Db, config: Config, responseId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await alertChat(tx, config, responseId);
    if (config.push.provider !== 'off') await enqueueLowRatingPushes(tx, responseId);
  });
}

/** The linked chat gets business, form, rating, review and a console link. */
async function alertChat(tx: Tx, config: Config, responseId: string): Promise<void> {
  const [row] = await rows<LowRating>(
    tx,
    sql`select r.business_id, b.name as business_name, f.title as form_title, a.chat_id, r.rating, r.review, r.customer_name
        from responses r
        join telegram_alerts a on a.business_id = r.business_id and a.chat_id is not null
        join businesses b on b.id = r.business_id
        join forms f on f.id = r.form_id
        where r.id = ${responseId} and r.status = 'completed' and r.is_public and r.rating is not null and r.rating <= a.threshold`,
  );
  if (!row) return;
  await sendToChat(tx, row.chat_id, lowRatingAlert(row, `${config.publicOrigin}/business/responses/${responseId}`), {
    businessId: row.business_id,
    responseId,
  });
}

/** Longest name (business, form, customer) an alert quotes. */
const NAME_MAX = 100;

/**
 * The alert's text: Fikr's own words on each line, everything someone typed as a one-line quotation
 * (lib/quoted-text), and the console link Fikr builds as the last line, which no quoted text can reach.
 */
export function lowRatingAlert(row: Omit<LowRating, 'business_id' | 'chat_id'>, url: string): string {
  const review = quotable(row.review ?? '');
  const customer = quotable(row.customer_name, NAME_MAX);
  const lines = [
    text('api.alertLowRating', { stars: '★'.repeat(row.rating) + '☆'.repeat(5 - row.rating), rating: row.rating }),
    text('api.alertBusiness', { name: quotable(row.business_name, NAME_MAX) }),
    text('api.alertForm', { title: quotable(row.form_title, NAME_MAX) }),
    ...(customer ? [text('api.alertCustomer', { name: customer })] : []),
    review ? text('api.alertReview', { review }) : text('api.alertNoReview'),
    text('api.alertOpen', { url }),
  ];
  return lines.join('\n');
}
