import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import type { MessengerProvider, SmsProvider } from './types';

async function record(db: Db, channel: 'sms' | 'telegram', phone: string, text: string): Promise<void> {
  await db.insert(outbox).values({ channel, phone, text });
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
