// The platform operators' API (/api/ops/*, for users whose phone is in OPERATOR_PHONES): what the routes declare
// and the operators' console (mf-ops) reads.
import { z } from './zod';
import { isoTime, paginationSchema } from './views/envelope';
import { payoutStatusSchema } from './wallet';
import { remoteEntrySchema, remoteOverrideSchema } from './console-pages';

/** The kinds of outgoing messages (the outbox's `kind`): GET /ops/messages?kind filters by one. */
export const MESSAGE_KINDS = [
  'survey',
  'reward',
  'voucher_confirm',
  'topup_otp',
  'password_reset',
  'alert',
  'customer_code',
  'coin_receipt',
  'payout',
  'member_invite',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/**
 * Every kind the outbox sends, later ones included (a business's reply to a customer): what the operators' filter
 * offers. MESSAGE_KINDS stays as remotes built before these kinds know it; new kinds are added here.
 */
export const OUTBOX_KINDS = [...MESSAGE_KINDS, 'reply'] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/**
 * What GET /ops/messages?status lists: what failed, what waits to be sent, and what is held for later (a survey
 * request asked for at night goes at 09:00 Tashkent time). Sent messages are the delivery figures, not a list.
 */
export const OPS_MESSAGE_STATUSES = ['failed', 'queued', 'scheduled'] as const;
export type OpsMessageStatus = (typeof OPS_MESSAGE_STATUSES)[number];

/** POST /ops/businesses/:id/suspend: why, in the operator's words (kept in the operators' audit). */
export const suspendRequestSchema = z.object({
  reason: z
    .string({ error: 'validation.reasonRequired' })
    .trim()
    .min(1, { error: 'validation.reasonRequired' })
    .max(500, { error: 'validation.reasonRequired' }),
});

export const opsBusinessSchema = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  coin: z.number(),
  formsCount: z.number(),
  responsesCount: z.number(),
  lastActivityAt: isoTime.nullable(),
  suspended: z.boolean(),
});
/** GET /ops/businesses?search&page&limit: by name or phone, the newest activity first. */
export const opsBusinessesPageSchema = z.object({
  businesses: z.array(opsBusinessSchema),
  pagination: paginationSchema,
});
/** POST /ops/businesses/:id/suspend and /unsuspend. */
export const suspensionSchema = z.object({ _id: z.string(), suspended: z.boolean() });

export const mismatchSchema = z.object({
  check: z.string(),
  target: z.string(),
  expected: z.number(),
  actual: z.number(),
});
/** GET and POST /ops/reconcile: the last run (checkedAt is the epoch when none has run yet). */
export const reconciliationSchema = z.object({
  ok: z.boolean(),
  checkedAt: isoTime,
  mismatches: z.array(mismatchSchema),
});

export const opsMessageSchema = z.object({
  _id: z.string(),
  channel: z.string(),
  kind: z.string(),
  status: z.string(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: isoTime,
});
/** A Tashkent day of customers' and owners' messages: sent by Telegram, sent by SMS, and SMS that failed. */
export const opsChannelDaySchema = z.object({
  /** 'YYYY-MM-DD' */
  date: z.string(),
  telegram: z.number(),
  sms: z.number(),
  smsFailed: z.number(),
});
/** GET /ops/messages?status&kind. */
export const opsMessagesSchema = z.object({
  messages: z.array(opsMessageSchema),
  /** The last 7 Tashkent days with messages, newest first. */
  days: z.array(opsChannelDaySchema),
  /** Sent of sent and failed in the last 24 hours, in percent. */
  deliveryRate: z.number(),
});

export const moneyDaySchema = z.object({
  /** A Tashkent day, 'YYYY-MM-DD'. */
  date: z.string(),
  topups: z.number(),
  commissions: z.number(),
  rewardsCoin: z.number(),
  payouts: z.number(),
});
/** GET /ops/money?from&to: per day, and what the platform holds for businesses and customers right now. */
export const moneyReportSchema = z.object({
  days: z.array(moneyDaySchema),
  liabilities: z.object({ businessBalances: z.number(), customerWallets: z.number() }),
});

export const opsPayoutSchema = z.object({
  _id: z.string(),
  phone: z.string(),
  amount: z.number(),
  cardMask: z.string(),
  status: payoutStatusSchema,
  createdAt: isoTime,
});
/** GET /ops/payouts?status (review by default: the queue to approve or reject). */
export const opsPayoutsSchema = z.object({ payouts: z.array(opsPayoutSchema) });
/** POST /ops/payouts/:id/approve|reject. */
export const payoutReviewSchema = z.object({ _id: z.string(), status: payoutStatusSchema });

export type OpsBusiness = z.output<typeof opsBusinessSchema>;
export type OpsBusinessesPage = z.output<typeof opsBusinessesPageSchema>;
export type Reconciliation = z.output<typeof reconciliationSchema>;
export type OpsMessage = z.output<typeof opsMessageSchema>;
export type OpsMessages = z.output<typeof opsMessagesSchema>;
export type OpsChannelDay = z.output<typeof opsChannelDaySchema>;
export type MoneyDay = z.output<typeof moneyDaySchema>;
export type MoneyReport = z.output<typeof moneyReportSchema>;
export type OpsPayout = z.output<typeof opsPayoutSchema>;

/**
 * A remote's name in /api/ops/remotes/:name: its package ('mf-forms') or container name ('mf_forms'); every console
 * remote's name starts with mf- (a remote deployed on its own too).
 */
export const remoteNameSchema = z
  .string({ error: 'validation.remoteNameInvalid' })
  .regex(/^mf[-_][a-z0-9][a-z0-9_-]{0,56}$/, { error: 'validation.remoteNameInvalid' });

/** Where a remote's mf-manifest.json is: an http(s) URL or a path on the console's own origin. */
const remoteEntryUrl = z
  .string({ error: 'validation.remoteEntryInvalid' })
  .max(2000, { error: 'validation.remoteEntryInvalid' })
  .regex(/^(https?:\/\/[^\s/?#]+|\/(?!\/))\S*$/, { error: 'validation.remoteEntryInvalid' });

/**
 * PUT /ops/remotes/:name: a new entry keeps the pages the remote already declares unless `pages` is given;
 * `entry: null` withdraws the remote from the console.
 */
export const remoteOverrideRequestSchema = z.object({
  entry: remoteEntryUrl.nullable(),
  pages: remoteEntrySchema.shape.pages,
});
export type RemoteOverrideRequest = z.infer<typeof remoteOverrideRequestSchema>;

/** One operator override of the manifest, as stored: its value is what MF_REMOTES would hold for that remote. */
export const remoteOverrideRowSchema = z.object({
  name: z.string(),
  value: remoteOverrideSchema,
  updatedAt: isoTime,
  updatedBy: z.string(),
});

/** GET /ops/remotes (and the answer of PUT/DELETE): the manifest the console loads now, and the overrides in it. */
export const opsRemotesSchema = z.object({
  manifest: z.record(z.string(), remoteEntrySchema),
  overrides: z.array(remoteOverrideRowSchema),
});
export type OpsRemotes = z.infer<typeof opsRemotesSchema>;

/** One SMS template in one language at its longest (the longest business name and values), as a gateway bills it. */
export const opsSmsTemplateSchema = z.object({
  key: z.string(),
  lang: z.enum(['uz', 'ru', 'en']),
  text: z.string(),
  encoding: z.enum(['GSM-7', 'UCS-2']),
  segments: z.number().int(),
});
export type OpsSmsTemplate = z.infer<typeof opsSmsTemplateSchema>;

/** GET /ops/sms-templates. */
export const opsSmsTemplatesSchema = z.object({ templates: z.array(opsSmsTemplateSchema) });
export type OpsSmsTemplates = z.infer<typeof opsSmsTemplatesSchema>;
