// /stats and /responses with 1,000,000 responses in PostgreSQL (seeded in SQL with generate_series).
// Needs `npx tsc -b api`; uses DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/test).
import { randomBytes } from 'node:crypto';
import { Pool } from 'pg';
import { json, load, PG_SERVER_URL, printRows, startApi, type Row } from './lib';
import { seedViaHttp } from './seed-http';

const COUNT = Number(process.env.BENCH_ROWS ?? 1_000_000);

async function seedResponses(pool: Pool, formId: string): Promise<void> {
  const { rows } = await pool.query('select business_id, questions from forms where id = $1', [formId]);
  const [{ business_id: businessId, questions }] = rows;
  const [choice, num] = questions as Array<{ _id: string }>;
  // Every 4th is waiting, every 7th private; 200,000 distinct customers; created one second apart.
  await pool.query(
    `insert into responses (business_id, form_id, unique_code, status, customer_phone, customer_name, answers, rating, review,
                            is_public, type_motive, coin, commission, completed_at, created_at)
     select $1, $2, 'm' || g || '-' || md5(g::text),
            case when g % 4 = 0 then 'waiting' else 'completed' end,
            '99890' || lpad((g % 200000)::text, 7, '0'), 'Mijoz ' || (g % 200000),
            case when g % 4 = 0 then '[]'::jsonb else jsonb_build_array(
              jsonb_build_object('question', $3::text, 'questionText', 'Xizmat qanday?', 'type', 'choice',
                                 'value', (array['Yaxshi', 'O''rtacha', 'Yomon'])[1 + g % 3]),
              jsonb_build_object('question', $4::text, 'questionText', 'Baholang', 'type', 'number', 'value', (1 + g % 5)::text)) end,
            case when g % 4 = 0 then null else 1 + g % 5 end,
            case when g % 4 = 0 then null else 'izoh ' || g end,
            g % 7 <> 0, 'coin', 1000, 200,
            case when g % 4 = 0 then null else now() - make_interval(secs => g) end,
            now() - make_interval(secs => g)
     from generate_series(1, $5::int) g`,
    [businessId, formId, choice._id, num._id, COUNT],
  );
  // What the API keeps up to date per request/submit, filled in once for the seeded rows.
  await pool.query(
    `insert into clients (business_id, phone, requests)
     select business_id, customer_phone, count(*) from responses where business_id = $1 group by 1, 2`,
    [businessId],
  );
  await pool.query('update forms set responses_count = (select count(*) from responses where form_id = $1) where id = $1', [formId]);
  await pool.query(
    `insert into answer_counts (form_id, question_id, value, count)
     select r.form_id, a->>'question', a->>'value', count(*) from responses r cross join lateral jsonb_array_elements(r.answers) a
     where r.form_id = $1 and r.status = 'completed' and a->>'type' in ('choice', 'number') group by 1, 2, 3`,
    [formId],
  );
  await pool.query(
    `insert into business_stats (business_id, responses, completed, rating_sum, rating_count, customers, repeat_customers)
     select $1, count(*), count(*) filter (where status = 'completed'), coalesce(sum(rating), 0), count(rating),
            (select count(*) from clients where business_id = $1), (select count(*) from clients where business_id = $1 and requests >= 2)
     from responses where business_id = $1
     on conflict (business_id) do update set responses = excluded.responses, completed = excluded.completed,
       rating_sum = excluded.rating_sum, rating_count = excluded.rating_count, customers = excluded.customers,
       repeat_customers = excluded.repeat_customers`,
    [businessId],
  );
  await pool.query('vacuum analyze responses');
  await pool.query('vacuum analyze clients');
}

async function timed(label: string, url: string, token: string, runs = 5): Promise<string> {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    bytes = (await res.arrayBuffer()).byteLength;
    if (!res.ok) throw new Error(`${label}: HTTP ${res.status}`);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return `${label.padEnd(52)} median ${times[Math.floor(runs / 2)].toFixed(0).padStart(6)} ms   min ${times[0].toFixed(0).padStart(6)} ms   ${(bytes / 1024).toFixed(1)} KB`;
}

async function main(): Promise<void> {
  const name = `fikr_bench_1m_${randomBytes(4).toString('hex')}`;
  const admin = new Pool({ connectionString: PG_SERVER_URL, max: 1 });
  await admin.query(`create database ${name}`);
  const url = new URL(PG_SERVER_URL);
  url.pathname = `/${name}`;
  const api = await startApi(18_600, { DATABASE_URL: url.toString(), DATA_DIR: 'memory' });
  const pool = new Pool({ connectionString: url.toString(), max: 2 });
  try {
    const seeded = await seedViaHttp(api.url, 0);
    const t = performance.now();
    await seedResponses(pool, seeded.formId);
    console.log(`seeded ${COUNT} responses in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    const phone = '998900012345'.slice(0, 12);
    if (process.env.BENCH_SEED_ONLY) return;
    const lines = [
      await timed('GET /api/stats', `${api.url}/api/stats`, seeded.token),
      await timed('GET /api/stats/answers', `${api.url}/api/stats/answers`, seeded.token),
      await timed('GET /api/responses (page 1, limit 10)', `${api.url}/api/responses?limit=10`, seeded.token),
      await timed('GET /api/responses?status=completed&page=500&limit=50', `${api.url}/api/responses?status=completed&page=500&limit=50`, seeded.token),
      await timed('GET /api/responses?search=<7 phone digits>', `${api.url}/api/responses?search=${phone.slice(5)}`, seeded.token),
      await timed('GET /api/responses?search=<name>', `${api.url}/api/responses?search=Mijoz%2012345`, seeded.token),
      await timed(`GET /api/responses?form=<id>&limit=50`, `${api.url}/api/responses?form=${seeded.formId}&limit=50`, seeded.token),
      await timed('GET /api/forms', `${api.url}/api/forms`, seeded.token, 3),
    ];
    console.log(`\n${COUNT} responses in PostgreSQL, sequential requests:`);
    for (const line of lines) console.log(line);
    const rows: Row[] = [
      await load('postgres', 'GET /api/stats (1M)', { url: `${api.url}/api/stats`, token: seeded.token }),
      await load('postgres', 'GET /api/responses (1M, page 1)', { url: `${api.url}/api/responses?limit=10`, token: seeded.token }),
    ];
    printRows('Under load', rows);
    await json(`${api.url}/api/health`);
  } finally {
    await pool.end();
    await api.stop();
    if (process.env.BENCH_KEEP_DB) console.log(`kept database ${name}`);
    else await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
