import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Form, FormPayload } from '@fikr/shared/core';
import type { Db } from '../db/client';
import { rows } from '../db/rows';
import { forms, type StoredQuestion } from '../db/schema';
import { notFound } from '../lib/app-error';
import { isUuid, urlToken } from '../lib/random-codes';
import { markStep } from './onboarding-steps';

type FormRow = typeof forms.$inferSelect;

/** How many response ids a form carries in `responses`; `responsesCount` is the real number. */
export const LATEST_RESPONSE_IDS = 20;

export function formView(
  row: FormRow,
  responseIds: string[],
  completedCount = 0,
): Form & { shareCode: string; responsesCount: number; completedCount: number } {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    questions: row.questions,
    responses: responseIds,
    responsesCount: row.responsesCount,
    completedCount,
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

/** The newest response ids of each form (at most LATEST_RESPONSE_IDS, read from the form index). */
async function responseIdsByForm(db: Db, formIds: string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>(formIds.map((id) => [id, []]));
  if (formIds.length === 0) return map;
  const found = await rows<{ form_id: string; ids: string[] }>(
    db,
    sql`select f.id as form_id, array(
          select r.id from responses r where r.form_id = f.id
          order by r.created_at desc, r.id desc limit ${LATEST_RESPONSE_IDS}
        ) as ids
        from forms f where f.id in ${formIds}`,
  );
  for (const row of found) map.set(row.form_id, row.ids);
  return map;
}

/** Completed answers per form (private ones too: they count in totals, never in content). */
async function completedByForm(db: Db, formIds: string[]): Promise<Map<string, number>> {
  const map = new Map<string, number>();
  if (formIds.length === 0) return map;
  const found = await rows<{ form_id: string; n: number | string }>(
    db,
    sql`select form_id, count(*) as n from responses where form_id in ${formIds} and status = 'completed' group by form_id`,
  );
  for (const row of found) map.set(row.form_id, Number(row.n));
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
    .orderBy(desc(forms.createdAt), desc(forms.id));
  const formIds = rows.map((r) => r.id);
  const [ids, completed] = await Promise.all([responseIdsByForm(db, formIds), completedByForm(db, formIds)]);
  return rows.map((row) => formView(row, ids.get(row.id) ?? [], completed.get(row.id) ?? 0));
}

export async function getForm(db: Db, businessId: string, formId: string) {
  const row = await findOwnForm(db, businessId, formId);
  const [ids, completed] = await Promise.all([responseIdsByForm(db, [row.id]), completedByForm(db, [row.id])]);
  return formView(row, ids.get(row.id) ?? [], completed.get(row.id) ?? 0);
}

export async function createForm(db: Db, businessId: string, input: FormPayload) {
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(forms)
      .values({
        businessId,
        title: input.title,
        description: input.description,
        questions: withIds(input.questions),
        shareCode: urlToken(),
      })
      .returning();
    await markStep(tx, businessId, 'form');
    return created;
  });
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
