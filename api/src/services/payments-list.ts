import { sql, type SQL } from 'drizzle-orm';
import type { PaymentStatus, PaymentTransaction, PaymentsQuery } from '@fikr/shared/core';
import type { Db } from '../db/client';
import { rows } from '../db/rows';

/** Stored text → the spec's status values ('processing' is an internal moment of 'pending'). */
function statusView(stored: string): PaymentStatus {
  if (stored === '1') return 1;
  if (stored === '4') return 4;
  return stored === 'failed' ? 'failed' : 'pending';
}

function statusFilter(status: PaymentsQuery['status']): SQL {
  if (status === undefined) return sql`true`;
  if (status === 'pending') return sql`status in ('pending', 'processing')`;
  return sql`status = ${String(status)}`;
}

/**
 * Every credit of the balance a business paid or took: card top-ups, and coins taken from customers' wallets with
 * a pay code (provider 'coin', always paid, the customer's phone masked where a card's mask would be).
 */
function creditsOf(businessId: string): SQL {
  return sql`(
    select id, created_at, provider, amount, status, card_mask from payment_transactions where business_id = ${businessId}
    union all
    select id, created_at, 'coin', amount, '1',
           '+' || substr(phone, 1, 3) || ' ' || substr(phone, 4, 2) || ' ***-**-' || right(phone, 2)
    from coin_payments where business_id = ${businessId}
  ) credits`;
}

interface CreditRow {
  id: string;
  created_at: string | Date;
  provider: string;
  amount: number | string;
  status: string;
  card_mask: string;
}

/** GET /payment/uzcard/myPayments: the business's top-ups and coin payments, newest first. */
export async function listPayments(db: Db, businessId: string, query: PaymentsQuery) {
  const where = statusFilter(query.status);
  const [list, [{ total }]] = await Promise.all([
    rows<CreditRow>(
      db,
      sql`select * from ${creditsOf(businessId)} where ${where}
          order by created_at desc, id desc limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
    ),
    rows<{ total: number | string }>(db, sql`select count(*) as total from ${creditsOf(businessId)} where ${where}`),
  ]);
  const transactions: Array<PaymentTransaction & { cardMask: string }> = list.map((row) => ({
    _id: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    provider: row.provider,
    amount: Number(row.amount),
    status: statusView(row.status),
    cardMask: row.card_mask,
  }));
  return { transactions, pagination: { total: Number(total), page: query.page, limit: query.limit } };
}
