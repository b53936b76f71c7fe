import { eq } from 'drizzle-orm';
import type { User, UserBusiness } from '@fikr/shared/core';
import type { Db } from '../db/client';
import { businesses, users } from '../db/schema';
import { notFound } from '../lib/app-error';
import { businessesOf } from './members';
import { userView } from './views';

/**
 * The session user with the business they act for: their own, else the first business whose team they joined
 * (null until either exists), and every business they belong to with their role there.
 */
export async function loadSession(
  db: Db,
  userId: string,
  ip: string,
): Promise<{ user: User; businesses: UserBusiness[] }> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw notFound('errors.userNotFound');
  const list = await businessesOf(db, userId, ip);
  const [business] = list.length
    ? await db.select().from(businesses).where(eq(businesses.id, list[0]._id)).limit(1)
    : [null];
  return { user: userView(row, business ?? null), businesses: list };
}

/** The session user alone (login and register answers). */
export async function loadUser(db: Db, userId: string, ip: string): Promise<User> {
  return (await loadSession(db, userId, ip)).user;
}
