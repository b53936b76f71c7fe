// Shared helpers of the benchmarks: child-process servers, HTTP calls, autocannon runs, result rows.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServer, waitFor } from '../src/test/server-process';

export const DURATION = Number(process.env.BENCH_DURATION ?? 5);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
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

export async function json<T = any>(url: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<T> {
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
  errors: number;
}

export async function load(
  db: string,
  name: string,
  opts: { url: string; method?: 'GET' | 'POST'; body?: unknown; token?: string },
): Promise<Row> {
  const result = await autocannon({
    url: opts.url,
    method: opts.method ?? 'GET',
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { 'content-type': 'application/json', ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  return { db, name, rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.non2xx + result.errors };
}

export function printRows(title: string, rows: Row[]): void {
  console.log(`\n${title} (${CONNECTIONS} connections, ${DURATION}s each, 127.0.0.1)`);
  console.log(`${'db'.padEnd(9)}${'route'.padEnd(44)}${'req/s'.padStart(9)}${'p99 ms'.padStart(9)}${'non-2xx'.padStart(9)}`);
  for (const r of rows) {
    console.log(`${r.db.padEnd(9)}${r.name.padEnd(44)}${String(r.rps).padStart(9)}${String(r.p99).padStart(9)}${String(r.errors).padStart(9)}`);
  }
}
