// npm run bench (via tsx): req/s and p99 of the API's hot routes next to a Fastify hello world and a
// one-query route in the same run, on PGlite and on PostgreSQL, then PASS/MISS per target of the issue.
// Needs `npx tsc -b api` (it runs api/dist/server.js). Everything listens on and is loaded through 127.0.0.1.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Pool } from 'pg';
import { throwawayPgDatabase } from '../src/test/databases';
import {
  HELLO,
  load,
  ONE_QUERY,
  PG_SERVER_URL,
  printRows,
  printTargets,
  startApi,
  startBaseline,
  type Row,
  type Target,
} from './lib';
import { seedViaHttp, waitingCodes } from './seed-http';

const SEED_REQUESTS = Number(process.env.BENCH_SEED ?? 300);
/** Fresh request codes, one per submit: PGlite submits several times slower, so it gets fewer. */
const submitsFor = (kind: 'pglite' | 'postgres') =>
  Number(process.env.BENCH_SUBMITS ?? (kind === 'pglite' ? 1000 : 3000));

const FORM = 'GET /api/forms/u/:code (public form)';
const SUBMIT = 'POST /api/responses/:code/submit (request)';

/** The targets, on PostgreSQL at 50 connections (/stats and /responses at 1M rows: million.ts). */
const TARGETS: Target[] = [
  { db: 'postgres', route: FORM, minOfOneQuery: 0.6, maxP99: 50 },
  { db: 'postgres', route: SUBMIT, minOfOneQuery: 0.4, maxP99: 50 },
];

async function benchKind(kind: 'pglite' | 'postgres', port: number): Promise<Row[]> {
  const rows: Row[] = [];
  const baseline = await startBaseline(port + 1, kind);
  try {
    rows.push(await load(kind, HELLO, { url: `${baseline.url}/hello` }));
    rows.push(await load(kind, ONE_QUERY, { url: `${baseline.url}/one-query` }));
  } finally {
    await baseline.stop();
  }

  let env: Record<string, string | undefined>;
  let cleanup: () => Promise<void>;
  // PostgreSQL's autovacuum analyzes a table within a minute of such a load; the bench does it at once. PGlite has
  // no autovacuum: its figures are those of tables the planner has no statistics for.
  let analyze = async () => {};
  if (kind === 'pglite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'fikr-bench-'));
    env = { DATA_DIR: dir, DATABASE_URL: undefined };
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  } else {
    const pg = await throwawayPgDatabase(PG_SERVER_URL, 'fikr_bench');
    env = { DATABASE_URL: pg.url, DATA_DIR: 'memory' };
    cleanup = pg.drop;
    analyze = async () => {
      const pool = new Pool({ connectionString: pg.url, max: 1 });
      await pool.query('analyze');
      await pool.end();
    };
  }
  const api = await startApi(port, env);
  try {
    const seeded = await seedViaHttp(api.url, SEED_REQUESTS);
    const codes = await waitingCodes(api.url, seeded, submitsFor(kind));
    await analyze();
    const answers = { answers: seeded.answers, rating: 5, review: 'Yaxshi', isPublic: true };
    rows.push(await load(kind, FORM, { url: `${api.url}/api/forms/u/${seeded.waitingCode}` }));
    rows.push(
      await load(kind, 'GET /api/responses (page 1, limit 10)', {
        url: `${api.url}/api/responses?limit=10`,
        token: seeded.token,
      }),
    );
    rows.push(await load(kind, 'GET /api/stats', { url: `${api.url}/api/stats`, token: seeded.token }));
    // Each waiting request completed once, with its reward, SMS and counters: the customer's real submit.
    const paths = codes.map((code) => `/api/responses/${code}/submit`);
    rows.push(await load(kind, SUBMIT, { url: api.url, method: 'POST', body: answers, paths }));
    rows.push(
      await load(kind, 'POST /api/responses/:shareCode/submit (open link)', {
        url: `${api.url}/api/responses/${seeded.shareCode}/submit`,
        method: 'POST',
        body: answers,
      }),
    );
  } finally {
    await api.stop();
    await cleanup();
  }
  return rows;
}

async function main(): Promise<void> {
  const kinds = (process.env.BENCH_DB ?? 'pglite,postgres').split(',') as Array<'pglite' | 'postgres'>;
  const rows: Row[] = [];
  let port = 18_400;
  for (const kind of kinds) {
    rows.push(...(await benchKind(kind, port)));
    port += 10;
  }
  printRows('HTTP benchmark', rows);
  printTargets(rows, TARGETS);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
