import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sqlState, UNIQUE_VIOLATION } from '../db/pg-error';
import { rows } from '../db/rows';
import { businesses, coinLedger, coinPayments, ledger, payCodes } from '../db/schema';
import { AppError } from '../lib/app-error';
import { otpCode } from '../lib/random-codes';
import { smsText } from '../lib/sms-text';
import { enqueueMessage } from './outbox';
import { customerLang } from './customer-lang';
import { recordAudit, type Actor } from './audit';

/** A pay code is good for this long, and for one payment. */
export const PAY_CODE_TTL_MS = 3 * 60_000;

/**
 * POST /customer/pay-codes: a new 6-digit code for the phone that may take at most `amount` coins (its earlier code
 * is void). The amount must be in the wallet now; the till checks it again when it takes the coins. Codes are unique
 * among all phones' rows; a used or expired row holding the drawn code gives it up, a live one makes us draw again.
 */
export async function createPayCode(
  db: Db,
  phone: string,
  amount: number,
): Promise<{ code: string; expiresAt: string; amount: number }> {
  const [wallet] = await rows<{ coin: number | string }>(
    db,
    sql`select coin from customer_wallets where phone = ${phone}`,
  );
  if (!wallet || Number(wallet.coin) < amount) throw new AppError(400, 'wallet.insufficient');
  for (let attempt = 0; attempt < 20; attempt++) {
    const code = otpCode();
    const expiresAt = new Date(Date.now() + PAY_CODE_TTL_MS);
    try {
      await db.transaction(async (tx) => {
        await tx.execute(
          sql`delete from pay_codes where code = ${code} and phone <> ${phone} and (used_at is not null or expires_at <= now())`,
        );
        await tx
          .insert(payCodes)
          .values({ phone, code, amount, expiresAt })
          .onConflictDoUpdate({ target: payCodes.phone, set: { code, amount, expiresAt, usedAt: null } });
      });
      return { code, expiresAt: expiresAt.toISOString(), amount };
    } catch (err) {
      if (sqlState(err) !== UNIQUE_VIOLATION) throw err;
    }
  }
  throw new Error('could not allocate a pay code');
}

/** '998901234567' → '+998 90 ***-**-67': enough for the cashier to say "the number ending 67". */
export function maskCustomerPhone(phone: string): string {
  return `+${phone.slice(0, 3)} ${phone.slice(3, 5)} ***-**-${phone.slice(-2)}`;
}

export class UnknownPayCode extends AppError {
  constructor() {
    super(404, 'wallet.payCodeUnknown');
  }
}

/**
 * POST /business/coin-payments: in one transaction the business row is locked and must not be suspended, the code
 * spent (a conditional update: of concurrent uses one wins, and only up to the amount the customer gave it), the
 * customer's wallet debited (never below zero), the business credited with a ledger row of its own kind, and the
 * customer's SMS receipt queued. A refusal rolls everything back, the code included, and whatever its reason (too
 * much, too poor, suspended, used, expired) it is the unknown code's answer: the till learns nothing about a live code
 * it may not use.
 */
export async function takeCoinPayment(db: Db, actor: Actor, code: string, amount: number) {
  const { businessId } = actor;
  return db.transaction(async (tx) => {
    // Credited first: the update holds the business row until commit, so a suspension either came before (and this
    // finds no row) or waits for this payment to end.
    const [business] = await tx
      .update(businesses)
      .set({ coin: sql`${businesses.coin} + ${amount}` })
      .where(and(eq(businesses.id, businessId), isNull(businesses.suspendedAt)))
      .returning({ name: businesses.name });
    if (!business) throw new UnknownPayCode();
    const [spent] = await rows<{ phone: string }>(
      tx,
      sql`update pay_codes set used_at = now()
          where code = ${code} and used_at is null and expires_at > now() and amount >= ${amount} returning phone`,
    );
    if (!spent) throw new UnknownPayCode();
    const { phone } = spent;
    const [wallet] = await rows<{ coin: number | string }>(
      tx,
      sql`update customer_wallets set coin = coin - ${amount}, updated_at = now()
          where phone = ${phone} and coin >= ${amount} returning coin`,
    );
    if (!wallet) throw new UnknownPayCode();
    const [payment] = await tx.insert(coinPayments).values({ businessId, phone, amount }).returning();
    await tx
      .insert(coinLedger)
      .values({ phone, kind: 'spent', amount: -amount, businessId, coinPaymentId: payment.id });
    await tx.insert(ledger).values({ businessId, kind: 'coin_payment', amount, coinPaymentId: payment.id });
    const lang = await customerLang(tx, phone);
    await enqueueMessage(tx, {
      channel: 'sms',
      kind: 'coin_receipt',
      phone,
      businessId,
      text: smsText('wallet.smsCoinReceipt', { business: business.name, amount, balance: Number(wallet.coin) }, lang),
    });
    await recordAudit(tx, actor, 'coin_payment.received', `${maskCustomerPhone(phone)} ${amount}`);
    return {
      _id: payment.id,
      amount,
      customerPhone: maskCustomerPhone(phone),
      createdAt: payment.createdAt.toISOString(),
    };
  });
}
