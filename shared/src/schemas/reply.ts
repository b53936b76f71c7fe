import { z } from './zod';
import { coercedInt, isBlank, optionalUuid, requiredText } from './helpers';
import { rewardCoinSchema, rewardVoucherSchema } from './request-dialog';
import { isoTime } from './views/envelope';

/** Longest reply the owner may write (what a Telegram message carries easily; the SMS links to the page). */
export const REPLY_TEXT_MAX = 1000;
/** Replies one response may get in all. */
export const REPLIES_PER_RESPONSE = 3;

/**
 * A make-good written as a survey request's reward is read too: `{ typeMotive: 'coin', coin }` or `{ coin }` is the
 * coin amount, `{ typeMotive: 'voucher', voucher }` or `{ voucher }` the voucher.
 */
function rewardAsGiven(reward: unknown): unknown {
  if (typeof reward !== 'object' || reward === null || Array.isArray(reward)) return reward;
  const r = reward as Record<string, unknown>;
  if (r.typeMotive === 'coin' || (r.coin !== undefined && r.amount === undefined && r.voucher === undefined))
    return r.coin;
  if (r.typeMotive === 'voucher' || (r.voucher !== undefined && r.amount === undefined)) return r.voucher;
  return reward;
}

/**
 * POST /responses/{id}/reply body: the text and, optionally, a make-good as a survey request pays it — a coin
 * amount, or a voucher {amount, description, duration}.
 */
export const replyBodySchema = z
  .object({
    text: requiredText('validation.replyTextRequired', { length: REPLY_TEXT_MAX, key: 'validation.replyTextTooLong' }),
    reward: z.unknown().optional(),
  })
  .transform((body, ctx) => {
    const given = rewardAsGiven(body.reward);
    if (given === undefined || given === null) return { text: body.text, reward: null };
    const isVoucher = typeof given === 'object' && !Array.isArray(given);
    const parsed = isVoucher ? rewardVoucherSchema.safeParse(given) : rewardCoinSchema.safeParse(given);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['reward', ...issue.path] });
      }
      return z.NEVER;
    }
    const reward = isVoucher
      ? { typeMotive: 'voucher' as const, voucher: parsed.data as z.output<typeof rewardVoucherSchema> }
      : { typeMotive: 'coin' as const, coin: parsed.data as number };
    return { text: body.text, reward };
  });

export type ReplyBodyInput = z.input<typeof replyBodySchema>;
export type ReplyBody = z.output<typeof replyBodySchema>;
export type ReplyReward = NonNullable<ReplyBody['reward']>;

/** A reply's make-good as its business and its customer see it. */
export const replyRewardViewSchema = z.object({
  typeMotive: z.enum(['coin', 'voucher']),
  coin: z.number().optional(),
  voucher: z.object({ amount: z.number(), description: z.string(), duration: z.number() }).optional(),
  /** A voucher redeemed at the till; a coin make-good is credited at once. */
  redeemed: z.boolean(),
});

export const responseReplySchema = z.object({
  id: z.string(),
  text: z.string(),
  reward: replyRewardViewSchema.nullable(),
  createdAt: isoTime,
  /** How the customer was told: their Telegram chat, or an SMS with the link to the reply's page. */
  channel: z.enum(['sms', 'telegram']).nullable(),
});

export type ResponseReply = z.infer<typeof responseReplySchema>;

/** POST /responses/{id}/reply answer. */
export const repliedSchema = z.object({ reply: responseReplySchema });

/** GET /public/replies/{code}: the customer's page of a reply. */
export const publicReplySchema = z.object({
  business: z.object({ name: z.string(), logo: z.string().nullable().optional() }),
  text: z.string(),
  createdAt: isoTime,
  reward: replyRewardViewSchema.nullable(),
  /** A voucher make-good: what the voucher page shows (its code, validity and confirmation link). */
  voucher: z
    .object({
      code: z.string(),
      expiresAt: isoTime,
      isRedeemed: z.boolean(),
      userConfirm: z.boolean(),
      confirmToken: z.string(),
    })
    .nullable(),
});

export type PublicReply = z.infer<typeof publicReplySchema>;

/** GET /stats/recovery?days=30 (1–366)[&branch]. */
export const recoveryQuerySchema = z.object({
  branch: optionalUuid(),
  days: z.preprocess(
    (v) => (isBlank(v) ? 30 : coercedInt(v)),
    z
      .number({ error: 'validation.daysInvalid' })
      .int({ error: 'validation.daysInvalid' })
      .min(1, { error: 'validation.daysInvalid' })
      .max(366, { error: 'validation.daysInvalid' }),
  ),
});

/**
 * The unhappy customers of the last `days` days: public answers rated 1–2 (private ones never count here), how many
 * got a reply, within 24 h, with a make-good, whose make-good was used, and whose phone answered the business again
 * within 30 days; `firstUnreplied` is the newest such answer still without a reply.
 */
export const recoverySchema = z.object({
  lowRatings: z.number(),
  replied: z.number(),
  repliedWithin24h: z.number(),
  madeGood: z.number(),
  madeGoodRedeemed: z.number(),
  returned: z.number(),
  firstUnreplied: z.string().nullable(),
});

export type Recovery = z.infer<typeof recoverySchema>;
