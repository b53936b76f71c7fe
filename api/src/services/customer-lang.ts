import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customers } from '../db/schema';
import type { Tx } from './counters';

/** The language a customer signed in with (every SMS to them is written in it); Uzbek for one who never did. */
export async function customerLang(db: Db | Tx, phone: string): Promise<'uz' | 'ru' | 'en'> {
  const [row] = await db.select({ lang: customers.lang }).from(customers).where(eq(customers.phone, phone)).limit(1);
  return row?.lang ?? 'uz';
}
