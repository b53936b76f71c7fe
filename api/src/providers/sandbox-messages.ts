import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { Batcher } from '../lib/batcher';
import {
  ChatBlocked,
  PushSubscriptionGone,
  type ReplyMarkup,
  type ChatProvider,
  type MessengerProvider,
  type PushProvider,
  type SmsProvider,
} from './types';

interface Message {
  channel: 'sms' | 'telegram' | 'push';
  phone?: string;
  chatId?: string;
  endpoint?: string;
  text: string;
  replyMarkup?: ReplyMarkup | null;
}

/**
 * Messages sent at the same moment are recorded by one insert (lib/batcher): under load every submit texts its
 * customer, and one commit per message would cost more than the submit. clock_timestamp() keeps them in the order
 * they were sent.
 */
const recorders = new WeakMap<Db, Batcher<Message, void>>();

function record(db: Db, message: Message): Promise<void> {
  let recorder = recorders.get(db);
  if (!recorder) {
    recorder = new Batcher(async (messages: Message[]) => {
      await db.insert(outbox).values(messages.map((m) => ({ ...m, createdAt: sql`clock_timestamp()` })));
      return messages.map(() => undefined);
    });
    recorders.set(db, recorder);
  }
  return recorder.run(message);
}

/** The sandbox's unreliable numbers: the first attempt to a phone ending in 0000 fails, so retries show. */
export const FLAKY_PHONE_ENDING = '0000';

/** Records SMS in the outbox instead of sending them (GET /api/dev/outbox shows them). */
export function sandboxSms(db: Db): SmsProvider {
  return {
    kind: 'sandbox',
    async send(phone, text, options) {
      if (phone.endsWith(FLAKY_PHONE_ENDING) && (options?.attempt ?? 1) === 1) {
        throw new Error('sandbox: numbers ending in 0000 fail their first attempt (temporary failure)');
      }
      await record(db, { channel: 'sms', phone, text });
    },
  };
}

export function passwordMessage(password: string): string {
  return `Fikr: yangi parolingiz ${password}. Eski parolingiz yangi parol bilan birinchi kirgunga qadar ishlaydi.`;
}

export function sandboxMessenger(db: Db): MessengerProvider {
  return {
    kind: 'sandbox',
    sendPassword: (phone, password) => record(db, { channel: 'telegram', phone, text: passwordMessage(password) }),
  };
}

/** The sandbox's customers who blocked the bot: a chat id ending in this is answered as the Bot API's 403. */
export const BLOCKED_CHAT_ENDING = '403';

/**
 * Records bot messages addressed by chat id, with the reply_markup as it would be sent (GET /api/dev/outbox?chatId=…).
 * Nothing leaves the machine, whatever TELEGRAM_BOT_TOKEN says.
 */
export function sandboxChat(db: Db): ChatProvider {
  return {
    kind: 'sandbox',
    async sendToChat(chatId, text, options) {
      if (chatId.endsWith(BLOCKED_CHAT_ENDING)) throw new ChatBlocked(chatId);
      await record(db, { channel: 'telegram', chatId, text, replyMarkup: options?.replyMarkup ?? null });
    },
  };
}

/** The sandbox's vanished browsers: a push to an endpoint containing this is answered as a real service's 410. */
export const GONE_ENDPOINT_MARK = '/gone/';

/** Records pushes by endpoint, their text the JSON payload (GET /api/dev/outbox?endpoint=…). */
export function sandboxPush(db: Db): PushProvider {
  return {
    kind: 'sandbox',
    async send(target, payload) {
      if (target.endpoint.includes(GONE_ENDPOINT_MARK)) throw new PushSubscriptionGone(target.endpoint);
      await record(db, { channel: 'push', endpoint: target.endpoint, text: payload });
    },
  };
}
