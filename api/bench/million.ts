// /stats, /stats/trends and /responses with 1,000,000 responses (seeded in SQL with generate_series), on PostgreSQL (default)
// and, with BENCH_MILLION_DB=postgres,pglite, on PGlite too. Target (PostgreSQL): each answers in under 200 ms, the
// trends in under 100 ms.
// Needs `npx tsc -b api`; uses DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/test).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../src/db/client';
import { rows } from '../src/db/rows';
import { throwawayPgDatabase } from '../src/test/databases';
import { load, PG_SERVER_URL, printRows, startApi, type Row, type Running } from './lib';
import { seedViaHttp, type Seeded } from './seed-http';

const COUNT = Number(process.env.BENCH_ROWS ?? 1_000_000);
const TARGET_MS = 200;
/** GET /stats/trends (issue 15): under 100 ms at 1,000,000 responses. */
const TRENDS_TARGET_MS = 100;

async function seedResponses(db: Db, formId: string): Promise<void> {
  const [{ business_id: businessId, questions }] = await rows<{
    business_id: string;
    questions: Array<{ _id: string }>;
  }>(db, sql`select business_id, questions from forms where id = ${formId}`);
  const [choice, num] = questions;
  // A bulk load: the secondary indexes of responses are dropped and built again afterwards from their own
  // definitions (a sorted build is several times faster than a million single inserts into two trigram indexes).
  const indexes = await rows<{ name: string; definition: string }>(
    db,
    sql`select indexname as name, indexdef as definition from pg_indexes
        where tablename = 'responses' and indexname not in (select conname from pg_constraint where conrelid = 'responses'::regclass)`,
  );
  // Foreign keys are checked by per-row triggers: the seed's rows reference one business and form that exist.
  await db.execute(sql`set session_replication_role = replica`);
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`));
  // Every 4th is waiting, every 7th private; 200,000 distinct customers; created one second apart.
  await db.execute(sql`
    insert into responses (business_id, form_id, unique_code, status, customer_phone, customer_name, answers, rating, review,
                           is_public, type_motive, coin, commission, completed_at, created_at)
    select ${businessId}, ${formId}, 'm' || g || '-' || md5(g::text),
           case when g % 4 = 0 then 'waiting' else 'completed' end,
           '99890' || lpad((g % 200000)::text, 7, '0'), 'Mijoz ' || (g % 200000),
           case when g % 4 = 0 then '[]'::jsonb else jsonb_build_array(
             jsonb_build_object('question', ${choice._id}::text, 'questionText', 'Xizmat qanday?', 'type', 'choice',
                                'value', (array['Yaxshi', 'O''rtacha', 'Yomon'])[1 + g % 3]),
             jsonb_build_object('question', ${num._id}::text, 'questionText', 'Baholang', 'type', 'number', 'value', (1 + g % 5)::text)) end,
           case when g % 4 = 0 then null else 1 + g % 5 end,
           case when g % 4 = 0 then null else 'izoh ' || g end,
           g % 7 <> 0, 'coin', 1000, 200,
           case when g % 4 = 0 then null else now() - make_interval(secs => g) end,
           now() - make_interval(secs => g)
    from generate_series(1, ${COUNT}::int) g`);
  for (const index of indexes) await db.execute(sql.raw(index.definition));
  // What the API keeps up to date per request/submit, filled in once for the seeded rows.
  await db.execute(sql`
    insert into clients (business_id, phone, requests)
    select business_id, customer_phone, count(*) from responses where business_id = ${businessId} group by 1, 2`);
  await db.execute(sql`set session_replication_role = default`);
  await db.execute(
    sql`update forms set responses_count = (select count(*) from responses where form_id = ${formId}) where id = ${formId}`,
  );
  await db.execute(sql`
    insert into answer_counts (form_id, question_id, value, count)
    select r.form_id, a->>'question', a->>'value', count(*) from responses r cross join lateral jsonb_array_elements(r.answers) a
    where r.form_id = ${formId} and r.status = 'completed' and a->>'type' in ('choice', 'number') group by 1, 2, 3`);
  await db.execute(sql`
    insert into business_stats (business_id, responses, completed, rating_sum, rating_count, customers, repeat_customers)
    select ${businessId}, count(*), count(*) filter (where status = 'completed'), coalesce(sum(rating), 0), count(rating),
           (select count(*) from clients where business_id = ${businessId}),
           (select count(*) from clients where business_id = ${businessId} and requests >= 2)
    from responses where business_id = ${businessId}
    on conflict (business_id) do update set responses = excluded.responses, completed = excluded.completed,
      rating_sum = excluded.rating_sum, rating_count = excluded.rating_count, customers = excluded.customers,
      repeat_customers = excluded.repeat_customers`);
  // The daily counters /stats/trends reads (what migration 0009 fills from existing responses).
  await db.execute(sql`
    insert into response_days (business_id, day, form_id, requests, completed, rating_sum, rating_count)
    select business_id, day, form_id, sum(requests), sum(completed), sum(rating_sum), sum(rating_count) from (
      select business_id, (created_at at time zone 'Asia/Tashkent')::date as day, form_id, 1 as requests, 0 as completed,
             0 as rating_sum, 0 as rating_count
      from responses where business_id = ${businessId}
      union all
      select business_id, (completed_at at time zone 'Asia/Tashkent')::date, form_id, 0, 1,
             case when is_public then coalesce(rating, 0) else 0 end, case when is_public and rating is not null then 1 else 0 end
      from responses where business_id = ${businessId} and status = 'completed' and completed_at is not null
    ) r group by 1, 2, 3
    on conflict (business_id, day, form_id) do update set requests = excluded.requests, completed = excluded.completed,
      rating_sum = excluded.rating_sum, rating_count = excluded.rating_count`);
  await db.execute(sql`vacuum analyze responses`);
  await db.execute(sql`vacuum analyze clients`);
}

/** The Asia/Tashkent calendar day `offset` days from today (UTC+5 all year). */
function tashkentDay(offset: number): string {
  return new Date(Date.now() + 5 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
}

async function timed(url: string, token: string, runs = 5): Promise<{ median: number; min: number; kb: number }> {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    bytes = (await res.arrayBuffer()).byteLength;
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(runs / 2)], min: times[0], kb: bytes / 1024 };
}

interface Prepared {
  api: Running;
  seeded: Seeded;
  cleanup(): Promise<void>;
}

/** PostgreSQL: the API on a new database, seeded beside it through a second connection. */
async function preparePostgres(): Promise<Prepared> {
  const pg = await throwawayPgDatabase(PG_SERVER_URL, 'fikr_bench_1m');
  const api = await startApi(18_600, { DATABASE_URL: pg.url, DATA_DIR: 'memory' });
  const seeded = await seedViaHttp(api.url, 0);
  const database = await openDatabase({ dataDir: 'memory', databaseUrl: pg.url, poolSize: 1 });
  try {
    await seedResponses(database.db, seeded.formId);
  } finally {
    await database.close();
  }
  const keep = process.env.BENCH_KEEP_DB;
  return { api, seeded, cleanup: async () => (keep ? console.log(`kept database ${pg.url}`) : pg.drop()) };
}

/** PGlite: one process owns the data directory, so the API stops while the bench process seeds it, then starts again. */
async function preparePglite(): Promise<Prepared> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fikr-bench-1m-'));
  const env = { DATA_DIR: dir, DATABASE_URL: undefined };
  const first = await startApi(18_610, env);
  const seeded = await seedViaHttp(first.url, 0);
  await first.stop();
  const database = await openDatabase({ dataDir: dir });
  try {
    await seedResponses(database.db, seeded.formId);
  } finally {
    await database.close();
  }
  const api = await startApi(18_610, env);
  return { api, seeded, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
}

async function benchKind(kind: 'postgres' | 'pglite'): Promise<{ lines: string[]; misses: number; rows: Row[] }> {
  const t = performance.now();
  const { api, seeded, cleanup } = kind === 'postgres' ? await preparePostgres() : await preparePglite();
  console.log(`${kind}: seeded ${COUNT} responses in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  try {
    const phone = '998900012345';
    const routes: Array<[string, string]> = [
      ['GET /api/stats', '/api/stats'],
      ['GET /api/stats/answers', '/api/stats/answers'],
      ['GET /api/responses (page 1, limit 10)', '/api/responses?limit=10'],
      ['GET /api/responses?status=completed&page=500&limit=50', '/api/responses?status=completed&page=500&limit=50'],
      ['GET /api/responses?search=<7 phone digits>', `/api/responses?search=${phone.slice(5)}`],
      ['GET /api/responses?search=<name>', '/api/responses?search=Mijoz%2012345'],
      ['GET /api/responses?form=<id>&limit=50', `/api/responses?form=${seeded.formId}&limit=50`],
      ['GET /api/forms', '/api/forms'],
      // the seed's responses span its last ~12 days: 90 and 366 days cover all of them
      ['GET /api/stats/trends (90 days)', `/api/stats/trends?from=${tashkentDay(-89)}&to=${tashkentDay(0)}`],
      ['GET /api/stats/trends (366 days)', `/api/stats/trends?from=${tashkentDay(-365)}&to=${tashkentDay(0)}`],
      [
        'GET /api/stats/trends (90 days, one form)',
        `/api/stats/trends?from=${tashkentDay(-89)}&to=${tashkentDay(0)}&form=${seeded.formId}`,
      ],
    ];
    const lines: string[] = [];
    let misses = 0;
    for (const [label, url] of routes) {
      const { median, min, kb } = await timed(`${api.url}${url}`, seeded.token);
      // The target covers /stats and /responses on PostgreSQL; the rest is shown for reference.
      const target = kind === 'postgres' && !label.startsWith('GET /api/forms');
      const limit = label.startsWith('GET /api/stats/trends') ? TRENDS_TARGET_MS : TARGET_MS;
      const verdict = target ? (median < limit ? 'PASS' : 'MISS') : '    ';
      if (target && median >= limit) misses++;
      lines.push(
        `${verdict}  ${kind.padEnd(9)}${label.padEnd(54)} median ${median.toFixed(0).padStart(5)} ms   min ${min.toFixed(0).padStart(5)} ms   ${kb.toFixed(1)} KB`,
      );
    }
    const rows = [
      await load(kind, `GET /api/stats (${COUNT / 1e6}M)`, { url: `${api.url}/api/stats`, token: seeded.token }),
      await load(kind, `GET /api/responses (${COUNT / 1e6}M, page 1)`, {
        url: `${api.url}/api/responses?limit=10`,
        token: seeded.token,
      }),
    ];
    return { lines, misses, rows };
  } finally {
    await api.stop();
    await cleanup();
  }
}

async function main(): Promise<void> {
  const kinds = (process.env.BENCH_MILLION_DB ?? 'postgres').split(',') as Array<'postgres' | 'pglite'>;
  const lines: string[] = [];
  const rows: Row[] = [];
  let misses = 0;
  for (const kind of kinds) {
    const result = await benchKind(kind);
    lines.push(...result.lines);
    rows.push(...result.rows);
    misses += result.misses;
  }
  console.log(
    `\n${COUNT} responses, sequential requests (median of 5); target on PostgreSQL: /stats and /responses < ${TARGET_MS} ms, /stats/trends < ${TRENDS_TARGET_MS} ms`,
  );
  for (const line of lines) console.log(line);
  printRows('Under load', rows);
  if (misses > 0) console.log(`\n${misses} target(s) missed`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
