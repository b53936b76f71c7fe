import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Lang } from '@fikr/shared/core';
import type { Db } from '../db/client';
import { customerLoginCodes, customers } from '../db/schema';
import { AppError } from '../lib/app-error';
import { smsText } from '../lib/sms-text';
import { otpCode } from '../lib/random-codes';
import { validate as validateInitData } from '@telegram-apps/init-data-node';
import { enqueueMessage } from './outbox';
import { phoneOfTelegramUser } from './customer-contacts';

/** A sign-in code lives this long, and this many wrong tries void it. */
export const CUSTOMER_CODE_TTL_MS = 5 * 60_000;
export const CUSTOMER_CODE_TRIES = 5;

const codeHash = (secret: string, phone: string, code: string) =>
  createHmac('sha256', secret).update(`${phone}:${code}`).digest('base64url');

/**
 * Sends a new 6-digit sign-in code to the phone by SMS (through the outbox), replacing any earlier one. Every
 * phone gets the same treatment whether or not it ever earned anything: the answer tells nobody who is a customer.
 */
export async function sendCustomerCode(db: Db, secret: string, phone: string, lang: Lang): Promise<void> {
  const code = otpCode();
  const values = {
    codeHash: codeHash(secret, phone, code),
    attempts: 0,
    expiresAt: new Date(Date.now() + CUSTOMER_CODE_TTL_MS),
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(customerLoginCodes)
      .values({ phone, ...values })
      .onConflictDoUpdate({ target: customerLoginCodes.phone, set: values });
    await enqueueMessage(tx, {
      channel: 'sms',
      kind: 'customer_code',
      phone,
      text: smsText('wallet.smsCode', { code }, lang),
    });
  });
}

/**
 * A right code (used once) signs the phone in: its customer row is made or kept, remembering the language, and the
 * session is signed at the row's token version. A wrong one counts a try; the fifth voids the code.
 */
export async function verifyCustomerCode(
  db: Db,
  secret: string,
  phone: string,
  code: string,
  lang: Lang,
): Promise<number> {
  const [tried] = await db
    .update(customerLoginCodes)
    .set({ attempts: sql`${customerLoginCodes.attempts} + 1` })
    .where(
      and(
        eq(customerLoginCodes.phone, phone),
        gt(customerLoginCodes.expiresAt, sql`now()`),
        lt(customerLoginCodes.attempts, CUSTOMER_CODE_TRIES),
      ),
    )
    .returning({ codeHash: customerLoginCodes.codeHash });
  const given = Buffer.from(codeHash(secret, phone, code));
  if (!tried || !timingSafeEqual(given, Buffer.from(tried.codeHash))) throw new AppError(400, 'wallet.codeWrong');
  const [used] = await db
    .delete(customerLoginCodes)
    .where(and(eq(customerLoginCodes.phone, phone), eq(customerLoginCodes.codeHash, tried.codeHash)))
    .returning({ phone: customerLoginCodes.phone });
  if (!used) throw new AppError(400, 'wallet.codeWrong');
  const [customer] = await db
    .insert(customers)
    .values({ phone, lang })
    .onConflictDoUpdate({ target: customers.phone, set: { lang } })
    .returning({ tokenVersion: customers.tokenVersion });
  return customer.tokenVersion;
}

/** The session's version moves on: every session of the phone ends, on every instance. */
export async function endCustomerSessions(db: Db, phone: string): Promise<void> {
  await db
    .update(customers)
    .set({ tokenVersion: sql`${customers.tokenVersion} + 1` })
    .where(eq(customers.phone, phone));
}

/** The phone's current session version (null: never signed in). */
export async function customerTokenVersion(db: Db, phone: string): Promise<number | null> {
  const [row] = await db
    .select({ version: customers.tokenVersion })
    .from(customers)
    .where(eq(customers.phone, phone))
    .limit(1);
  return row?.version ?? null;
}

/** A Mini App's initData older than this is refused: whoever copied one cannot sign in with it for long. */
export const TELEGRAM_INIT_DATA_MAX_AGE_S = 24 * 60 * 60;

/**
 * The Mini App's sign-in: initData signed by Telegram with the bot's token (the documented HMAC-SHA256, checked by
 * @telegram-apps/init-data-node) and at most a day old names a Telegram user; the phone that user linked with their
 * own contact is signed in like a right SMS code. A user with no linked phone gets null (the caller answers 401
 * and the bot asks for the contact); a bad signature or an old auth_date throws 401.
 */
export async function verifyTelegramInitData(
  db: Db,
  botToken: string | undefined,
  initData: string,
  lang: Lang,
): Promise<{ phone: string; tokenVersion: number } | { phone: null; userId: string }> {
  if (!botToken) throw new AppError(401, 'wallet.telegramAuthFailed');
  let userId: string;
  try {
    validateInitData(initData, botToken, { expiresIn: TELEGRAM_INIT_DATA_MAX_AGE_S });
    // Read by hand once the hash holds: the library's parser insists on the Ed25519 `signature` that clients before
    // Bot API 8.0 do not send, and the hash alone proves the data came from Telegram for this bot.
    const user = JSON.parse(new URLSearchParams(initData).get('user') ?? 'null') as { id?: unknown } | null;
    if (!user || !Number.isSafeInteger(user.id)) throw new Error('no user in initData');
    userId = String(user.id);
  } catch {
    throw new AppError(401, 'wallet.telegramAuthFailed');
  }
  const phone = await phoneOfTelegramUser(db, userId);
  if (!phone) return { phone: null, userId };
  const [customer] = await db
    .insert(customers)
    .values({ phone, lang })
    .onConflictDoUpdate({ target: customers.phone, set: { lang } })
    .returning({ tokenVersion: customers.tokenVersion });
  return { phone, tokenVersion: customer.tokenVersion };
}
