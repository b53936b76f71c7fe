import { and, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { InlineKeyboard } from 'grammy';
import type { InlineKeyboardMarkup } from 'grammy/types';
import type { Db } from '../db/client';
import { customerContactEvents, customerContacts } from '../db/schema';
import type { Tx } from './counters';

/** A message button that opens a page: inside Telegram (Mini App) when the page is https, else the browser. */
export function linkButton(label: string, url: string): InlineKeyboardMarkup {
  const keyboard = url.startsWith('https://')
    ? new InlineKeyboard().webApp(label, url)
    : new InlineKeyboard().url(label, url);
  return { inline_keyboard: keyboard.inline_keyboard };
}

/** The chat a phone's messages go to first: linked and not blocked; null means SMS. */
export async function telegramChatOf(db: Db | Tx, phone: string): Promise<string | null> {
  const [row] = await db
    .select({ chatId: customerContacts.telegramChatId })
    .from(customerContacts)
    .where(
      and(
        eq(customerContacts.phone, phone),
        isNotNull(customerContacts.telegramChatId),
        isNull(customerContacts.telegramBlockedAt),
      ),
    );
  return row?.chatId ?? null;
}

/** Whether the phone said /stop (or, later, the SMS opt-out link): no business sends it survey requests. */
export async function surveysStopped(db: Db | Tx, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ at: customerContacts.surveysStoppedAt })
    .from(customerContacts)
    .where(eq(customerContacts.phone, phone));
  return Boolean(row?.at);
}

async function event(tx: Db | Tx, phone: string, action: string, detail = ''): Promise<void> {
  await tx.insert(customerContactEvents).values({ phone, action, detail });
}

/** The phone linked to a chat (private chats: the chat is the user), or null. */
export async function phoneOfChat(db: Db | Tx, chatId: string): Promise<string | null> {
  const [row] = await db
    .select({ phone: customerContacts.phone })
    .from(customerContacts)
    .where(eq(customerContacts.telegramChatId, chatId));
  return row?.phone ?? null;
}

/** The phone linked to a Telegram user (the Mini App's signed user), or null. */
export async function phoneOfTelegramUser(db: Db | Tx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ phone: customerContacts.phone })
    .from(customerContacts)
    .where(eq(customerContacts.telegramUserId, userId));
  return row?.phone ?? null;
}

/**
 * Links the chat to the phone its own contact proved: one phone, one chat. The chat leaves any other phone it had,
 * and the phone's earlier chat is replaced; each change is written to customer_contact_events.
 */
export async function linkTelegram(db: Db, phone: string, chatId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const moved = await tx
      .update(customerContacts)
      .set({ telegramChatId: null, telegramUserId: null, telegramLinkedAt: null, updatedAt: new Date() })
      .where(
        and(
          ne(customerContacts.phone, phone),
          or(eq(customerContacts.telegramChatId, chatId), eq(customerContacts.telegramUserId, userId)),
        ),
      )
      .returning({ phone: customerContacts.phone });
    for (const m of moved) await event(tx, m.phone, 'telegram.unlinked', `chat ${chatId} linked to another phone`);
    const [before] = await tx
      .select({ chatId: customerContacts.telegramChatId })
      .from(customerContacts)
      .where(eq(customerContacts.phone, phone))
      .for('update');
    const linked = {
      telegramChatId: chatId,
      telegramUserId: userId,
      telegramLinkedAt: new Date(),
      telegramBlockedAt: null,
    };
    await tx
      .insert(customerContacts)
      .values({ phone, ...linked })
      .onConflictDoUpdate({ target: customerContacts.phone, set: { ...linked, updatedAt: new Date() } });
    if (before?.chatId && before.chatId !== chatId)
      await event(tx, phone, 'telegram.replaced', `chat ${before.chatId} → ${chatId}`);
    else if (before?.chatId !== chatId) await event(tx, phone, 'telegram.linked', `chat ${chatId}`);
  });
}

/** /stop: the chat's phone gets no more survey requests from any business; null when the chat has no phone. */
export async function stopSurveys(db: Db, chatId: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(customerContacts)
      .set({ surveysStoppedAt: sql`coalesce(${customerContacts.surveysStoppedAt}, now())`, updatedAt: new Date() })
      .where(eq(customerContacts.telegramChatId, chatId))
      .returning({ phone: customerContacts.phone });
    if (row) await event(tx, row.phone, 'surveys.stopped', 'telegram /stop');
    return row?.phone ?? null;
  });
}

/**
 * /start in a linked chat: the chat talks to the bot again (no longer blocked) and a /stop is undone. Answers the
 * phone and whether requests had been stopped, or null for a chat with no phone.
 */
export async function resumeChat(db: Db, chatId: string): Promise<{ phone: string; wasStopped: boolean } | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ phone: customerContacts.phone, stoppedAt: customerContacts.surveysStoppedAt })
      .from(customerContacts)
      .where(eq(customerContacts.telegramChatId, chatId))
      .for('update');
    if (!before) return null;
    await tx
      .update(customerContacts)
      .set({ surveysStoppedAt: null, telegramBlockedAt: null, updatedAt: new Date() })
      .where(eq(customerContacts.phone, before.phone));
    if (before.stoppedAt) await event(tx, before.phone, 'surveys.resumed', 'telegram /start');
    return { phone: before.phone, wasStopped: Boolean(before.stoppedAt) };
  });
}

/** The Bot API answered 403 for this chat: its messages go by SMS until it writes to the bot again. */
export async function markChatBlocked(db: Db, chatId: string): Promise<void> {
  await db
    .update(customerContacts)
    .set({ telegramBlockedAt: sql`now()`, updatedAt: new Date() })
    .where(and(eq(customerContacts.telegramChatId, chatId), isNull(customerContacts.telegramBlockedAt)));
}

/**
 * The phone's survey requests stopped or resumed (the SMS opt-out page, the wallet): the same column as the bot's
 * /stop, so every business's requests are refused while it is set. Each change is written to the trail.
 */
export async function setSurveysStopped(db: Db, phone: string, stopped: boolean, via: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ at: customerContacts.surveysStoppedAt })
      .from(customerContacts)
      .where(eq(customerContacts.phone, phone))
      .for('update');
    if (Boolean(before?.at) === stopped) return stopped;
    const at = stopped ? new Date() : null;
    await tx
      .insert(customerContacts)
      .values({ phone, surveysStoppedAt: at })
      .onConflictDoUpdate({ target: customerContacts.phone, set: { surveysStoppedAt: at, updatedAt: new Date() } });
    await event(tx, phone, stopped ? 'surveys.stopped' : 'surveys.resumed', via);
    return stopped;
  });
}
