import { z } from 'zod';
import { phoneSchema } from './phone';
import { isBlank } from './helpers';
import { paginationQuerySchema } from './queries';
import { isoTime, paginationSchema } from './views/envelope';

/**
 * Roles of a business's team: the owner does everything; a manager runs forms, survey requests, responses,
 * vouchers and statistics (no top-up, members, profile or Telegram link); a cashier works the till only.
 */
export const ROLES = ['owner', 'manager', 'cashier'] as const;
export type Role = (typeof ROLES)[number];
export const roleSchema = z.enum(ROLES);
export const memberRoleSchema = z.enum(['manager', 'cashier'], { error: 'validation.memberRoleInvalid' });
export type MemberRole = z.output<typeof memberRoleSchema>;

/** POST /business/members. */
export const memberInviteSchema = z.object({ phone: phoneSchema, role: memberRoleSchema });

/** PATCH /business/members/:id. */
export const memberUpdateSchema = z.object({ role: memberRoleSchema });

export const memberSchema = z.object({
  _id: z.string(),
  phone: z.string(),
  name: z.string(),
  role: roleSchema,
  /** The branch a member works at (branches come later: null for now). */
  branchId: z.string().nullable(),
  /** invited: nobody has signed in with the phone yet. */
  status: z.enum(['invited', 'active']),
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

export type Member = z.output<typeof memberSchema>;
export type UserBusiness = z.output<typeof userBusinessSchema>;
export type AuditEntry = z.output<typeof auditEntrySchema>;
export type AuditQuery = z.output<typeof auditQuerySchema>;
