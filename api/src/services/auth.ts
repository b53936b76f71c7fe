import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { passwordResets, users } from '../db/schema';
import { AppError, conflict, notFound } from '../lib/app-error';
import { hashPassword, randomPassword, verifyPassword } from '../lib/password';
import { enqueueMessage } from './outbox';

/** Compared against when the phone is unknown, so a wrong phone costs as much time as a wrong password. */
const DUMMY_HASH = hashPassword('not-a-real-password');

export async function registerUser(db: Db, phone: string, password: string): Promise<string> {
  const passwordHash = await hashPassword(password);
  const [row] = await db
    .insert(users)
    .values({ phone, passwordHash })
    .onConflictDoNothing({ target: users.phone })
    .returning({ id: users.id });
  if (!row) throw conflict('errors.phoneTaken');
  return row.id;
}

/**
 * Current password, or a pending reset password: the first login with the reset password makes it the
 * password (and drops the reset). Until then the old password keeps working.
 */
export async function checkLogin(db: Db, phone: string, password: string): Promise<string> {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, resetHash: passwordResets.passwordHash })
    .from(users)
    .leftJoin(passwordResets, eq(passwordResets.userId, users.id))
    .where(eq(users.phone, phone))
    .limit(1);
  if (!row) {
    await verifyPassword(password, await DUMMY_HASH);
    throw new AppError(400, 'errors.invalidCredentials');
  }
  if (await verifyPassword(password, row.passwordHash)) return row.id;
  if (row.resetHash && (await verifyPassword(password, row.resetHash))) {
    const resetHash = row.resetHash;
    await db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash: resetHash, updatedAt: new Date() }).where(eq(users.id, row.id));
      await tx.delete(passwordResets).where(eq(passwordResets.userId, row.id));
    });
    return row.id;
  }
  throw new AppError(400, 'errors.invalidCredentials');
}

/** Sends a new random password through the messenger (via the outbox); it becomes valid alongside the old one. */
export async function requestPasswordReset(db: Db, phone: string): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1);
  if (!user) throw notFound('errors.userNotFound');
  const password = randomPassword();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx
      .insert(passwordResets)
      .values({ userId: user.id, passwordHash })
      .onConflictDoUpdate({ target: passwordResets.userId, set: { passwordHash, createdAt: new Date() } });
    await enqueueMessage(tx, { channel: 'telegram', kind: 'password_reset', phone, text: password });
  });
}
