import { z } from './zod';

export const TOP_UP_MIN = 10_000;
export const TOP_UP_MAX = 100_000_000;
export const CARD_NUMBER_LENGTH = 16;
export const OTP_LENGTH = 6;

/** Amount as typed (digits only) or as a JSON number → integer som within [TOP_UP_MIN, TOP_UP_MAX]. */
export const topUpAmountSchema = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v),
  z
    .number({
      error: (iss) =>
        typeof iss.input === 'string' && iss.input.trim() !== ''
          ? 'validation.amountDigitsOnly'
          : 'validation.topUpMin',
    })
    .int({ error: 'validation.amountDigitsOnly' })
    .min(TOP_UP_MIN, { error: 'validation.topUpMin' })
    .max(TOP_UP_MAX, { error: 'validation.topUpMax' }),
);

/** 16 digits after removing spaces → the bare digits. */
export const cardNumberSchema = z
  .string({ error: 'validation.cardNumberLength' })
  .transform((v) => v.replace(/\s/g, ''))
  .refine((v) => new RegExp(`^\\d{${CARD_NUMBER_LENGTH}}$`).test(v), { error: 'validation.cardNumberLength' });

/** '8600123412341234' → '8600 1234 1234 1234' (non-digits dropped, at most 16 digits). */
export function formatCardNumber(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, CARD_NUMBER_LENGTH);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

export type CardBrand = 'Uzcard' | 'Humo';

export function cardBrand(cardNumber: string): CardBrand | null {
  const digits = cardNumber.replace(/\D/g, '');
  if (digits.startsWith('8600')) return 'Uzcard';
  if (digits.startsWith('9860')) return 'Humo';
  return null;
}

/** Progressive 'MM/YY' formatting of typed digits. */
export function formatExpiryInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export const EXPIRY_RE = /^(0[1-9]|1[0-2])\/\d{2}$/;

export const expirySchema = z
  .string({ error: 'validation.expiryInvalid' })
  .regex(EXPIRY_RE, { error: 'validation.expiryInvalid' });

/** '07/29' → '2907' (the processor wants YYMM). */
export function expiryToYYMM(expiry: string): string {
  const [month = '', year = ''] = expiry.split('/');
  return `${year}${month}`;
}

export const otpSchema = z
  .string({ error: 'validation.otpLength' })
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: 'validation.otpLength' });

/** POST /payment/uzcard/createTransaction body. */
export const createTransactionSchema = z.object({
  amount: topUpAmountSchema,
  cardNumber: cardNumberSchema,
  expireDate: z
    .string({ error: 'validation.expireDateInvalid' })
    .regex(/^\d{2}(0[1-9]|1[0-2])$/, { error: 'validation.expireDateInvalid' }),
});

/** POST /payment/uzcard/confirmTransaction body. */
export const confirmTransactionSchema = z.object({
  transactionId: z
    .string({ error: 'validation.transactionIdRequired' })
    .trim()
    .min(1, { error: 'validation.transactionIdRequired' })
    .max(128, { error: 'validation.transactionIdRequired' }),
  otp: otpSchema,
});

export type CreateTransactionPayload = z.output<typeof createTransactionSchema>;
export type ConfirmTransactionPayload = z.output<typeof confirmTransactionSchema>;
