import { eq } from 'drizzle-orm';
import type { PublicReply } from '@fikr/shared/core';
import type { Db } from '../db/client';
import { businesses, responseReplies, vouchers } from '../db/schema';
import { notFound } from '../lib/app-error';
import { rewardView } from './response-replies';

/** GET /api/public/replies/:code: the customer's page of a reply (its code is the only key: no login). */
export async function publicReply(db: Db, code: string): Promise<PublicReply> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(code)) throw notFound('errors.replyNotFound');
  const [row] = await db
    .select({ reply: responseReplies, business: { name: businesses.name, logo: businesses.logo }, voucher: vouchers })
    .from(responseReplies)
    .innerJoin(businesses, eq(businesses.id, responseReplies.businessId))
    .leftJoin(vouchers, eq(vouchers.replyId, responseReplies.id))
    .where(eq(responseReplies.code, code))
    .limit(1);
  if (!row) throw notFound('errors.replyNotFound');
  const { reply, voucher } = row;
  return {
    business: row.business,
    text: reply.text,
    createdAt: reply.createdAt.toISOString(),
    reward: rewardView(reply, voucher?.isRedeemed),
    voucher: voucher
      ? {
          code: voucher.code,
          expiresAt: voucher.expiresAt.toISOString(),
          isRedeemed: voucher.isRedeemed,
          userConfirm: voucher.userConfirm,
          confirmToken: voucher.confirmToken,
        }
      : null,
  };
}
