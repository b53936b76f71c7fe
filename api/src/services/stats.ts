import { sql } from 'drizzle-orm';
import type { AnswerStats, Stats } from '@fikr/shared/core';
import type { Db } from '../db/client';
import { rows } from '../db/rows';
import type { StoredQuestion } from '../db/schema';

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part * 100) / whole) : 0);

/** GET /stats, aggregated in SQL (private responses count too: no answer leaves the database). */
export async function businessStats(db: Db, businessId: string): Promise<Stats> {
  const [r] = await rows<{
    total: number;
    completed: number;
    rating: number | null;
    rating_count: number;
    customers: number;
    repeat: number;
    forms: number;
  }>(
    db,
    sql`
      with mine as (
        select status, rating, customer_phone from responses where business_id = ${businessId}
      ), per_phone as (
        select count(*) as n from mine where customer_phone <> '' group by customer_phone
      )
      select
        (select count(*) from mine)::int as total,
        (select count(*) from mine where status = 'completed')::int as completed,
        (select avg(rating) from mine where status = 'completed' and rating is not null)::float8 as rating,
        (select count(rating) from mine where status = 'completed')::int as rating_count,
        (select count(*) from per_phone)::int as customers,
        (select count(*) from per_phone where n >= 2)::int as repeat,
        (select count(*) from forms where business_id = ${businessId} and deleted_at is null)::int as forms`,
  );
  const total = Number(r.total);
  const completed = Number(r.completed);
  const customers = Number(r.customers);
  const repeat = Number(r.repeat);
  return {
    totalResponses: { total, completed, percentage: percent(completed, total) },
    totalForms: Number(r.forms),
    totalCustomers: customers,
    repeatPurchase: repeat,
    repeatPurchasePercentage: percent(repeat, customers),
    rating: { rating: r.rating === null ? 0 : Math.round(Number(r.rating) * 10) / 10, count: Number(r.rating_count) },
  };
}

function emptyOptions(q: StoredQuestion): Record<string, number> {
  const options: Record<string, number> = {};
  if (q.type === 'choice') for (const o of q.options) options[o] = 0;
  if (q.type === 'number') for (let v = q.min ?? 1; v <= (q.max ?? 5); v++) options[String(v)] = 0;
  return options;
}

/** GET /stats/answers: per form, per choice/number question, option → count (counted in SQL). */
export async function answerStats(db: Db, businessId: string): Promise<AnswerStats> {
  const [formRows, counts] = await Promise.all([
    rows<{ id: string; title: string; questions: StoredQuestion[] }>(
      db,
      sql`select id, title, questions from forms where business_id = ${businessId} and deleted_at is null order by created_at`,
    ),
    rows<{ form_id: string; question: string; value: string; n: number }>(
      db,
      sql`
        select r.form_id, a->>'question' as question, a->>'value' as value, count(*)::int as n
        from responses r cross join lateral jsonb_array_elements(r.answers) a
        where r.business_id = ${businessId} and r.status = 'completed' and a->>'type' in ('choice', 'number')
        group by 1, 2, 3`,
    ),
  ]);
  const out: AnswerStats = {};
  for (const form of formRows) {
    const questions: AnswerStats[string]['questions'] = {};
    for (const q of form.questions) {
      if (q.type === 'choice' || q.type === 'number') questions[q._id] = { questionText: q.text, type: q.type, options: emptyOptions(q) };
    }
    out[form.id] = { formTitle: form.title, questions };
  }
  for (const c of counts) {
    const question = out[c.form_id]?.questions[c.question];
    if (question) question.options[c.value] = (question.options[c.value] ?? 0) + Number(c.n);
  }
  return out;
}
