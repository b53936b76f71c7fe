import { z } from '../zod';
import { isoTime, paginationSchema } from './envelope';

/** 1 = paid, 4 = refunded (card processor codes). */
export const paymentStatusSchema = z.union([z.literal('pending'), z.literal('failed'), z.literal(1), z.literal(4)]);

export const paymentTransactionSchema = z.object({
  _id: z.string(),
  createdAt: isoTime,
  provider: z.string(),
  amount: z.number(),
  status: paymentStatusSchema,
  /** The card as the processor masks it, e.g. 8600 **** **** 1234. */
  cardMask: z.string().optional(),
});

/** GET /payment/uzcard/myPayments. */
export const paymentsPageSchema = z.object({
  transactions: z.array(paymentTransactionSchema),
  pagination: paginationSchema,
});

/** POST /payment/uzcard/createTransaction (field `result`): the OTP went to the card's phone. */
export const cardPaymentSessionSchema = z.object({ transactionId: z.string(), otpSentPhone: z.string() });

export const createdTransactionSchema = z.object({ result: cardPaymentSessionSchema });

/** POST /payment/uzcard/confirmTransaction: paid, and the balance after it. */
export const confirmedTransactionSchema = z.object({
  transactionId: z.string(),
  amount: z.number(),
  status: z.literal(1),
  balance: z.number(),
});
