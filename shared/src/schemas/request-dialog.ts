import { z } from './zod';
import { coercedInt, optionalUuid, requiredText } from './helpers';
import { phoneSchema } from './phone';

/** Last-4 mode of the request dialog: digits only, at most 4. */
export const LAST4_RE = /^\d{0,4}$/;
export const last4PhoneSchema = z.string().regex(LAST4_RE, { error: 'validation.last4Invalid' });
/** Suggestions start from this many typed digits; at most SUGGESTIONS_MAX are shown. */
export const LAST4_MIN_DIGITS = 2;
export const SUGGESTIONS_MAX = 5;

export function sanitizeLast4(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 4);
}

/** Amount inputs of the dialog (coin, voucher amount, duration): digits only, at most 7. */
export const AMOUNT_MAX_DIGITS = 7;
export const AMOUNT_MAX = 10 ** AMOUNT_MAX_DIGITS - 1;
export const VOUCHER_DURATION_MAX_DAYS = 3650;

export const amountInputSchema = z
  .string()
  .regex(/^\d*$/, { error: 'validation.amountDigitsOnly' })
  .max(AMOUNT_MAX_DIGITS, { error: 'validation.amountTooLong' });

export function sanitizeAmountInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, AMOUNT_MAX_DIGITS);
}

function positiveInt(key: string, max: number, tooBigKey: string) {
  return z.preprocess(
    coercedInt,
    z.number({ error: key }).int({ error: key }).positive({ error: key }).max(max, { error: tooBigKey }),
  );
}

/** A voucher reward as the business writes it: in a survey request, and in a reply's make-good. */
export const rewardVoucherSchema = z.object({
  amount: positiveInt('validation.voucherPositive', AMOUNT_MAX, 'validation.amountTooLong'),
  description: requiredText('validation.voucherDescriptionRequired', {
    length: 500,
    key: 'validation.voucherDescriptionTooLong',
  }),
  duration: positiveInt('validation.durationPositive', VOUCHER_DURATION_MAX_DAYS, 'validation.durationTooLong'),
});

/** A coin reward as the business writes it: a whole positive amount up to AMOUNT_MAX. */
export const rewardCoinSchema = positiveInt('validation.coinPositive', AMOUNT_MAX, 'validation.amountTooLong');

/**
 * POST /responses/{formId} body. `coin` is required for typeMotive 'coin', `voucher` for 'voucher';
 * the other reward is dropped from the output.
 */
export const createResponseSchema = z
  .object({
    phone: phoneSchema,
    typeMotive: z.enum(['coin', 'voucher'], { error: 'validation.typeMotiveInvalid' }),
    coin: rewardCoinSchema.optional(),
    voucher: z.unknown().optional(),
    /** The branch the request is sent for (a member tied to a branch always sends for theirs). */
    branchId: optionalUuid(),
  })
  .transform((body, ctx) => {
    const branch = body.branchId ? { branchId: body.branchId } : {};
    if (body.typeMotive === 'coin') {
      if (body.coin === undefined) {
        ctx.addIssue({ code: 'custom', message: 'validation.coinPositive', path: ['coin'] });
        return z.NEVER;
      }
      return { phone: body.phone, typeMotive: 'coin' as const, coin: body.coin, ...branch };
    }
    if (body.voucher === undefined || body.voucher === null) {
      ctx.addIssue({ code: 'custom', message: 'validation.voucherRequired', path: ['voucher'] });
      return z.NEVER;
    }
    const voucher = rewardVoucherSchema.safeParse(body.voucher);
    if (!voucher.success) {
      for (const issue of voucher.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['voucher', ...issue.path] });
      }
      return z.NEVER;
    }
    return { phone: body.phone, typeMotive: 'voucher' as const, voucher: voucher.data, ...branch };
  });

export type CreateResponseInput = z.input<typeof createResponseSchema>;
export type CreateResponsePayload = z.output<typeof createResponseSchema>;
