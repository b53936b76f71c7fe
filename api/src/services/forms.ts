import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Form, FormPayload } from '@fikr/shared/core';
import type { Db } from '../db/client';
import { rows } from '../db/rows';
import { forms, type StoredQuestion } from '../db/schema';
import { notFound } from '../lib/app-error';
import { isUuid, urlToken } from '../lib/random-codes';
import type { Scope } from './scope';
import { markStep } from './onboarding-steps';

type FormRow = typeof forms.$inferSelect;

/** How many response ids a form carries in `responses`; `responsesCount` is the real number. */
export const LATEST_RESPONSE_IDS = 20;

export function formView(
  row: FormRow,
  responseIds: string[],
  completedCount = 0,
  responsesCount = row.responsesCount,
): Form & { shareCode: string; responsesCount: number; completedCount: number } {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    questions: row.questions,
    responses: responseIds,
    responsesCount,
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

/** `and r.branch_id = …` for a branch-bound member: a form then carries only their branch's responses. */
const ofBranch = (scope: Scope) => (scope.branchId ? sql`and r.branch_id = ${scope.branchId}` : sql``);

/** The newest response ids of each form (at most LATEST_RESPONSE_IDS, read from the form index). */
async function responseIdsByForm(db: Db, formIds: string[], scope: Scope): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>(formIds.map((id) => [id, []]));
  if (formIds.length === 0) return map;
  const found = await rows<{ form_id: string; ids: string[] }>(
    db,
    sql`select f.id as form_id, array(
          select r.id from responses r where r.form_id = f.id ${ofBranch(scope)}
          order by r.created_at desc, r.id desc limit ${LATEST_RESPONSE_IDS}
        ) as ids
        from forms f where f.id in ${formIds}`,
  );
  for (const row of found) map.set(row.form_id, row.ids);
  return map;
}

/**
 * Completed answers per form (private ones too: they count in totals, never in content) and, for a branch-bound
 * member, all of their branch's responses (the form's counter is the whole business's).
 */
async function countsByForm(
  db: Db,
  formIds: string[],
  scope: Scope,
): Promise<Map<string, { completed: number; total?: number }>> {
  const map = new Map<string, { completed: number; total?: number }>();
  if (formIds.length === 0) return map;
  const found = await rows<{ form_id: string; n: number | string; total: number | string }>(
    db,
    sql`select r.form_id, count(*) filter (where r.status = 'completed') as n, count(*) as total
        from responses r where r.form_id in ${formIds} ${ofBranch(scope)} group by r.form_id`,
  );
  for (const row of found)
    map.set(row.form_id, {
      completed: Number(row.n),
      total: scope.branchId ? Number(row.total) : undefined,
    });
  return map;
}

/** A form as the caller sees it: its newest responses and counts are their branch's when they are bound to one. */
async function formsWithResponses(db: Db, scope: Scope, list: FormRow[]) {
  const formIds = list.map((r) => r.id);
  const [ids, counts] = await Promise.all([responseIdsByForm(db, formIds, scope), countsByForm(db, formIds, scope)]);
  return list.map((row) => {
    const count = counts.get(row.id);
    const total = count?.total ?? (scope.branchId ? 0 : row.responsesCount);
    return formView(row, ids.get(row.id) ?? [], count?.completed ?? 0, total);
  });
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

export async function listForms(db: Db, scope: Scope) {
  const rows = await db
    .select()
    .from(forms)
    .where(and(eq(forms.businessId, scope.businessId), isNull(forms.deletedAt)))
    .orderBy(desc(forms.createdAt), desc(forms.id));
  return formsWithResponses(db, scope, rows);
}

export async function getForm(db: Db, scope: Scope, formId: string) {
  const [form] = await formsWithResponses(db, scope, [await findOwnForm(db, scope.businessId, formId)]);
  return form;
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

export async function updateForm(db: Db, scope: Scope, formId: string, input: FormPayload) {
  const current = await findOwnForm(db, scope.businessId, formId);
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
  const [form] = await formsWithResponses(db, scope, [row]);
  return form;
}

/** Soft delete: the form disappears from the console; its responses keep their stored answers. */
export async function deleteForm(db: Db, businessId: string, formId: string): Promise<void> {
  const current = await findOwnForm(db, businessId, formId);
  await db.update(forms).set({ deletedAt: new Date() }).where(eq(forms.id, current.id));
}
