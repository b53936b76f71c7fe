// The views the API declares as its routes' success answers (api/src/routes, `okResponse(...)` /
// `createdResponse(...)`), by `METHOD /api/path`: the stub server checks a test's success replies against them so a
// stub cannot drift from what the API really sends. The schemas are the API's own; none is written here.
import type { z } from 'zod';
import {
  answerStatsSchema,
  auditPageSchema,
  authResultSchema,
  branchesSchema,
  branchStatsSchema,
  businessSchema,
  deletedSchema,
  formListSchema,
  formSchema,
  membersSchema,
  oneMemberSchema,
  oneResponseSchema,
  onboardingSchema,
  templatesListSchema,
  oneVoucherSchema,
  opsBusinessesPageSchema,
  phoneProvenSchema,
  paymentsPageSchema,
  publicFormSchema,
  publicLinksSchema,
  pushSettingsSchema,
  pushSubscriptionStateSchema,
  responsesPageSchema,
  sessionUserSchema,
  statsSchema,
  telegramAlertSettingsSchema,
  tillTodaySchema,
  trendsSchema,
  vouchersPageSchema,
} from '../schemas';

/** `METHOD /api/path` (':name' matches one segment) → the declared view of its success answer's `data`. */
export const VIEW_SCHEMAS: ReadonlyArray<readonly [string, z.ZodType]> = [
  ['POST /api/auth/login', authResultSchema],
  ['POST /api/auth/register', authResultSchema],
  ['GET /api/auth/me', sessionUserSchema],
  ['POST /api/auth/phone/verify', phoneProvenSchema],
  ['PUT /api/auth/me', sessionUserSchema],
  ['GET /api/business', businessSchema],
  ['POST /api/business', businessSchema],
  ['PUT /api/business/update', businessSchema],
  ['GET /api/business/branches', branchesSchema],
  ['GET /api/business/members', membersSchema],
  ['POST /api/business/members', oneMemberSchema],
  ['PATCH /api/business/members/:id', oneMemberSchema],
  ['GET /api/business/audit', auditPageSchema],
  ['GET /api/business/till/today', tillTodaySchema],
  ['GET /api/business/telegram', telegramAlertSettingsSchema],
  ['GET /api/business/push', pushSettingsSchema],
  ['POST /api/business/push/subscriptions', pushSubscriptionStateSchema],
  ['DELETE /api/business/push/subscriptions', pushSubscriptionStateSchema],
  ['GET /api/stats', statsSchema],
  ['GET /api/stats/answers', answerStatsSchema],
  ['GET /api/stats/trends', trendsSchema],
  ['GET /api/stats/branches', branchStatsSchema],
  ['GET /api/forms', formListSchema],
  ['POST /api/forms', formSchema],
  ['GET /api/templates', templatesListSchema],
  ['GET /api/business/onboarding', onboardingSchema],
  ['POST /api/business/onboarding/share', onboardingSchema],
  ['POST /api/business/onboarding/test-request', oneResponseSchema],
  ['GET /api/forms/u/:code', publicFormSchema],
  ['GET /api/forms/:id', formSchema],
  ['PATCH /api/forms/:id', formSchema],
  ['DELETE /api/forms/:id', deletedSchema],
  ['GET /api/responses', responsesPageSchema],
  ['GET /api/responses/:id', oneResponseSchema],
  ['GET /api/vouchers', vouchersPageSchema],
  ['GET /api/vouchers/by-code/:code', oneVoucherSchema],
  ['POST /api/vouchers/sendConfirm', oneVoucherSchema],
  ['POST /api/vouchers/confirm', oneVoucherSchema],
  ['GET /api/public/links', publicLinksSchema],
  ['GET /api/ops/businesses', opsBusinessesPageSchema],
  ['GET /api/payment/uzcard/myPayments', paymentsPageSchema],
];

function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const have = path.split('/');
  return want.length === have.length && want.every((part, i) => part.startsWith(':') || part === have[i]);
}

/** The declared view for a request, the first match in table order (exact segments are listed before ':name'). */
export function viewSchemaFor(method: string, path: string): z.ZodType | undefined {
  for (const [key, schema] of VIEW_SCHEMAS) {
    const [m, pattern] = key.split(' ');
    if (m === method && matches(pattern, path)) return schema;
  }
  return undefined;
}

/** Why a success reply's `data` is not the declared view of `METHOD path`, or null when it is (or none is known). */
export function viewDrift(method: string, path: string, data: unknown): string | null {
  const schema = viewSchemaFor(method, path);
  if (!schema) return null;
  const parsed = schema.safeParse(data);
  if (parsed.success) return null;
  const issues = parsed.error.issues
    .slice(0, 5)
    .map((issue) => `  ${issue.path.join('.') || '(data)'}: ${issue.message}`)
    .join('\n');
  return `The stub for ${method} ${path} does not answer the API's declared view:\n${issues}`;
}
