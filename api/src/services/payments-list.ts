import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { PaymentStatus, PaymentTransaction, PaymentsQuery } from '@fikr/shared/core';
import type { Db } from '../db/client';
import { paymentTransactions } from '../db/schema';

/** Stored text → the spec's status values ('processing' is an internal moment of 'pending'). */
function statusView(stored: string): PaymentStatus {
  if (stored === '1') return 1;
  if (stored === '4') return 4;
  return stored === 'failed' ? 'failed' : 'pending';
}

function statusFilter(status: PaymentsQuery['status']): SQL | undefined {
  if (status === undefined) return undefined;
  if (status === 'pending') return inArray(paymentTransactions.status, ['pending', 'processing']);
  return eq(paymentTransactions.status, String(status));
}

/** GET /payment/uzcard/myPayments: the business's top-ups, newest first. */
export async function listPayments(db: Db, businessId: string, query: PaymentsQuery) {
  const where = and(eq(paymentTransactions.businessId, businessId), statusFilter(query.status));
  const [list, [{ total }]] = await Promise.all([
    db
      .select()
      .from(paymentTransactions)
      .where(where)
      .orderBy(desc(paymentTransactions.createdAt), desc(paymentTransactions.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(paymentTransactions).where(where),
  ]);
  const transactions: Array<PaymentTransaction & { cardMask: string }> = list.map((row) => ({
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    provider: row.provider,
    amount: Number(row.amount),
    status: statusView(row.status),
    cardMask: row.cardMask,
  }));
  return { transactions, pagination: { total: Number(total), page: query.page, limit: query.limit } };
}
