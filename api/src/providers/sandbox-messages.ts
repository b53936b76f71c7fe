import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { Batcher } from '../lib/batcher';
import type { MessengerProvider, SmsProvider } from './types';

type Message = Pick<typeof outbox.$inferInsert, 'channel' | 'phone' | 'text'>;

/**
 * Messages sent at the same moment are recorded by one insert (lib/batcher): under load every submit texts its
 * customer, and one commit per message would cost more than the submit. clock_timestamp() keeps them in the order
 * they were sent.
 */
const recorders = new WeakMap<Db, Batcher<Message, void>>();

function record(db: Db, channel: Message['channel'], phone: string, text: string): Promise<void> {
  let recorder = recorders.get(db);
  if (!recorder) {
    recorder = new Batcher(async (messages: Message[]) => {
      await db.insert(outbox).values(messages.map((m) => ({ ...m, createdAt: sql`clock_timestamp()` })));
      return messages.map(() => undefined);
    });
    recorders.set(db, recorder);
  }
  return recorder.run({ channel, phone, text });
}

/** Records SMS in the outbox instead of sending them (GET /api/dev/outbox shows them). */
export function sandboxSms(db: Db): SmsProvider {
  return { kind: 'sandbox', send: (phone, text) => record(db, 'sms', phone, text) };
}

export function passwordMessage(password: string): string {
  return `Fikr: yangi parolingiz ${password}. Eski parolingiz yangi parol bilan birinchi kirgunga qadar ishlaydi.`;
}

export function sandboxMessenger(db: Db): MessengerProvider {
  return { kind: 'sandbox', sendPassword: (phone, password) => record(db, 'telegram', phone, passwordMessage(password)) };
}
