import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { businesses, vouchers } from '../db/schema';
import { AppError, conflict, notFound } from '../lib/app-error';

const TOKEN_RE = /^[A-Za-z0-9_-]{16,64}$/;

async function byToken(db: Db, token: string) {
  if (!TOKEN_RE.test(token)) throw notFound('errors.voucherNotFound');
  const [row] = await db
    .select({ voucher: vouchers, business: { name: businesses.name, logo: businesses.logo } })
    .from(vouchers)
    .innerJoin(businesses, eq(businesses.id, vouchers.businessId))
    .where(eq(vouchers.confirmToken, token))
    .limit(1);
  if (!row) throw notFound('errors.voucherNotFound');
  return row;
}

function publicView({ voucher, business }: Awaited<ReturnType<typeof byToken>>) {
  return {
    amount: Number(voucher.amount),
    code: voucher.code,
    description: voucher.description,
    expiresAt: voucher.expiresAt.toISOString(),
    isRedeemed: voucher.isRedeemed,
    userConfirm: voucher.userConfirm,
    business,
  };
}

/** GET /api/public/vouchers/:token — what the customer is asked to confirm. */
export async function getPublicVoucher(db: Db, token: string) {
  return publicView(await byToken(db, token));
}

/** POST /api/public/vouchers/:token/confirm — the customer agrees that the business may redeem it. */
export async function confirmPublicVoucher(db: Db, token: string) {
  const found = await byToken(db, token);
  if (found.voucher.isRedeemed) throw conflict('errors.voucherRedeemed');
  const [row] = await db
    .update(vouchers)
    .set({ userConfirm: true, updatedAt: new Date() })
    .where(and(eq(vouchers.id, found.voucher.id), eq(vouchers.isRedeemed, false), gt(vouchers.expiresAt, sql`now()`)))
    .returning();
  if (!row) throw new AppError(400, 'errors.voucherExpired');
  return publicView({ voucher: row, business: found.business });
}
