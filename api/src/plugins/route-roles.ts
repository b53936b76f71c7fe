import type { Role } from '@fikr/shared/core';

const OWNER: readonly Role[] = ['owner'];
/** Owner and manager: the business's forms, requests, responses, vouchers and statistics. */
const STAFF: readonly Role[] = ['owner', 'manager'];
/** Everyone of the team: what the till needs. */
const TEAM: readonly Role[] = ['owner', 'manager', 'cashier'];

/**
 * The roles each business route allows, by "METHOD /path" as registered. requireBusiness refuses any other role
 * with 403 before anything else (no limit counts for a refused caller); the app does not start when a route that
 * requires a business has no entry here, so a new route must say who may call it.
 */
export const ROUTE_ROLES: Record<string, readonly Role[]> = {
  'GET /api/business/clients': STAFF,
  'POST /api/business/telegram-link': OWNER,
  'GET /api/business/telegram': OWNER,
  'PATCH /api/business/telegram': OWNER,
  'DELETE /api/business/telegram': OWNER,
  'GET /api/business/push': STAFF,
  'POST /api/business/push/subscriptions': STAFF,
  'DELETE /api/business/push/subscriptions': STAFF,
  'GET /api/business/onboarding': STAFF,
  'POST /api/business/onboarding/share': STAFF,
  'POST /api/business/onboarding/test-request': STAFF,
  'POST /api/business/coin-payments': TEAM,
  'GET /api/business/till/today': TEAM,
  'GET /api/business/members': OWNER,
  'POST /api/business/members': OWNER,
  'PATCH /api/business/members/:id': OWNER,
  'DELETE /api/business/members/:id': OWNER,
  'GET /api/business/audit': OWNER,
  'GET /api/business/branches': STAFF,
  'POST /api/business/branches': OWNER,
  'PATCH /api/business/branches/:id': OWNER,
  'DELETE /api/business/branches/:id': OWNER,
  'GET /api/stats/branches': STAFF,
  'GET /api/forms': STAFF,
  'GET /api/forms/:id': STAFF,
  'POST /api/forms': STAFF,
  'PATCH /api/forms/:id': STAFF,
  'DELETE /api/forms/:id': STAFF,
  'GET /api/forms/:id/table-tent.pdf': STAFF,
  'GET /api/responses': STAFF,
  'GET /api/responses/:id': STAFF,
  'PATCH /api/responses/:id': STAFF,
  'POST /api/responses/:id': STAFF,
  'POST /api/responses/:id/resend': STAFF,
  'POST /api/responses/:id/reply': STAFF,
  'GET /api/stats/recovery': STAFF,
  'GET /api/stats': STAFF,
  'GET /api/stats/answers': STAFF,
  'GET /api/stats/trends': STAFF,
  'GET /api/stats/review-clicks': STAFF,
  'GET /api/vouchers': STAFF,
  'GET /api/vouchers/by-code/:code': TEAM,
  'POST /api/vouchers/sendConfirm': TEAM,
  'POST /api/vouchers/confirm': TEAM,
  'POST /api/payment/uzcard/createTransaction': OWNER,
  'POST /api/payment/uzcard/confirmTransaction': OWNER,
  'GET /api/payment/uzcard/myPayments': OWNER,
};

/** The table's key of a route: HEAD answers as its GET, a trailing slash as the path without it. */
export function routeKey(method: string, url: string): string {
  return `${method === 'HEAD' ? 'GET' : method} ${url.replace(/(.)\/$/, '$1')}`;
}
