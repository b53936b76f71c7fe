import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { answerCounts, businessStats, forms, type StoredAnswer } from '../db/schema';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The aggregates of db/schema/counters.ts. Each is called inside the transaction that writes the
 * response (or client) it counts, so a rolled-back request leaves no trace in them either.
 */

/** +1 per choice/number answer; rows go sorted in one statement so concurrent submits lock in one order. */
export async function countAnswers(tx: Tx, formId: string, answers: StoredAnswer[]): Promise<void> {
  const rows = answers
    .filter((a) => a.type === 'choice' || a.type === 'number')
    .map((a) => ({ formId, questionId: a.question, value: a.value, count: 1 }))
    .sort((a, b) => (a.questionId + '\u0000' + a.value < b.questionId + '\u0000' + b.value ? -1 : 1));
  if (rows.length === 0) return;
  await tx
    .insert(answerCounts)
    .values(rows)
    .onConflictDoUpdate({
      target: [answerCounts.formId, answerCounts.questionId, answerCounts.value],
      set: { count: sql`${answerCounts.count} + excluded.count` },
    });
}

/** A new response of the form (waiting request or open-link answer). */
export async function countResponse(tx: Tx, formId: string): Promise<void> {
  await tx
    .update(forms)
    .set({ responsesCount: sql`${forms.responsesCount} + 1` })
    .where(eq(forms.id, formId));
}

export interface StatsDelta {
  responses?: number;
  completed?: number;
  ratingSum?: number;
  ratingCount?: number;
  customers?: number;
  repeatCustomers?: number;
}

export async function bumpBusinessStats(tx: Tx, businessId: string, delta: StatsDelta): Promise<void> {
  const d = { responses: 0, completed: 0, ratingSum: 0, ratingCount: 0, customers: 0, repeatCustomers: 0, ...delta };
  const s = businessStats;
  await tx
    .insert(s)
    .values({ businessId, ...d })
    .onConflictDoUpdate({
      target: s.businessId,
      set: {
        responses: sql`${s.responses} + ${d.responses}`,
        completed: sql`${s.completed} + ${d.completed}`,
        ratingSum: sql`${s.ratingSum} + ${d.ratingSum}`,
        ratingCount: sql`${s.ratingCount} + ${d.ratingCount}`,
        customers: sql`${s.customers} + ${d.customers}`,
        repeatCustomers: sql`${s.repeatCustomers} + ${d.repeatCustomers}`,
      },
    });
}
