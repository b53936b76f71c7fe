import { z } from './zod';
import { phoneSchema } from './phone';
import { isBlank, optionalUuid } from './helpers';
import { paginationQuerySchema } from './queries';
import { isoTime, paginationSchema } from './views/envelope';
import { reviewLinksField, reviewLinksViewSchema } from './views/closing-loop';

/**
 * Roles of a business's team: the owner does everything; a manager runs forms, survey requests, responses,
 * vouchers and statistics (no top-up, members, profile or Telegram link); a cashier works the till only.
 */
export const ROLES = ['owner', 'manager', 'cashier'] as const;
export type Role = (typeof ROLES)[number];
export const roleSchema = z.enum(ROLES);
export const memberRoleSchema = z.enum(['manager', 'cashier'], { error: 'validation.memberRoleInvalid' });
export type MemberRole = z.output<typeof memberRoleSchema>;

/** A branch id from a client: blank or null means none (the business as a whole). */
export const branchIdSchema = optionalUuid().transform((v) => v ?? null);

/** POST /business/members: a member may be tied to one branch, whose data alone they then see. */
export const memberInviteSchema = z.object({
  phone: phoneSchema,
  role: memberRoleSchema,
  branchId: branchIdSchema.optional(),
});

/** PATCH /business/members/:id. */
export const memberUpdateSchema = z.object({ role: memberRoleSchema.optional(), branchId: branchIdSchema.optional() });

const placeId = z.preprocess(
  (v) => (isBlank(v) ? null : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
  z
    .number({ error: 'validation.idInvalid' })
    .int({ error: 'validation.idInvalid' })
    .positive({ error: 'validation.idInvalid' })
    .max(10_000, { error: 'validation.idInvalid' })
    .nullable(),
);

/** POST /business/branches. */
export const branchInputSchema = z.object({
  name: z
    .string({ error: 'validation.branchNameRequired' })
    .trim()
    .min(1, { error: 'validation.branchNameRequired' })
    .max(100, { error: 'validation.businessNameTooLong' }),
  address: z.preprocess(
    (v) => (isBlank(v) ? '' : v),
    z.string({ error: 'validation.addressTooLong' }).trim().max(300, { error: 'validation.addressTooLong' }),
  ),
  region: placeId.optional(),
  district: placeId.optional(),
  /** Its own review pages: a link set here wins over the business's. */
  reviewLinks: reviewLinksField,
});

/** PATCH /business/branches/:id: only what is sent changes. */
export const branchUpdateSchema = branchInputSchema.partial();

export const branchSchema = z.object({
  _id: z.string(),
  name: z.string(),
  address: z.string(),
  region: z.number().nullable(),
  district: z.number().nullable(),
  /** Its open link: /form/{shareCode}?b={code}. */
  code: z.string(),
  /** Its own review pages (the API always sends them; optional for answers of an API from before them). */
  reviewLinks: reviewLinksViewSchema.optional(),
});
export const branchesSchema = z.object({ branches: z.array(branchSchema) });

/** GET /stats/branches: per branch (and the business as a whole, _id null), ratings of public responses only. */
export const branchStatsSchema = z.object({
  branches: z.array(
    z.object({
      _id: z.string().nullable(),
      name: z.string(),
      requests: z.number(),
      completed: z.number(),
      rating: z.object({ rating: z.number(), count: z.number() }),
    }),
  ),
});

/** ?branch=<id>: GET /stats (the trends and responses queries take it too). */
export const branchQuerySchema = z.object({ branch: optionalUuid() });

export const memberSchema = z.object({
  _id: z.string(),
  phone: z.string(),
  name: z.string(),
  role: roleSchema,
  /** The branch a member works at (branches come later: null for now). */
  branchId: z.string().nullable(),
  /**
   * invited: nobody has registered the phone yet; pending: an account has it but has not proven it with a code
   * (the seat waits); active: the proven phone has joined.
   */
  status: z.enum(['invited', 'pending', 'active']),
  invitedAt: isoTime,
  joinedAt: isoTime.nullable(),
});
export const membersSchema = z.object({ members: z.array(memberSchema) });
export const oneMemberSchema = z.object({ member: memberSchema });

/** A business the signed-in user belongs to, with their role in it (GET /auth/me). */
export const userBusinessSchema = z.object({ _id: z.string(), name: z.string(), role: roleSchema });

export const auditEntrySchema = z.object({
  _id: z.string(),
  at: isoTime,
  actor: z.object({ userId: z.string().nullable(), phone: z.string(), role: z.string() }),
  action: z.string(),
  target: z.string(),
  ip: z.string(),
});
export const auditPageSchema = z.object({ entries: z.array(auditEntrySchema), pagination: paginationSchema });

const optionalText = z.preprocess(
  (v) => (isBlank(v) ? undefined : v),
  z.string({ error: 'validation.searchTooLong' }).trim().max(100, { error: 'validation.searchTooLong' }).optional(),
);

/** GET /business/audit?page&limit&actor&action (actor: a phone or part of one; action: a prefix such as 'member.'). */
export const auditQuerySchema = paginationQuerySchema.extend({
  actor: optionalText,
  action: optionalText,
});

/** One thing a member took at the till today: a redeemed voucher (ref: its code) or a coin payment (ref: masked phone). */
export const tillEntrySchema = z.object({
  kind: z.enum(['voucher', 'coin']),
  at: isoTime,
  amount: z.number(),
  ref: z.string(),
});
/** GET /business/till/today: the signed-in member's own redemptions and coin payments of the Tashkent day. */
export const tillTodaySchema = z.object({ entries: z.array(tillEntrySchema), total: z.number() });

export type Member = z.output<typeof memberSchema>;
export type Branch = z.output<typeof branchSchema>;
export type BranchInput = z.output<typeof branchInputSchema>;
export type UserBusiness = z.output<typeof userBusinessSchema>;
export type AuditEntry = z.output<typeof auditEntrySchema>;
export type AuditQuery = z.output<typeof auditQuerySchema>;
export type TillEntry = z.output<typeof tillEntrySchema>;
export type TillToday = z.output<typeof tillTodaySchema>;
