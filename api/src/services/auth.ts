import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { passwordResets, users } from '../db/schema';
import { AppError, conflict } from '../lib/app-error';
import { hashPassword, isCommonPassword, needsRehash, randomPassword, verifyPassword } from '../lib/password';
import { enqueueMessage } from './outbox';
import { markPhoneProven } from './phone-proof';

/** A password sent by reset works for this long if unused (the old password keeps working meanwhile). */
export const RESET_PASSWORD_TTL_MS = 30 * 60_000;

/** Compared against when the phone is unknown, so a wrong phone costs as much time as a wrong password. */
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hashPassword('not-a-real-password'));

export async function registerUser(db: Db, phone: string, password: string): Promise<string> {
  if (isCommonPassword(password)) throw new AppError(400, 'validation.passwordCommon');
  const passwordHash = await hashPassword(password);
  const [row] = await db
    .insert(users)
    .values({ phone, passwordHash })
    .onConflictDoNothing({ target: users.phone })
    .returning({ id: users.id });
  if (!row) throw conflict('errors.phoneTaken');
  return row.id;
}

export interface LoggedIn {
  userId: string;
  /** The version the new token is signed with. */
  tokenVersion: number;
}

/**
 * Current password, or a reset password younger than 30 minutes: its first login makes it the password, drops
 * the reset and revokes every token issued before (token_version + 1). Until then the old password keeps working.
 * A hash made with weaker scrypt parameters is replaced at a successful login. The reset password went to the phone
 * (the messenger delivers to the number), so using it proves the phone too.
 */
export async function checkLogin(db: Db, phone: string, password: string, ip: string): Promise<LoggedIn> {
  const fresh = new Date(Date.now() - RESET_PASSWORD_TTL_MS);
  const [row] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      tokenVersion: users.tokenVersion,
      resetHash: passwordResets.passwordHash,
    })
    .from(users)
    .leftJoin(passwordResets, and(eq(passwordResets.userId, users.id), gt(passwordResets.createdAt, fresh)))
    .where(eq(users.phone, phone))
    .limit(1);
  if (!row) {
    await verifyPassword(password, await dummy());
    throw new AppError(400, 'errors.invalidCredentials');
  }
  if (await verifyPassword(password, row.passwordHash)) {
    if (needsRehash(row.passwordHash)) {
      const upgraded = await hashPassword(password);
      await db
        .update(users)
        .set({ passwordHash: upgraded })
        .where(and(eq(users.id, row.id), eq(users.passwordHash, row.passwordHash)));
    }
    return { userId: row.id, tokenVersion: row.tokenVersion };
  }
  if (row.resetHash && (await verifyPassword(password, row.resetHash))) {
    const resetHash = needsRehash(row.resetHash) ? await hashPassword(password) : row.resetHash;
    const [updated] = await db.transaction(async (tx) => {
      await tx.delete(passwordResets).where(eq(passwordResets.userId, row.id));
      await markPhoneProven(tx, row.id, ip);
      return tx
        .update(users)
        .set({ passwordHash: resetHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
        .where(eq(users.id, row.id))
        .returning({ tokenVersion: users.tokenVersion });
    });
    return { userId: row.id, tokenVersion: updated.tokenVersion };
  }
  throw new AppError(400, 'errors.invalidCredentials');
}

/**
 * Sends a new random password through the messenger (via the outbox); it becomes valid alongside the old one.
 * An unknown phone gets the same answer after the same work (a hash), so the reply tells nobody who is registered.
 */
export async function requestPasswordReset(db: Db, phone: string): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1);
  const password = randomPassword();
  const passwordHash = await hashPassword(password);
  if (!user) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(passwordResets)
      .values({ userId: user.id, passwordHash })
      .onConflictDoUpdate({ target: passwordResets.userId, set: { passwordHash, createdAt: new Date() } });
    await enqueueMessage(tx, { channel: 'telegram', kind: 'password_reset', phone, text: password });
  });
}
