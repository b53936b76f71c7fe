import { and, count, desc, eq, gt, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Voucher, VouchersQuery } from '@fikr/shared/core';
import type { Db } from '../db/client';
import { rows } from '../db/rows';
import { businesses, vouchers } from '../db/schema';
import { AppError, conflict, notFound } from '../lib/app-error';
import { isUuid } from '../lib/random-codes';
import { smsText } from '../lib/sms-text';
import { containsPattern, phoneDigits } from './responses-list';
import { recordAudit, type Actor } from './audit';
import { text } from '../lib/messages';
import { enqueueMessage } from './outbox';
import { customerLang } from './customer-lang';
import type { Scope } from './scope';

type VoucherRow = typeof vouchers.$inferSelect;

export function voucherView(row: VoucherRow): Voucher & { redeemedAt: string | null } {
  return {
    _id: row.id,
    amount: Number(row.amount),
    code: row.code,
    description: row.description,
    expiresAt: row.expiresAt.toISOString(),
    isRedeemed: row.isRedeemed,
    userConfirm: row.userConfirm,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    redeemedAt: row.redeemedAt ? row.redeemedAt.toISOString() : null,
    user: { name: row.customerName, phone: row.customerPhone },
  };
}

/**
 * The vouchers a scope reaches: its business's and, for a branch-bound member, those earned by a request of their
 * branch alone (a voucher belongs to the branch of the response that earned it).
 */
function inScope(scope: Scope): SQL | undefined {
  return and(
    eq(vouchers.businessId, scope.businessId),
    scope.branchId
      ? sql`exists (select 1 from responses r where r.id = ${vouchers.responseId} and r.branch_id = ${scope.branchId})`
      : undefined,
  );
}

export async function listVouchers(db: Db, scope: Scope, query: VouchersQuery) {
  const conditions: Array<SQL | undefined> = [inScope(scope)];
  if (query.isRedeemed !== undefined) conditions.push(eq(vouchers.isRedeemed, query.isRedeemed));
  // the same test redeemVoucher applies: usable = not redeemed and expiring after now
  if (query.validity === 'valid')
    conditions.push(and(eq(vouchers.isRedeemed, false), gt(vouchers.expiresAt, sql`now()`)));
  if (query.validity === 'invalid')
    conditions.push(or(eq(vouchers.isRedeemed, true), lte(vouchers.expiresAt, sql`now()`)));
  if (query.search) {
    const digits = phoneDigits(query.search);
    conditions.push(
      or(
        ilike(vouchers.code, containsPattern(query.search.toUpperCase())),
        ilike(vouchers.customerName, containsPattern(query.search)),
        digits ? ilike(vouchers.customerPhone, containsPattern(digits)) : undefined,
      ),
    );
  }
  const where = and(...conditions);
  const [list, [{ total }]] = await Promise.all([
    db
      .select()
      .from(vouchers)
      .where(where)
      .orderBy(desc(vouchers.createdAt), desc(vouchers.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(vouchers).where(where),
  ]);
  return {
    responses: list.map(voucherView),
    pagination: { total: Number(total), page: query.page, limit: query.limit },
  };
}

async function ownVoucher(db: Db, scope: Scope, voucherId: string): Promise<VoucherRow> {
  if (!isUuid(voucherId)) throw notFound('errors.voucherNotFound');
  const [row] = await db
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.id, voucherId), inScope(scope)))
    .limit(1);
  if (!row) throw notFound('errors.voucherNotFound');
  return row;
}

/** GET /vouchers/by-code/:code: a voucher in the caller's scope by the code the customer shows (any case, spaces). */
export async function voucherByCode(db: Db, scope: Scope, typed: string) {
  const code = typed.replace(/[\s-]/g, '').toUpperCase();
  if (!/^[A-Z0-9]{4,20}$/.test(code)) throw notFound('errors.voucherNotFound');
  const [row] = await db
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.code, code), inScope(scope)))
    .limit(1);
  if (!row) throw notFound('errors.voucherNotFound');
  return voucherView(row);
}

function assertUsable(row: VoucherRow): void {
  if (row.isRedeemed) throw conflict('errors.voucherRedeemed');
  if (row.expiresAt.getTime() <= Date.now()) throw new AppError(400, 'errors.voucherExpired');
}

/** A voucher in the caller's scope that can still be used: 404 for any other, 409/400 once redeemed or expired. */
export async function usableVoucher(db: Db, scope: Scope, voucherId: string): Promise<VoucherRow> {
  const row = await ownVoucher(db, scope, voucherId);
  assertUsable(row);
  return row;
}

/** POST /vouchers/sendConfirm: texts the customer the link where they confirm the voucher's use. */
export async function sendVoucherConfirm(app: FastifyInstance, scope: Scope, voucherId: string) {
  const { businessId } = scope;
  const row = await usableVoucher(app.db, scope, voucherId);
  const [business] = await app.db
    .select({ name: businesses.name })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  const lang = await customerLang(app.db, row.customerPhone);
  const url = `${app.config.publicFormOrigin}/voucher/${row.confirmToken}`;
  await enqueueMessage(app.db, {
    channel: 'sms',
    kind: 'voucher_confirm',
    phone: row.customerPhone,
    businessId,
    link: { label: text('api.tgOpenVoucher', {}, lang), url },
    text: smsText('sms.voucherConfirm', { business: business.name, amount: Number(row.amount), url }, lang),
  });
  return voucherView(row);
}

/**
 * POST /vouchers/confirm: one atomic UPDATE, so of many concurrent redeems exactly one wins. A suspended business
 * redeems nothing: its row is read with a share lock in the same transaction, so a suspension either came first or
 * waits for this redemption to end.
 */
export async function redeemVoucher(db: Db, scope: Scope, voucherId: string, actor?: Actor) {
  const row = await ownVoucher(db, scope, voucherId);
  const redeemed = await db.transaction(async (tx) => {
    const [open] = await rows<{ id: string }>(
      tx,
      sql`select id from businesses where id = ${scope.businessId} and suspended_at is null for share`,
    );
    if (!open) throw new AppError(403, 'errors.businessSuspended');
    const [done] = await tx
      .update(vouchers)
      .set({ isRedeemed: true, redeemedAt: new Date(), updatedAt: new Date() })
      .where(
        and(
          eq(vouchers.id, row.id),
          eq(vouchers.isRedeemed, false),
          eq(vouchers.userConfirm, true),
          gt(vouchers.expiresAt, sql`now()`),
        ),
      )
      .returning();
    if (done && actor) await recordAudit(tx, actor, 'voucher.redeemed', `${done.code} ${Number(done.amount)}`);
    return done;
  });
  if (redeemed) return voucherView(redeemed);
  const now = await ownVoucher(db, scope, voucherId);
  assertUsable(now);
  throw new AppError(400, 'errors.voucherNotConfirmed');
}
