import { z } from './zod';
import { phoneSchema } from './phone';
import { cardNumberSchema } from './top-up';
import { isoTime, paginationSchema } from './views/envelope';

/** Cash-out rules: at least this much, and at most PAYOUT_DAY_MAX a day per phone (1 coin = 1 so'm). */
export const PAYOUT_MIN = 5_000;
export const PAYOUT_DAY_MAX = 1_000_000;
/** A customer's sign-in code and a pay code are this many digits. */
export const CUSTOMER_CODE_LENGTH = 6;

const digitsCode = (error: string) =>
  z
    .string({ error })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .refine((v) => new RegExp(`^\\d{${CUSTOMER_CODE_LENGTH}}$`).test(v), { error });

/** POST /customer/auth/code. */
export const customerCodeRequestSchema = z.object({ phone: phoneSchema });
/** POST /customer/auth/verify. */
export const customerVerifySchema = z.object({ phone: phoneSchema, code: digitsCode('validation.codeLength') });

/** POST /customer/auth/telegram: the Mini App's Telegram.WebApp.initData, as Telegram signed it. */
export const customerTelegramAuthSchema = z.object({
  initData: z
    .string({ error: 'wallet.telegramInitData' })
    .min(1, { error: 'wallet.telegramInitData' })
    .max(4096, { error: 'wallet.telegramInitData' }),
});

/** A whole number of coins as typed ("25 000") or as a JSON number. */
const coinAmount = (min: number, minError: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^[\d\s]+$/.test(v.trim()) ? Number(v.replace(/\s/g, '')) : v),
    z
      .number({ error: 'validation.amountDigitsOnly' })
      .int({ error: 'validation.amountDigitsOnly' })
      .min(min, { error: minError })
      .max(1_000_000_000, { error: 'validation.amountTooLarge' }),
  );

/** Uzcard (8600) or Humo (9860), 16 digits. */
export const payoutCardSchema = cardNumberSchema.refine((v) => v.startsWith('8600') || v.startsWith('9860'), {
  error: 'validation.payoutCardBrand',
});

/** POST /customer/payouts (with an Idempotency-Key header). */
export const payoutRequestSchema = z.object({
  amount: coinAmount(PAYOUT_MIN, 'validation.payoutMin'),
  cardNumber: payoutCardSchema,
});

/** POST /customer/pay-codes: the most the code may take (the customer's consent). */
export const payCodeRequestSchema = z.object({ amount: coinAmount(1, 'validation.coinPaymentMin') });

/** POST /business/coin-payments: the customer's pay code and the amount to take (at most the code's amount). */
export const coinPaymentRequestSchema = z.object({
  code: digitsCode('validation.payCodeInvalid'),
  amount: coinAmount(1, 'validation.coinPaymentMin'),
});

export const voucherStateSchema = z.enum(['valid', 'redeemed', 'expired']);
export const walletMovementKindSchema = z.enum(['reward', 'spent', 'payout', 'payout_refund']);
/**
 * review: the phone's payouts of the Tashkent day are over the review threshold, waiting for an operator (approved
 * it goes out, rejected it is refunded). unknown: the processor gave no readable answer to the last send; the
 * payout job asks for its status until it is paid or definitely failed (never refunded on a guess).
 */
export const payoutStatusSchema = z.enum(['review', 'pending', 'unknown', 'paid', 'failed']);

export const walletVoucherSchema = z.object({
  _id: z.string(),
  code: z.string(),
  amount: z.number(),
  description: z.string(),
  businessName: z.string(),
  expiresAt: isoTime,
  isRedeemed: z.boolean(),
  userConfirm: z.boolean(),
  state: voucherStateSchema,
});

/** GET /customer/wallet. */
export const walletSchema = z.object({
  phone: z.string(),
  coin: z.number(),
  vouchers: z.array(walletVoucherSchema),
});

export const walletMovementSchema = z.object({
  _id: z.string(),
  kind: walletMovementKindSchema,
  /** Signed: + reward and refund, − spent and payout. */
  amount: z.number(),
  businessName: z.string().nullable(),
  createdAt: isoTime,
  /** The payout a payout or refund movement belongs to. */
  payout: z.string().nullable(),
});

/** GET /customer/wallet/history. */
export const walletHistorySchema = z.object({ movements: z.array(walletMovementSchema), pagination: paginationSchema });

export const payoutSchema = z.object({
  _id: z.string(),
  amount: z.number(),
  /** First 6 and last 4 digits: '860000******0001'. */
  cardMask: z.string(),
  status: payoutStatusSchema,
  createdAt: isoTime,
  paidAt: isoTime.nullable(),
  /** Why it failed, in the reader's language (the processor's code as its card error text). */
  error: z.string().nullable(),
});

export const payoutsSchema = z.object({ payouts: z.array(payoutSchema) });
export const onePayoutSchema = z.object({ payout: payoutSchema });

/** POST /customer/pay-codes: `amount` is the most a business may take with the code. */
export const payCodeSchema = z.object({ code: z.string(), expiresAt: isoTime, amount: z.number() });

/** POST /customer/auth/verify. */
export const customerTokenSchema = z.object({ token: z.string() });

/** POST /business/coin-payments. */
export const coinPaymentSchema = z.object({
  payment: z.object({
    _id: z.string(),
    amount: z.number(),
    /** Masked: '+998 90 ***-**-67'. */
    customerPhone: z.string(),
    createdAt: isoTime,
  }),
});

export type CustomerVerifyPayload = z.output<typeof customerVerifySchema>;
export type CustomerTelegramAuthPayload = z.output<typeof customerTelegramAuthSchema>;
export type PayoutRequestPayload = z.output<typeof payoutRequestSchema>;
export type CoinPaymentRequestPayload = z.output<typeof coinPaymentRequestSchema>;
export type CoinPayment = z.output<typeof coinPaymentSchema>['payment'];
export type Wallet = z.output<typeof walletSchema>;
export type WalletVoucher = z.output<typeof walletVoucherSchema>;
export type WalletMovement = z.output<typeof walletMovementSchema>;
export type WalletHistory = z.output<typeof walletHistorySchema>;
export type Payout = z.output<typeof payoutSchema>;
export type PayCode = z.output<typeof payCodeSchema>;
