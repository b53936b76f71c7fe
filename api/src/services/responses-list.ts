import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { ResponsesQuery } from '@fikr/shared/core';
import type { Db } from '../db/client';
import { businessStats, forms, responses } from '../db/schema';
import { repliesOf } from './response-replies';
import { notFound } from '../lib/app-error';
import { isUuid } from '../lib/random-codes';
import { surveyDeliveries } from './outbox';
import { responseView, type BusinessResponse } from './response-view';
import { inBranch, type Scope } from './scope';

/** The digits of a search that looks like (part of) a phone number: '+998 90 12' → '9989012'; else null. */
export function phoneDigits(search: string): string | null {
  return /^[\d\s+()-]+$/.test(search) && /\d/.test(search) ? search.replace(/\D/g, '') : null;
}

/** `%text%` for ILIKE with the user's own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filters(businessId: string, query: ResponsesQuery): SQL | undefined {
  const conditions: Array<SQL | undefined> = [eq(responses.businessId, businessId)];
  if (query.form) conditions.push(isUuid(query.form) ? eq(responses.formId, query.form) : sql`false`);
  if (query.branch) conditions.push(isUuid(query.branch) ? eq(responses.branchId, query.branch) : sql`false`);
  if (query.status) conditions.push(eq(responses.status, query.status));
  if (query.handled !== undefined) conditions.push(eq(responses.handled, query.handled));
  if (query.search) {
    // Digits search the phone, anything else the name: each side then has its own trigram index.
    const digits = phoneDigits(query.search);
    conditions.push(
      digits
        ? ilike(responses.customerPhone, containsPattern(digits))
        : ilike(responses.customerName, containsPattern(query.search)),
    );
  }
  return and(...conditions);
}

/**
 * The list total from the counters when only status or only form narrows the list (the dashboard and
 * the default view); searches and combined filters are counted.
 */
async function countResponses(
  db: Db,
  businessId: string,
  query: ResponsesQuery,
  where: SQL | undefined,
): Promise<number> {
  if (query.handled !== undefined || query.branch) {
    const [{ total }] = await db.select({ total: count() }).from(responses).where(where);
    return Number(total);
  }
  if (!query.search && !query.form) {
    const [s] = await db
      .select({ responses: businessStats.responses, completed: businessStats.completed })
      .from(businessStats)
      .where(eq(businessStats.businessId, businessId));
    const all = s?.responses ?? 0;
    const completed = s?.completed ?? 0;
    return query.status === 'completed' ? completed : query.status === 'waiting' ? all - completed : all;
  }
  if (query.form && !query.search && !query.status && isUuid(query.form)) {
    const [f] = await db
      .select({ n: forms.responsesCount })
      .from(forms)
      .where(and(eq(forms.id, query.form), eq(forms.businessId, businessId)));
    return f?.n ?? 0;
  }
  const [{ total }] = await db.select({ total: count() }).from(responses).where(where);
  return Number(total);
}

/** GET /responses: newest first, filtered and paged in SQL; a branch-bound member's own branch whatever they ask. */
export async function listResponses(db: Db, scope: Scope, asked: ResponsesQuery) {
  const { businessId } = scope;
  const query = { ...asked, branch: scope.branchId ?? asked.branch };
  const where = filters(businessId, query);
  const [rows, total] = await Promise.all([
    db
      .select({ response: responses, formTitle: forms.title })
      .from(responses)
      .leftJoin(forms, eq(forms.id, responses.formId))
      .where(where)
      .orderBy(desc(responses.createdAt), desc(responses.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    countResponses(db, businessId, query, where),
  ]);
  const deliveries = await surveyDeliveries(
    db,
    rows.map((r) => r.response.id),
  );
  return {
    responses: rows.map((r) => responseView(r.response, r.formTitle, deliveries.get(r.response.id) ?? null)),
    pagination: { total, page: query.page, limit: query.limit },
  };
}

/** PATCH /responses/:id: the follow-up on a response in the caller's scope (anything else is a 404). */
export async function updateFollowUp(
  db: Db,
  scope: Scope,
  id: string,
  input: { handled?: boolean; note?: string },
): Promise<BusinessResponse> {
  if (!isUuid(id)) throw notFound('errors.responseNotFound');
  const [updated] = await db
    .update(responses)
    .set({
      ...(input.handled !== undefined && { handled: input.handled }),
      ...(input.note !== undefined && { note: input.note }),
    })
    .where(and(eq(responses.businessId, scope.businessId), eq(responses.id, id), inBranch(responses.branchId, scope)))
    .returning({ id: responses.id });
  if (!updated) throw notFound('errors.responseNotFound');
  return getResponse(db, scope, id);
}

/** GET /responses/:id: a response in the caller's scope; another business's or branch's is a 404 like a missing one. */
export async function getResponse(db: Db, scope: Scope, id: string): Promise<BusinessResponse> {
  if (!isUuid(id)) throw notFound('errors.responseNotFound');
  const [row] = await db
    .select({ response: responses, formTitle: forms.title })
    .from(responses)
    .leftJoin(forms, eq(forms.id, responses.formId))
    .where(and(eq(responses.businessId, scope.businessId), eq(responses.id, id), inBranch(responses.branchId, scope)))
    .limit(1);
  if (!row) throw notFound('errors.responseNotFound');
  const [deliveries, replies] = await Promise.all([
    surveyDeliveries(db, [row.response.id]),
    repliesOf(db, [row.response.id]),
  ]);
  const view = responseView(row.response, row.formTitle, deliveries.get(row.response.id) ?? null);
  return { ...view, replies: replies.get(row.response.id) ?? [] };
}
