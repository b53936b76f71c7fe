import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PublicFormPayload } from '@fikr/shared/core';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { businesses, forms, responses } from '../db/schema';
import { notFound } from '../lib/app-error';

type FormRow = typeof forms.$inferSelect;
type ResponseRow = typeof responses.$inferSelect;
type BusinessRow = typeof businesses.$inferSelect;

/** What a public code points at: a survey request (with reward) or a form's open share link. */
export type PublicTarget =
  | { kind: 'request'; response: ResponseRow; form: FormRow; business: BusinessRow }
  | { kind: 'open'; form: FormRow; business: BusinessRow };

const CODE_RE = /^[A-Za-z0-9_-]{8,64}$/;

const byRequestCode = (db: Db) =>
  prepared(db, 'public_by_request_code', (d) =>
    d
      .select({ response: responses, form: forms, business: businesses })
      .from(responses)
      .innerJoin(forms, eq(forms.id, responses.formId))
      .innerJoin(businesses, eq(businesses.id, responses.businessId))
      .where(eq(responses.uniqueCode, sql.placeholder('code')))
      .limit(1)
      .prepare('public_by_request_code'),
  );

const byShareCode = (db: Db) =>
  prepared(db, 'public_by_share_code', (d) =>
    d
      .select({ form: forms, business: businesses })
      .from(forms)
      .innerJoin(businesses, eq(businesses.id, forms.businessId))
      .where(and(eq(forms.shareCode, sql.placeholder('code')), isNull(forms.deletedAt)))
      .limit(1)
      .prepare('public_by_share_code'),
  );

export async function resolvePublicCode(db: Db, code: string): Promise<PublicTarget> {
  if (!CODE_RE.test(code)) throw notFound('errors.formNotFound');
  const [request] = await byRequestCode(db).execute({ code });
  if (request) return { kind: 'request', ...request };
  const [open] = await byShareCode(db).execute({ code });
  if (open) return { kind: 'open', ...open };
  throw notFound('errors.formNotFound');
}

export function publicFormView(target: PublicTarget): PublicFormPayload & { openLink: boolean } {
  const { form, business } = target;
  const base = {
    form: { _id: form.id, title: form.title, description: form.description, questions: form.questions },
    business: { name: business.name, description: business.description, logo: business.logo },
  };
  if (target.kind === 'open') {
    return { ...base, typeMotive: 'coin', coin: 0, voucher: { amount: 0 }, status: 'waiting', openLink: true };
  }
  const r = target.response;
  return {
    ...base,
    typeMotive: r.typeMotive ?? 'coin',
    coin: r.typeMotive === 'coin' ? Number(r.coin ?? 0) : 0,
    voucher: { amount: r.typeMotive === 'voucher' ? Number(r.voucherAmount ?? 0) : 0 },
    status: r.status,
    openLink: false,
  };
}
