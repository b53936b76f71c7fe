// Shared helpers of the benchmarks: child-process servers, HTTP calls, autocannon runs, result rows.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServer, waitFor } from '../src/test/server-process';

export const DURATION = Number(process.env.BENCH_DURATION ?? 5);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const PG_SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface Running {
  url: string;
  stop(): Promise<void>;
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

/** The built API (node api/dist/server.js) in its own process, so autocannon does not share its CPU. */
export async function startApi(port: number, env: Record<string, string | undefined>): Promise<Running> {
  const { url, stop } = await startServer(port, env, true);
  return { url, stop };
}

/** bench/baseline-server.ts (hello world + one query) through tsx in its own process. */
export async function startBaseline(port: number, kind: 'pglite' | 'postgres'): Promise<Running> {
  const tsxCli = createRequire(__filename).resolve('tsx/cli');
  const child = spawn(process.execPath, [tsxCli, path.join(__dirname, 'baseline-server.ts')], {
    env: { ...process.env, PORT: String(port), BASELINE_DB: kind, DATABASE_URL: PG_SERVER_URL },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/hello`, child);
  return { url, stop: stopper(child) };
}

export async function json<T = any>(
  url: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<T> {
  const res = await fetch(url, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = (await res.json()) as T;
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url} → ${res.status} ${JSON.stringify(body)}`);
  return body;
}

export interface Row {
  db: string;
  name: string;
  rps: number;
  p99: number;
  /** Non-2xx answers and connection errors: a benchmark of failures is no benchmark. */
  errors: number;
  requests: number;
  /** What the errors were: HTTP statuses other than 2xx, timeouts, connection errors. */
  errorKinds: string;
}

export const HELLO = 'baseline GET /hello (fastify)';
export const ONE_QUERY = 'baseline GET /one-query (select 1)';

/**
 * autocannon against 127.0.0.1 with CONNECTIONS connections: for DURATION seconds, or for exactly `amount`
 * requests (one-time requests such as submits, each with its own `path` from `paths`).
 */
export async function load(
  db: string,
  name: string,
  opts: {
    url: string;
    method?: 'GET' | 'POST';
    body?: unknown;
    token?: string;
    paths?: string[];
    connections?: number;
  },
): Promise<Row> {
  const { paths } = opts;
  let next = 0;
  const result = await autocannon({
    url: opts.url,
    method: opts.method ?? 'GET',
    connections: opts.connections ?? CONNECTIONS,
    ...(paths ? { amount: paths.length } : { duration: DURATION }),
    headers: { 'content-type': 'application/json', ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    requests: paths ? [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }] : undefined,
  });
  const rps = paths ? result.requests.total / result.duration : result.requests.average;
  const statuses = Object.entries(result.statusCodeStats ?? {}).filter(([code]) => !code.startsWith('2'));
  const kinds = [
    ...statuses.map(([code, { count }]) => `${count}×${code}`),
    result.timeouts ? `${result.timeouts} timeouts` : '',
    result.errors > result.timeouts ? `${result.errors - result.timeouts} connection errors` : '',
  ];
  return {
    db,
    name,
    rps: Math.round(rps),
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
    requests: result.requests.total,
    errorKinds: kinds.filter(Boolean).join(', '),
  };
}

const ratio = (a: number, b: number | undefined) => (b ? `${((100 * a) / b).toFixed(0)}%` : '-');

/** The table: req/s, p99 and the share of the same database's hello-world and one-query baselines. */
export function printRows(title: string, rows: Row[]): void {
  console.log(
    `\n${title} (${CONNECTIONS} connections, ${DURATION}s per route or one request per one-time code, 127.0.0.1)`,
  );
  const head = ['db'.padEnd(9), 'route'.padEnd(46), 'req/s', 'p99 ms', 'requests', 'non-2xx', 'vs hello', 'vs 1-query'];
  console.log(head.map((h, i) => (i < 2 ? h : h.padStart(11))).join(''));
  for (const r of rows) {
    const base = (name: string) => rows.find((b) => b.db === r.db && b.name === name)?.rps;
    const cells = [r.rps, r.p99, r.requests, r.errors, ratio(r.rps, base(HELLO)), ratio(r.rps, base(ONE_QUERY))];
    console.log(`${r.db.padEnd(9)}${r.name.padEnd(46)}${cells.map((c) => String(c).padStart(11)).join('')}`);
  }
  for (const r of rows.filter((row) => row.errors > 0)) console.log(`  ${r.db} ${r.name}: ${r.errorKinds}`);
}

export interface Target {
  db: string;
  route: string;
  /** At least this share of the same database's one-query baseline req/s. */
  minOfOneQuery?: number;
  /** p99 below this many milliseconds. */
  maxP99?: number;
}

/** PASS/MISS per target; a route that answered non-2xx misses whatever its speed. Returns the misses. */
export function printTargets(rows: Row[], targets: Target[]): number {
  console.log('\nTargets');
  let misses = 0;
  for (const t of targets.filter((target) => rows.some((r) => r.db === target.db))) {
    const row = rows.find((r) => r.db === t.db && r.name === t.route);
    const query = rows.find((r) => r.db === t.db && r.name === ONE_QUERY)?.rps;
    const checks: Array<[string, boolean]> = [];
    if (!row) checks.push(['not measured', false]);
    else {
      if (t.minOfOneQuery !== undefined && query) {
        checks.push([
          `${ratio(row.rps, query)} of one-query (target ≥ ${t.minOfOneQuery * 100}%)`,
          row.rps >= t.minOfOneQuery * query,
        ]);
      }
      if (t.maxP99 !== undefined) checks.push([`p99 ${row.p99} ms (target < ${t.maxP99} ms)`, row.p99 < t.maxP99]);
      if (row.errors > 0) checks.push([`${row.errors} non-2xx`, false]);
    }
    const pass = checks.every(([, ok]) => ok);
    if (!pass) misses++;
    console.log(
      `${pass ? 'PASS' : 'MISS'}  ${t.db.padEnd(9)}${t.route.padEnd(46)}${checks.map(([text]) => text).join(', ')}`,
    );
  }
  return misses;
}
