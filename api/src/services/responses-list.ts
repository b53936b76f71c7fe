import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { ResponsesQuery } from '@fikr/shared/core';
import type { Db } from '../db/client';
import { forms, responses } from '../db/schema';
import { notFound } from '../lib/app-error';
import { isUuid } from '../lib/random-codes';
import { responseView, type BusinessResponse } from './response-view';

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
  if (query.status) conditions.push(eq(responses.status, query.status));
  if (query.search) {
    const digits = phoneDigits(query.search);
    conditions.push(
      or(
        ilike(responses.customerName, containsPattern(query.search)),
        digits ? ilike(responses.customerPhone, containsPattern(digits)) : undefined,
      ),
    );
  }
  return and(...conditions);
}

/** GET /responses: newest first, filtered and paged in SQL. */
export async function listResponses(db: Db, businessId: string, query: ResponsesQuery) {
  const where = filters(businessId, query);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ response: responses, formTitle: forms.title })
      .from(responses)
      .leftJoin(forms, eq(forms.id, responses.formId))
      .where(where)
      .orderBy(desc(responses.createdAt), desc(responses.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(responses).where(where),
  ]);
  return {
    responses: rows.map((r) => responseView(r.response, r.formTitle)),
    pagination: { total: Number(total), page: query.page, limit: query.limit },
  };
}

export async function getResponse(db: Db, businessId: string, id: string): Promise<BusinessResponse> {
  if (!isUuid(id)) throw notFound('errors.responseNotFound');
  const [row] = await db
    .select({ response: responses, formTitle: forms.title })
    .from(responses)
    .leftJoin(forms, eq(forms.id, responses.formId))
    .where(and(eq(responses.businessId, businessId), eq(responses.id, id)))
    .limit(1);
  if (!row) throw notFound('errors.responseNotFound');
  return responseView(row.response, row.formTitle);
}
