import { z } from '../zod';
import { isoTime, paginationSchema } from './envelope';

/** A voucher as its business sees it (GET /vouchers…). */
export const voucherSchema = z.object({
  _id: z.string(),
  amount: z.number(),
  code: z.string(),
  description: z.string(),
  expiresAt: isoTime,
  isRedeemed: z.boolean(),
  userConfirm: z.boolean(),
  createdAt: isoTime,
  updatedAt: isoTime,
  redeemedAt: isoTime.nullable().optional(),
  user: z.object({ name: z.string().optional(), phone: z.string() }).nullable(),
});

/** GET /vouchers (the list field is called `responses` in the contract). */
export const vouchersPageSchema = z.object({ responses: z.array(voucherSchema), pagination: paginationSchema });

/** POST /vouchers/sendConfirm and /vouchers/confirm. */
export const oneVoucherSchema = z.object({ voucher: voucherSchema });

/** The customer's side of a voucher (GET /public/vouchers/{token} and …/confirm): no ids, no customer. */
export const publicVoucherSchema = voucherSchema
  .pick({ amount: true, code: true, description: true, expiresAt: true, isRedeemed: true, userConfirm: true })
  .extend({ business: z.object({ name: z.string(), logo: z.string().nullable().optional() }) });

export const onePublicVoucherSchema = z.object({ voucher: publicVoucherSchema });
