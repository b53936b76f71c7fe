import { sql } from 'drizzle-orm';
import type { AnswerStats, Stats } from '@fikr/shared/core';
import type { Db } from '../db/client';
import { rows } from '../db/rows';
import type { StoredQuestion } from '../db/schema';

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part * 100) / whole) : 0);

/**
 * GET /stats from the counters kept in SQL with every request and submit; forms are counted. Private responses
 * are in the totals only: the rating is of public responses (see counterCtes).
 */
export async function businessStats(db: Db, businessId: string, branch?: string): Promise<Stats> {
  const [r] = await rows<{
    responses: number | null;
    completed: number | null;
    rating_sum: number | string | null;
    rating_count: number | null;
    customers: number | null;
    repeat_customers: number | null;
    forms: number;
  }>(
    db,
    branch
      ? // One branch: counted from its responses (the counters are kept per business).
        sql`with mine as (select * from responses where business_id = ${businessId} and branch_id = ${branch}),
                 phones as (select customer_phone, count(*) as n from mine where customer_phone <> '' group by customer_phone)
            select (select count(*) from mine)::int as responses,
                   (select count(*) from mine where status = 'completed')::int as completed,
                   (select coalesce(sum(rating), 0) from mine where status = 'completed' and is_public and rating is not null) as rating_sum,
                   (select count(*) from mine where status = 'completed' and is_public and rating is not null)::int as rating_count,
                   (select count(*) from phones)::int as customers,
                   (select count(*) from phones where n >= 2)::int as repeat_customers,
                   (select count(*) from forms where business_id = ${businessId} and deleted_at is null)::int as forms`
      : sql`select s.responses, s.completed, s.rating_sum, s.rating_count, s.customers, s.repeat_customers,
               (select count(*) from forms where business_id = ${businessId} and deleted_at is null)::int as forms
        from (select 1) one left join business_stats s on s.business_id = ${businessId}`,
  );
  const total = Number(r.responses ?? 0);
  const completed = Number(r.completed ?? 0);
  const customers = Number(r.customers ?? 0);
  const repeat = Number(r.repeat_customers ?? 0);
  const ratingCount = Number(r.rating_count ?? 0);
  const rating = ratingCount > 0 ? Math.round((Number(r.rating_sum) / ratingCount) * 10) / 10 : 0;
  return {
    totalResponses: { total, completed, percentage: percent(completed, total) },
    totalForms: Number(r.forms),
    totalCustomers: customers,
    repeatPurchase: repeat,
    repeatPurchasePercentage: percent(repeat, customers),
    rating: { rating, count: ratingCount },
  };
}

function emptyOptions(q: StoredQuestion): Record<string, number> {
  const options: Record<string, number> = {};
  if (q.type === 'choice') for (const o of q.options) options[o] = 0;
  if (q.type === 'number') for (let v = q.min ?? 1; v <= (q.max ?? 5); v++) options[String(v)] = 0;
  return options;
}

/** GET /stats/answers: per form, per choice/number question, option → count (answer_counts: public responses only). */
export async function answerStats(db: Db, businessId: string, branch?: string): Promise<AnswerStats> {
  const [formRows, counts] = await Promise.all([
    rows<{ id: string; title: string; questions: StoredQuestion[] }>(
      db,
      sql`select id, title, questions from forms where business_id = ${businessId} and deleted_at is null
          order by created_at, id`,
    ),
    rows<{ form_id: string; question_id: string; value: string; count: number }>(
      db,
      branch
        ? // One branch: counted from its public completed responses (answer_counts are kept per form).
          sql`select r.form_id, a->>'question' as question_id, a->>'value' as value, count(*)::int as count
              from responses r cross join jsonb_array_elements(r.answers) a
              where r.business_id = ${businessId} and r.branch_id = ${branch} and r.status = 'completed'
                and r.is_public and a->>'type' in ('choice', 'number')
              group by 1, 2, 3`
        : sql`select ac.form_id, ac.question_id, ac.value, ac.count from answer_counts ac
          join forms f on f.id = ac.form_id
          where f.business_id = ${businessId} and f.deleted_at is null`,
    ),
  ]);
  const out: AnswerStats = {};
  for (const form of formRows) {
    const questions: AnswerStats[string]['questions'] = {};
    for (const q of form.questions) {
      if (q.type === 'choice' || q.type === 'number')
        questions[q._id] = { questionText: q.text, type: q.type, options: emptyOptions(q) };
    }
    out[form.id] = { formTitle: form.title, questions };
  }
  for (const c of counts) {
    const question = out[c.form_id]?.questions[c.question_id];
    if (question) question.options[c.value] = (question.options[c.value] ?? 0) + Number(c.count);
  }
  return out;
}
