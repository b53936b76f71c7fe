import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Lang } from '@fikr/shared/core';
import type { Db } from '../db/client';
import { phoneCodes, users } from '../db/schema';
import { AppError, notFound } from '../lib/app-error';
import { smsText } from '../lib/sms-text';
import { otpCode } from '../lib/random-codes';
import type { Tx } from './counters';
import { joinInvitedTeams } from './members';
import { enqueueMessage } from './outbox';

/** A phone code lives this long, and this many wrong tries void it (as the wallet's sign-in codes). */
export const PHONE_CODE_TTL_MS = 5 * 60_000;
export const PHONE_CODE_TRIES = 5;

const codeHash = (secret: string, userId: string, phone: string, code: string) =>
  createHmac('sha256', secret).update(`account:${userId}:${phone}:${code}`).digest('base64url');

/** The signed-in account's phone (what its code goes to and its limits count on). */
export async function accountPhone(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw notFound('errors.userNotFound');
  return row.phone;
}

/** Sends a new 6-digit code by SMS (through the outbox) to the account's own phone, replacing any earlier one. */
export async function sendPhoneCode(db: Db, secret: string, userId: string, phone: string, lang: Lang) {
  const code = otpCode();
  const values = {
    phone,
    codeHash: codeHash(secret, userId, phone, code),
    attempts: 0,
    expiresAt: new Date(Date.now() + PHONE_CODE_TTL_MS),
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(phoneCodes)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: phoneCodes.userId, set: values });
    await enqueueMessage(tx, {
      channel: 'sms',
      kind: 'phone_code',
      phone,
      text: smsText('sms.phoneCode', { code }, lang),
    });
  });
}

/**
 * Marks the account's phone proven (once: the first proof's time stays) and, in the same transaction, takes the
 * team seats waiting for that phone, each joining written to its business's audit trail.
 */
export async function markPhoneProven(tx: Tx, userId: string, ip: string): Promise<void> {
  const [user] = await tx
    .update(users)
    .set({ phoneVerifiedAt: sql`coalesce(${users.phoneVerifiedAt}, now())` })
    .where(eq(users.id, userId))
    .returning({ phone: users.phone });
  if (user) await joinInvitedTeams(tx, userId, user.phone, ip);
}

/**
 * A right code (used once) proves the phone it was sent to. Each try counts first, atomically; the fifth wrong one
 * voids the code.
 */
export async function verifyPhoneCode(db: Db, secret: string, userId: string, code: string, ip: string) {
  const [tried] = await db
    .update(phoneCodes)
    .set({ attempts: sql`${phoneCodes.attempts} + 1` })
    .where(
      and(
        eq(phoneCodes.userId, userId),
        gt(phoneCodes.expiresAt, sql`now()`),
        lt(phoneCodes.attempts, PHONE_CODE_TRIES),
      ),
    )
    .returning({ codeHash: phoneCodes.codeHash, phone: phoneCodes.phone });
  const given = Buffer.from(codeHash(secret, userId, tried?.phone ?? '', code));
  if (!tried || !timingSafeEqual(given, Buffer.from(tried.codeHash))) throw new AppError(400, 'wallet.codeWrong');
  await db.transaction(async (tx) => {
    const [used] = await tx
      .delete(phoneCodes)
      .where(and(eq(phoneCodes.userId, userId), eq(phoneCodes.codeHash, tried.codeHash)))
      .returning({ phone: phoneCodes.phone });
    if (!used) throw new AppError(400, 'wallet.codeWrong');
    // the code proves the phone it went to, and only while the account still has that phone
    const [same] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.phone, used.phone)));
    if (!same) throw new AppError(400, 'wallet.codeWrong');
    await markPhoneProven(tx, userId, ip);
  });
}

/** Whether the account proved its phone (an unproven one takes no coins at a till). */
export async function phoneProven(db: Db | Tx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), sql`${users.phoneVerifiedAt} is not null`))
    .limit(1);
  return Boolean(row);
}
