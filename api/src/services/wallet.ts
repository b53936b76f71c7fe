import { and, count, desc, eq } from 'drizzle-orm';
import { voucherState, type Wallet, type WalletHistory } from '@fikr/shared/core';
import type { Db } from '../db/client';
import { businesses, clients, coinLedger, customerWallets, responses, vouchers } from '../db/schema';
import { notFound } from '../lib/app-error';
import { isUuid } from '../lib/random-codes';
import { confirmPublicVoucher } from './public-vouchers';
import { endCustomerSessions } from './customer-auth';

type VoucherRow = typeof vouchers.$inferSelect;

function walletVoucher(v: VoucherRow, businessName: string) {
  return {
    _id: v.id,
    code: v.code,
    amount: Number(v.amount),
    description: v.description,
    businessName,
    expiresAt: v.expiresAt.toISOString(),
    isRedeemed: v.isRedeemed,
    userConfirm: v.userConfirm,
    state: voucherState(v),
  };
}

/** GET /customer/wallet: the phone's coins and every voucher it was given, newest first. */
export async function getWallet(db: Db, phone: string): Promise<Wallet> {
  const [[wallet], list] = await Promise.all([
    db.select({ coin: customerWallets.coin }).from(customerWallets).where(eq(customerWallets.phone, phone)),
    db
      .select({ voucher: vouchers, businessName: businesses.name })
      .from(vouchers)
      .innerJoin(businesses, eq(businesses.id, vouchers.businessId))
      .where(eq(vouchers.customerPhone, phone))
      .orderBy(desc(vouchers.createdAt), desc(vouchers.id))
      .limit(200),
  ]);
  return {
    phone,
    coin: Number(wallet?.coin ?? 0),
    vouchers: list.map((row) => walletVoucher(row.voucher, row.businessName)),
  };
}

/** GET /customer/wallet/history: every movement of the phone's coins, newest first (they add up to the balance). */
export async function walletHistory(
  db: Db,
  phone: string,
  query: { page: number; limit: number },
): Promise<WalletHistory> {
  const mine = eq(coinLedger.phone, phone);
  const [list, [{ total }]] = await Promise.all([
    db
      .select({ row: coinLedger, businessName: businesses.name })
      .from(coinLedger)
      .leftJoin(businesses, eq(businesses.id, coinLedger.businessId))
      .where(mine)
      .orderBy(desc(coinLedger.createdAt), desc(coinLedger.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(coinLedger).where(mine),
  ]);
  return {
    movements: list.map(({ row, businessName }) => ({
      _id: row.id,
      kind: row.kind,
      amount: Number(row.amount),
      businessName: businessName ?? null,
      createdAt: row.createdAt.toISOString(),
      payout: row.payoutId,
    })),
    pagination: { total: Number(total), page: query.page, limit: query.limit },
  };
}

/** The customer confirms, from the wallet, that the business may redeem the voucher (as the SMS link does). */
export async function confirmWalletVoucher(db: Db, phone: string, voucherId: string) {
  const id = voucherId.trim().toLowerCase();
  if (!isUuid(id)) throw notFound('errors.voucherNotFound');
  const [row] = await db
    .select({ token: vouchers.confirmToken, businessName: businesses.name })
    .from(vouchers)
    .innerJoin(businesses, eq(businesses.id, vouchers.businessId))
    .where(and(eq(vouchers.id, id), eq(vouchers.customerPhone, phone)))
    .limit(1);
  if (!row) throw notFound('errors.voucherNotFound');
  await confirmPublicVoucher(db, row.token);
  const [voucher] = await db.select().from(vouchers).where(eq(vouchers.id, id));
  return walletVoucher(voucher, row.businessName);
}

/**
 * 'Ma'lumotlarimni o'chirish': the customer's name leaves every business's client record, response and voucher;
 * money records (wallet, movements, payouts) stay, as the law on accounting asks; every session ends.
 */
export async function forgetCustomer(db: Db, phone: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(clients).set({ name: '', updatedAt: new Date() }).where(eq(clients.phone, phone));
    await tx.update(responses).set({ customerName: '' }).where(eq(responses.customerPhone, phone));
    await tx.update(vouchers).set({ customerName: '' }).where(eq(vouchers.customerPhone, phone));
  });
  await endCustomerSessions(db, phone);
}
