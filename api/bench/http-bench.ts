// npm run bench (via tsx): req/s and p99 of the API's hot routes next to a Fastify hello world and a
// one-query route, on PGlite and on PostgreSQL. Needs `npx tsc -b api` (it runs api/dist/server.js).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { throwawayPgDatabase } from '../src/test/databases';
import { load, PG_SERVER_URL, printRows, startApi, startBaseline, type Row } from './lib';
import { seedViaHttp } from './seed-http';

const SEED_REQUESTS = Number(process.env.BENCH_SEED ?? 300);

async function benchKind(kind: 'pglite' | 'postgres', port: number): Promise<Row[]> {
  const rows: Row[] = [];
  const baseline = await startBaseline(port + 1, kind);
  try {
    rows.push(await load(kind, 'baseline GET /hello (fastify)', { url: `${baseline.url}/hello` }));
    rows.push(await load(kind, 'baseline GET /one-query (select 1)', { url: `${baseline.url}/one-query` }));
  } finally {
    await baseline.stop();
  }

  let env: Record<string, string | undefined>;
  let cleanup: () => Promise<void>;
  if (kind === 'pglite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'fikr-bench-'));
    env = { DATA_DIR: dir, DATABASE_URL: undefined };
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  } else {
    const pg = await throwawayPgDatabase(PG_SERVER_URL, 'fikr_bench');
    env = { DATABASE_URL: pg.url, DATA_DIR: 'memory' };
    cleanup = pg.drop;
  }
  const api = await startApi(port, env);
  try {
    const seeded = await seedViaHttp(api.url, SEED_REQUESTS);
    rows.push(await load(kind, 'GET /api/forms/u/:code', { url: `${api.url}/api/forms/u/${seeded.waitingCode}` }));
    rows.push(await load(kind, 'GET /api/responses (page 1, limit 10)', { url: `${api.url}/api/responses?limit=10`, token: seeded.token }));
    rows.push(await load(kind, 'GET /api/stats', { url: `${api.url}/api/stats`, token: seeded.token }));
    rows.push(
      await load(kind, 'POST /api/responses/:shareCode/submit', {
        url: `${api.url}/api/responses/${seeded.shareCode}/submit`,
        method: 'POST',
        body: { answers: seeded.answers, rating: 5, review: 'Yaxshi', isPublic: true },
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
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
