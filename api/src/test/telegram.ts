import { createHmac } from 'node:crypto';
import { sign } from '@telegram-apps/init-data-node';
import { call, TEST_BOT_TOKEN, TEST_WEBHOOK_SECRET, type Target } from './harness';

let updateSeq = 1;

/** A Bot API update as Telegram posts it to the webhook (with the secret header). */
export function webhook(app: Target, message: Record<string, unknown>) {
  return call(app, 'POST', '/api/telegram/webhook', {
    body: { update_id: updateSeq++, message: { message_id: updateSeq, date: 0, ...message } },
    headers: { 'x-telegram-bot-api-secret-token': TEST_WEBHOOK_SECRET },
  });
}

const privateChat = (chatId: number) => ({ id: chatId, type: 'private', first_name: 'Dilnoza' });
const user = (id: number) => ({ id, is_bot: false, first_name: 'Dilnoza', language_code: 'uz' });

/** `/start <payload>` (with its bot_command entity, as Telegram sends it) from a private chat. */
export function botStart(app: Target, chatId: number, payload = '') {
  const text = payload ? `/start ${payload}` : '/start';
  return webhook(app, {
    text,
    entities: [{ type: 'bot_command', offset: 0, length: 6 }],
    chat: privateChat(chatId),
    from: user(chatId),
  });
}

export function botStop(app: Target, chatId: number) {
  return webhook(app, {
    text: '/stop',
    entities: [{ type: 'bot_command', offset: 0, length: 5 }],
    chat: privateChat(chatId),
    from: user(chatId),
  });
}

/** The contact button's message: `ownerId` is whose contact it is (the sender's own when it equals chatId). */
export function botContact(app: Target, chatId: number, phone: string, ownerId = chatId) {
  return webhook(app, {
    contact: { phone_number: phone, first_name: 'Dilnoza', user_id: ownerId },
    chat: privateChat(chatId),
    from: user(chatId),
  });
}

/** A private chat linked to `phone` the way a customer does it: /start, then their own contact. */
export async function linkCustomerChat(app: Target, chatId: number, phone: string): Promise<void> {
  await botStart(app, chatId);
  const res = await botContact(app, chatId, phone);
  if (res.body?.data?.linked !== true) throw new Error(`contact not linked: ${JSON.stringify(res.body)}`);
}

export interface BotMessage {
  channel: string;
  chatId: string;
  text: string;
  replyMarkup: Record<string, unknown> | null;
}

/** What the sandbox bot sent to a chat, newest first. */
export async function chatOutbox(app: Target, chatId: number | string): Promise<BotMessage[]> {
  const res = await call(app, 'GET', `/api/dev/outbox?chatId=${chatId}`);
  if (res.status !== 200) throw new Error(`outbox failed: ${JSON.stringify(res.body)}`);
  return res.body.data.messages;
}

/** Mini App initData for a Telegram user, signed with the test bot's token as Telegram signs it. */
export function signedInitData(userId: number, authDate = new Date(), token = TEST_BOT_TOKEN): string {
  return sign(
    { user: { id: userId, first_name: 'Dilnoza', language_code: 'uz' }, query_id: 'AAHdF6IQAAAAAN0XohDhrOrc' },
    token,
    authDate,
  );
}

/**
 * initData signed by hand as the documented algorithm says (HMAC-SHA256 of the sorted data-check-string under
 * HMAC-SHA256("WebAppData", token)), without the Ed25519 `signature` that clients before Bot API 8.0 do not send.
 */
export function handSignedInitData(userId: number, token = TEST_BOT_TOKEN): string {
  const params = new URLSearchParams({
    auth_date: String(Math.floor(Date.now() / 1000)),
    user: JSON.stringify({ id: userId, first_name: 'Dilnoza' }),
  });
  const check = [...params.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}=${v}`)
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(token).digest();
  params.set('hash', createHmac('sha256', secret).update(check).digest('hex'));
  return params.toString();
}
