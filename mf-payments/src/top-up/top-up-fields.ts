import {
  cardNumberSchema,
  expirySchema,
  formatCardNumber,
  formatExpiryInput,
  topUpAmountSchema,
  TOP_UP_MAX,
} from '@fikr/shared/schemas';

export interface TopUpFields {
  amount: string;
  cardNumber: string;
  expiry: string;
}

export type TopUpField = keyof TopUpFields;
export type FieldErrors = Partial<Record<TopUpField, string>>;

export const EMPTY_FIELDS: TopUpFields = { amount: '', cardNumber: '', expiry: '' };

const AMOUNT_MAX_DIGITS = String(TOP_UP_MAX).length;

/** What each input keeps of what was typed: amount digits only, card grouped in fours, expiry as MM/YY. */
export function sanitizeField(field: TopUpField, raw: string): string {
  if (field === 'amount') return raw.replace(/\D/g, '').slice(0, AMOUNT_MAX_DIGITS);
  if (field === 'cardNumber') return formatCardNumber(raw);
  return formatExpiryInput(raw);
}

const SCHEMAS = { amount: topUpAmountSchema, cardNumber: cardNumberSchema, expiry: expirySchema } as const;

/** Field → i18n key (common namespace) of its first problem; empty when everything is valid. */
export function validateTopUp(fields: TopUpFields): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of Object.keys(SCHEMAS) as TopUpField[]) {
    const result = SCHEMAS[field].safeParse(fields[field]);
    if (!result.success) errors[field] = result.error.issues[0]?.message;
  }
  return errors;
}
