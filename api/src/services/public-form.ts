import { eq, sql } from 'drizzle-orm';
import type { PublicFormPayload } from '@fikr/shared/core';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { rows } from '../db/rows';
import { businesses, forms, type StoredQuestion } from '../db/schema';
import { Batcher } from '../lib/batcher';
import { AppError, notFound } from '../lib/app-error';

/** A form as its public page shows it (and as a submit validates against), with its business. */
export interface PublicForm {
  id: string;
  businessId: string;
  questions: StoredQuestion[];
  businessName: string;
  /** The form and business parts of the public payload, built once per cached version. */
  view: Pick<PublicFormPayload, 'form' | 'business'>;
}

/** What a public code points at: a survey request (with reward and status) or a form's open share link. */
export type PublicTarget =
  | {
      kind: 'request';
      request: {
        id: string;
        status: 'waiting' | 'completed';
        typeMotive: string | null;
        coin: number | null;
        voucherAmount: number | null;
        customerName: string;
      };
      form: PublicForm;
    }
  | { kind: 'open'; form: PublicForm };

const CODE_RE = /^[A-Za-z0-9_-]{8,64}$/;

/** A code's row: a request's own small columns (or a share code's form), and the versions of its form and business. */
interface CodeRow {
  code: string;
  kind: 'request' | 'open';
  id: string | null;
  status: 'waiting' | 'completed' | null;
  type_motive: string | null;
  coin: string | number | null;
  voucher_amount: string | number | null;
  customer_name: string | null;
  form_id: string;
  form_version: Date | string;
  business_version: Date | string;
  suspended: boolean;
}

/**
 * The rows of many codes in one statement: request codes first (as before), then open share codes of forms that
 * are not deleted. No jsonb is read; the form itself comes from the cache below.
 */
async function lookupCodes(db: Db, codes: string[]): Promise<Array<CodeRow | null>> {
  // `in ($1, $2, …)`: an index lookup per code whatever the planner knows of the table (a set-returning function
  // here made PGlite, which never gathers statistics, scan all responses).
  const list = sql`${codes}`;
  const found = await rows<CodeRow>(
    db,
    sql`select r.unique_code as code, 'request' as kind, r.id, r.status, r.type_motive, r.coin, r.voucher_amount, r.customer_name, r.form_id,
               f.updated_at as form_version, b.updated_at as business_version, b.suspended_at is not null as suspended
        from responses r join forms f on f.id = r.form_id join businesses b on b.id = r.business_id
        where r.unique_code in ${list}
        union all
        select f.share_code, 'open', null, null, null, null, null, null, f.id, f.updated_at, b.updated_at,
               b.suspended_at is not null
        from forms f join businesses b on b.id = f.business_id
        where f.share_code in ${list} and f.deleted_at is null`,
  );
  const byCode = new Map<string, CodeRow>();
  for (const row of found) if (row.kind === 'request' || !byCode.has(row.code)) byCode.set(row.code, row);
  return codes.map((code) => byCode.get(code) ?? null);
}

/** Concurrent public loads and submits share their code lookups (lib/batcher). */
const lookups = new WeakMap<Db, Batcher<string, CodeRow | null>>();

function lookupCode(db: Db, code: string): Promise<CodeRow | null> {
  let batcher = lookups.get(db);
  if (!batcher) lookups.set(db, (batcher = new Batcher((codes) => lookupCodes(db, codes))));
  return batcher.run(code);
}

const formById = (db: Db) =>
  prepared(db, 'public_form', (d) =>
    d
      .select({
        id: forms.id,
        businessId: forms.businessId,
        title: forms.title,
        description: forms.description,
        questions: forms.questions,
        formVersion: forms.updatedAt,
        name: businesses.name,
        businessDescription: businesses.description,
        logo: businesses.logo,
        businessVersion: businesses.updatedAt,
      })
      .from(forms)
      .innerJoin(businesses, eq(businesses.id, forms.businessId))
      .where(eq(forms.id, sql.placeholder('id')))
      .limit(1)
      .prepare('public_form'),
  );

interface Cached {
  formVersion: number;
  businessVersion: number;
  form: PublicForm;
}

/**
 * Public forms by form id, per database. Every public load and submit reads the code's row anyway; that row
 * carries the form's and the business's updated_at, so a cached form is used only while both are unchanged: an
 * edit of the form or of the business profile (name, logo, description) is seen by the very next request, in
 * this process or any other one on the same database. Deletion is checked by the share-code query itself.
 */
const caches = new WeakMap<Db, Map<string, Cached>>();
const CACHE_LIMIT = 10_000;

async function publicForm(db: Db, formId: string, formVersion: Date, businessVersion: Date): Promise<PublicForm> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const hit = cache.get(formId);
  if (hit && hit.formVersion === formVersion.getTime() && hit.businessVersion === businessVersion.getTime())
    return hit.form;
  const [row] = await formById(db).execute({ id: formId });
  if (!row) throw notFound('errors.formNotFound');
  const form: PublicForm = {
    id: row.id,
    businessId: row.businessId,
    questions: row.questions,
    businessName: row.name,
    view: {
      form: { _id: row.id, title: row.title, description: row.description, questions: row.questions },
      business: { name: row.name, description: row.businessDescription, logo: row.logo },
    },
  };
  if (cache.size >= CACHE_LIMIT) cache.clear();
  // The versions read with the row: a row newer than the lookup's versions is only used once they catch up.
  cache.set(formId, { formVersion: row.formVersion.getTime(), businessVersion: row.businessVersion.getTime(), form });
  return form;
}

export async function resolvePublicCode(db: Db, code: string): Promise<PublicTarget> {
  if (!CODE_RE.test(code)) throw notFound('errors.formNotFound');
  const row = await lookupCode(db, code);
  if (!row) throw notFound('errors.formNotFound');
  // A suspended business takes no answers (an operator's decision); what it was paid for stays.
  if (row.suspended) throw new AppError(403, 'errors.notTakingAnswers');
  const form = await publicForm(db, row.form_id, new Date(row.form_version), new Date(row.business_version));
  if (row.kind === 'open') return { kind: 'open', form };
  const money = (v: number | string | null) => (v === null ? null : Number(v));
  const request = {
    id: row.id as string,
    status: row.status ?? 'waiting',
    typeMotive: row.type_motive,
    coin: money(row.coin),
    voucherAmount: money(row.voucher_amount),
    customerName: row.customer_name ?? '',
  };
  return { kind: 'request', request, form };
}

/** customerName: 'Ismingiz' the customer gave this business before, prefilled on the form. */
export function publicFormView(target: PublicTarget): PublicFormPayload & { openLink: boolean; customerName: string } {
  const { view } = target.form;
  if (target.kind === 'open') {
    return {
      ...view,
      typeMotive: 'coin',
      coin: 0,
      voucher: { amount: 0 },
      status: 'waiting',
      openLink: true,
      customerName: '',
    };
  }
  const r = target.request;
  return {
    ...view,
    typeMotive: r.typeMotive === 'voucher' ? 'voucher' : 'coin',
    coin: r.typeMotive === 'coin' ? (r.coin ?? 0) : 0,
    voucher: { amount: r.typeMotive === 'voucher' ? (r.voucherAmount ?? 0) : 0 },
    status: r.status,
    openLink: false,
    customerName: r.customerName,
  };
}
