import { eq } from 'drizzle-orm';
import type { User } from '@fikr/shared/core';
import type { Db } from '../db/client';
import { businesses, users } from '../db/schema';
import { notFound } from '../lib/app-error';
import { userView } from './views';

/** The session user with its business (null until one is created). */
export async function loadUser(db: Db, userId: string): Promise<User> {
  const [row] = await db
    .select({ user: users, business: businesses })
    .from(users)
    .leftJoin(businesses, eq(businesses.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw notFound('errors.userNotFound');
  return userView(row.user, row.business);
}
