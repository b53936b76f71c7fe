// npm run bench (scale-out): submit throughput of one API instance against two instances on one PostgreSQL
// database and one Redis, with the same total connections. Needs `npx tsc -b api`. Everything on 127.0.0.1.
import { Pool } from 'pg';
import Redis from 'ioredis';
import { throwawayPgDatabase } from '../src/test/databases';
import { CONNECTIONS, load, PG_SERVER_URL, startApi, type Row } from './lib';
import { seedViaHttp, waitingCodes } from './seed-http';

const SUBMITS = Number(process.env.BENCH_SUBMITS ?? 3000);
const REDIS_URL = `${process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379'}/14`;
const SUBMIT = 'POST /api/responses/:code/submit';

async function main(): Promise<void> {
  const pg = await throwawayPgDatabase(PG_SERVER_URL, 'fikr_bench');
  const redis = new Redis(REDIS_URL);
  await redis.flushdb();
  const env = {
    DATABASE_URL: pg.url,
    DATA_DIR: 'memory',
    REDIS_URL,
    JWT_SECRET: 'bench-secret-of-at-least-32-characters!!',
  };
  const [a, b] = await Promise.all([startApi(18_500, env), startApi(18_501, env)]);
  try {
    const seeded = await seedViaHttp(a.url, 300);
    const codes = await waitingCodes(a.url, seeded, SUBMITS * 2);
    const analyze = new Pool({ connectionString: pg.url, max: 1 });
    await analyze.query('analyze');
    await analyze.end();
    const body = { answers: seeded.answers, rating: 5, review: 'Yaxshi', isPublic: true };
    const paths = (from: number, count: number) =>
      codes.slice(from, from + count).map((code) => `/api/responses/${code}/submit`);

    const one = await load('postgres', `${SUBMIT}, one instance`, {
      url: a.url,
      method: 'POST',
      body,
      paths: paths(0, SUBMITS),
    });
    const started = performance.now();
    const halves = await Promise.all([
      load('postgres', 'a', {
        url: a.url,
        method: 'POST',
        body,
        paths: paths(SUBMITS, SUBMITS / 2),
        connections: CONNECTIONS / 2,
      }),
      load('postgres', 'b', {
        url: b.url,
        method: 'POST',
        body,
        paths: paths(SUBMITS * 1.5, SUBMITS / 2),
        connections: CONNECTIONS / 2,
      }),
    ]);
    const seconds = (performance.now() - started) / 1000;
    const two: Row = {
      db: 'postgres',
      name: `${SUBMIT}, two instances`,
      rps: Math.round((halves[0].requests + halves[1].requests) / seconds),
      p99: Math.max(halves[0].p99, halves[1].p99),
      errors: halves[0].errors + halves[1].errors,
      requests: halves[0].requests + halves[1].requests,
      errorKinds: [halves[0].errorKinds, halves[1].errorKinds].filter(Boolean).join(', '),
    };
    console.log(
      `\nScale-out on PostgreSQL (${CONNECTIONS} connections in all, ${SUBMITS} one-time submits per run, 127.0.0.1)`,
    );
    for (const r of [one, two]) {
      console.log(
        `${r.name.padEnd(52)}${String(r.rps).padStart(8)} req/s  p99 ${String(r.p99).padStart(4)} ms  non-2xx ${r.errors}${r.errorKinds ? ` (${r.errorKinds})` : ''}`,
      );
    }
    console.log(`two instances / one: ${((100 * two.rps) / one.rps).toFixed(0)}%`);
    if (one.errors + two.errors > 0) process.exitCode = 1;
  } finally {
    await Promise.all([a.stop(), b.stop()]);
    await redis.flushdb();
    redis.disconnect();
    await pg.drop();
  }
}

void main();
