import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Form, FormPayload } from '@fikr/shared/core';
import type { Db } from '../db/client';
import { forms, responses, type StoredQuestion } from '../db/schema';
import { notFound } from '../lib/app-error';
import { isUuid, urlToken } from '../lib/random-codes';

type FormRow = typeof forms.$inferSelect;

export function formView(row: FormRow, responseIds: string[]): Form & { shareCode: string; responsesCount: number } {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    questions: row.questions,
    responses: responseIds,
    responsesCount: responseIds.length,
    shareCode: row.shareCode,
    uniqueCode: row.shareCode,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Question ids survive an edit when the client sends them back (answers point at them);
 * new questions and unknown ids get fresh uuids.
 */
function withIds(questions: FormPayload['questions'], previous: StoredQuestion[] = []): StoredQuestion[] {
  const known = new Set(previous.map((q) => q._id));
  const used = new Set<string>();
  return questions.map(({ _id, ...q }) => {
    const id = _id && known.has(_id) && !used.has(_id) ? _id : randomUUID();
    used.add(id);
    const stored: StoredQuestion = { _id: id, type: q.type, text: q.text, required: q.required, options: q.options };
    if (q.type === 'number') Object.assign(stored, { min: q.min, max: q.max });
    return stored;
  });
}

async function responseIdsByForm(db: Db, formIds: string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>(formIds.map((id) => [id, []]));
  if (formIds.length === 0) return map;
  const rows = await db
    .select({ formId: responses.formId, ids: sql<string[]>`array_agg(${responses.id} order by ${responses.createdAt} desc)` })
    .from(responses)
    .where(inArray(responses.formId, formIds))
    .groupBy(responses.formId);
  for (const row of rows) map.set(row.formId, row.ids);
  return map;
}

export async function findOwnForm(db: Db, businessId: string, formId: string): Promise<FormRow> {
  if (!isUuid(formId)) throw notFound('errors.formNotFound');
  const [row] = await db
    .select()
    .from(forms)
    .where(and(eq(forms.id, formId), eq(forms.businessId, businessId), isNull(forms.deletedAt)))
    .limit(1);
  if (!row) throw notFound('errors.formNotFound');
  return row;
}

export async function listForms(db: Db, businessId: string) {
  const rows = await db
    .select()
    .from(forms)
    .where(and(eq(forms.businessId, businessId), isNull(forms.deletedAt)))
    .orderBy(desc(forms.createdAt));
  const ids = await responseIdsByForm(db, rows.map((r) => r.id));
  return rows.map((row) => formView(row, ids.get(row.id) ?? []));
}

export async function getForm(db: Db, businessId: string, formId: string) {
  const row = await findOwnForm(db, businessId, formId);
  return formView(row, (await responseIdsByForm(db, [row.id])).get(row.id) ?? []);
}

export async function createForm(db: Db, businessId: string, input: FormPayload) {
  const [row] = await db
    .insert(forms)
    .values({
      businessId,
      title: input.title,
      description: input.description,
      questions: withIds(input.questions),
      shareCode: urlToken(),
    })
    .returning();
  return formView(row, []);
}

export async function updateForm(db: Db, businessId: string, formId: string, input: FormPayload) {
  const current = await findOwnForm(db, businessId, formId);
  const [row] = await db
    .update(forms)
    .set({
      title: input.title,
      description: input.description,
      questions: withIds(input.questions, current.questions),
      updatedAt: new Date(),
    })
    .where(eq(forms.id, current.id))
    .returning();
  return formView(row, (await responseIdsByForm(db, [row.id])).get(row.id) ?? []);
}

/** Soft delete: the form disappears from the console; its responses keep their stored answers. */
export async function deleteForm(db: Db, businessId: string, formId: string): Promise<void> {
  const current = await findOwnForm(db, businessId, formId);
  await db.update(forms).set({ deletedAt: new Date() }).where(eq(forms.id, current.id));
}
