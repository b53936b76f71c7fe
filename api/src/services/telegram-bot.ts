import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Bot, Keyboard, type Context } from 'grammy';
import type { Update, UserFromGetMe } from 'grammy/types';
import { normalizePhone, type Lang } from '@fikr/shared/core';
import { rows } from '../db/rows';
import { telegramPendingStarts } from '../db/schema';
import { text } from '../lib/messages';
import { quotable } from '../lib/quoted-text';
import type { ReplyMarkup } from '../providers/types';
import { linkButton, linkTelegram, resumeChat, stopSurveys } from './customer-contacts';
import { enqueueMessage } from './outbox';
import { answerExpiredLink, linkChat } from './telegram-alerts';

/** `f_<share code>` (a urlToken: 22 characters) with an optional `_b<branch code>`: a form, from a branch's QR. */
const FORM_START = /^f_([A-Za-z0-9_-]{22})(?:_b([A-Za-z0-9-]{1,40}))?$/;
/** `w`: the wallet. */
const WALLET_START = 'w';

/** The reader's language from Telegram's language_code (Uzbek for anything else). */
function langOf(ctx: Context): Lang {
  const code = ctx.from?.language_code?.slice(0, 2);
  return code === 'ru' || code === 'en' ? code : 'uz';
}

function contactKeyboard(lang: Lang): ReplyMarkup {
  const keyboard = new Keyboard().requestContact(text('api.tgShareContact', {}, lang));
  return { keyboard: keyboard.build(), resize_keyboard: true, one_time_keyboard: true };
}

/** The bot's answers go through the outbox like every message (the sandbox records them with their buttons). */
function reply(app: FastifyInstance, chatId: string, body: string, replyMarkup?: ReplyMarkup) {
  return enqueueMessage(app.db, { channel: 'telegram', kind: 'bot_reply', chatId, text: body, replyMarkup });
}

/** The bot asks a chat for its phone (the Mini App of a Telegram user who never shared one). */
export async function askForContact(app: FastifyInstance, chatId: string, lang: Lang): Promise<void> {
  await reply(app, chatId, text('api.tgAskContact', {}, lang), contactKeyboard(lang));
}

/**
 * What a customer's /start payload opens once the chat has a phone. A form: the phone's waiting survey request of
 * that business (its link is the phone's own, so the reward lands in its wallet), else the form's open link (with
 * its branch). The wallet otherwise.
 */
async function openPayload(app: FastifyInstance, chatId: string, phone: string, payload: string, lang: Lang) {
  const origin = app.config.publicFormOrigin;
  const form = payload.match(FORM_START);
  if (!form) {
    await reply(
      app,
      chatId,
      text('api.tgWalletIntro', {}, lang),
      linkButton(text('api.tgOpenWallet', {}, lang), `${origin}/wallet`),
    );
    return;
  }
  const [shareCode, branch] = [form[1], form[2]?.toLowerCase()];
  const [found] = await rows<{ name: string; request_code: string | null }>(
    app.db,
    sql`select b.name,
               (select r.unique_code from responses r
                where r.business_id = f.business_id and r.customer_phone = ${phone} and r.status = 'waiting'
                order by (r.form_id = f.id) desc, r.created_at desc limit 1) as request_code
        from forms f join businesses b on b.id = f.business_id
        where f.share_code = ${shareCode} and f.deleted_at is null and b.suspended_at is null`,
  );
  if (!found) {
    await reply(app, chatId, text('api.tgFormGone', {}, lang));
    return;
  }
  const url = found.request_code
    ? `${origin}/form/${found.request_code}`
    : `${origin}/form/${shareCode}${branch ? `?b=${encodeURIComponent(branch)}` : ''}`;
  await reply(
    app,
    chatId,
    text('api.tgFormIntro', { business: quotable(found.name, 100) }, lang),
    linkButton(text('api.tgOpenForm', {}, lang), url),
  );
}

/** A customer's /start (no payload, a form, the wallet): linked chats get it at once, others are asked for the phone. */
async function customerStart(app: FastifyInstance, ctx: Context, payload: string): Promise<void> {
  const chatId = String(ctx.chat?.id);
  const lang = langOf(ctx);
  if (ctx.chat?.type !== 'private') return;
  const resumed = await resumeChat(app.db, chatId);
  if (!resumed) {
    await app.db
      .insert(telegramPendingStarts)
      .values({ chatId, payload })
      .onConflictDoUpdate({ target: telegramPendingStarts.chatId, set: { payload, createdAt: new Date() } });
    await reply(app, chatId, text('api.tgAskContact', {}, lang), contactKeyboard(lang));
    return;
  }
  if (resumed.wasStopped) await reply(app, chatId, text('api.tgResumed', {}, lang));
  await openPayload(app, chatId, resumed.phone, payload, lang);
}

/**
 * Telegram marks a command with a bot_command entity, which grammY reads; an update posted without entities (a
 * hand-made call) gets the one Telegram would have sent, so `/start <token>` means the same either way.
 */
function withCommandEntity(update: Update): Update {
  const message = update.message;
  const command = message?.text?.match(/^\/[A-Za-z0-9_]+(?:@\w+)?/)?.[0];
  if (!message || !command || message.entities) return update;
  return { ...update, message: { ...message, entities: [{ type: 'bot_command', offset: 0, length: command.length }] } };
}

function botInfo(username: string): UserFromGetMe {
  return {
    id: 0,
    is_bot: true,
    first_name: 'Fikr',
    username,
    can_join_groups: false,
    can_read_all_group_messages: false,
    supports_inline_queries: false,
    can_connect_to_business: false,
    has_main_web_app: false,
  } as UserFromGetMe;
}

/**
 * One Bot API update from the webhook, read by grammY (commands, `/start@Bot payload`, contacts). One bot serves
 * two audiences: an owner's one-time link token links the business's alert chat (services/telegram-alerts.ts); a
 * customer's `/start`, `f_…` and `w` open forms and the wallet once their own contact linked the chat to a phone.
 * Nothing is sent from here: every answer is queued in the outbox.
 */
export async function handleBotUpdate(app: FastifyInstance, update: Update): Promise<{ linked: boolean }> {
  let linked = false;
  // The token is never used to call Telegram from here; grammY only needs one to exist.
  const bot = new Bot(app.config.telegram.botToken ?? '0:sandbox', {
    botInfo: botInfo(app.config.telegram.botUsername),
  });
  bot.command('start', async (ctx) => {
    const payload = ctx.match.trim();
    const chatId = String(ctx.chat.id);
    if (payload === '' || payload === WALLET_START || FORM_START.test(payload)) {
      await customerStart(app, ctx, payload);
      return;
    }
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(payload)) return;
    linked = await linkChat(app.db, payload, ctx.chat);
    // Whoever floods the bot with bad tokens gets one answer a minute per chat, not one per try.
    if (!linked && (await app.rateCounters.hit('telegramStartAnswer', chatId))) await answerExpiredLink(app.db, chatId);
  });
  bot.command('stop', async (ctx) => {
    if (ctx.chat.type !== 'private') return;
    const chatId = String(ctx.chat.id);
    const lang = langOf(ctx);
    const phone = await stopSurveys(app.db, chatId);
    if (phone) await reply(app, chatId, text('api.tgStopped', {}, lang));
    else await reply(app, chatId, text('api.tgAskContact', {}, lang), contactKeyboard(lang));
  });
  bot.on('message:contact', async (ctx) => {
    const chatId = String(ctx.chat.id);
    const lang = langOf(ctx);
    const contact = ctx.message.contact;
    // Only the sender's own contact proves a phone: a forwarded or typed-in contact of someone else links nothing.
    const phone = normalizePhone(
      contact.phone_number.startsWith('+') ? contact.phone_number : `+${contact.phone_number}`,
    );
    if (ctx.chat.type !== 'private' || !ctx.from || contact.user_id !== ctx.from.id || !phone) {
      await reply(app, chatId, text('api.tgContactRefused', {}, lang), contactKeyboard(lang));
      return;
    }
    await linkTelegram(app.db, phone, chatId, String(ctx.from.id));
    linked = true;
    await reply(app, chatId, text('api.tgLinked', { phone }, lang), { remove_keyboard: true });
    const [pending] = await app.db
      .delete(telegramPendingStarts)
      .where(eq(telegramPendingStarts.chatId, chatId))
      .returning({ payload: telegramPendingStarts.payload });
    await openPayload(app, chatId, phone, pending?.payload ?? '', lang);
  });
  await bot.handleUpdate(withCommandEntity(update));
  return { linked };
}
