// The public server against a real API: the API from its source (api/src/server.ts run by tsx, as its own
// process, on a fresh in-memory PGlite or a throwaway PostgreSQL database), the public server built in this process,
// both on loopback, talking real HTTP. Nothing of the API's code is imported: the pages see only its HTTP contract.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Pool } from 'pg';
import { buildPublicServer } from '../app';

const REPO_ROOT = resolve(__dirname, '../../../..');
const API_SOURCE = join(REPO_ROOT, 'api/src/server.ts');

/** PGlite always; PostgreSQL as well when DATABASE_URL is set (as the API's suites run). */
export const dbKinds: Array<'pglite' | 'postgres'> = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** A script name as the build makes them: the pages link it, these tests never load it. */
export const TEST_SCRIPT = 'client-TESTBILD.js';

async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((res, rej) => {
    const probe = createServer();
    probe.once('error', rej);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => res(port));
    });
  });
}

async function throwawayPg(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL as string;
  const name = `fikr_pub_${randomBytes(6).toString('hex')}`;
  const admin = new Pool({ connectionString: serverUrl, max: 1 });
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * The API as a process of its own on `kind`. It trusts this machine's loopback as a proxy (TRUST_PROXY=127.0.0.1):
 * the public server forwards the customer's address. `env` sets its limits (RATE_LIMIT_<RULE>); by default every
 * limit is multiplied out of reach.
 */
export async function startApi(kind: 'pglite' | 'postgres', env: Record<string, string> = {}): Promise<ApiProcess> {
  const pg = kind === 'postgres' ? await throwawayPg() : undefined;
  const port = await freePort();
  const base: Record<string, string | undefined> = { ...process.env };
  for (const key of ['DATABASE_URL', 'NODE_ENV', 'HOST', 'PUBLIC_ORIGIN', 'PUBLIC_FORM_ORIGIN', 'REDIS_URL'])
    delete base[key];
  const child = spawn(process.execPath, ['--import', 'tsx', API_SOURCE], {
    cwd: REPO_ROOT,
    env: {
      ...base,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory',
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'public-server-test-secret-32-characters-long',
      PUBLIC_ORIGIN: 'http://fikr.test',
      TRUST_PROXY: '127.0.0.1',
      ...(pg ? { DATABASE_URL: pg.url } : {}),
      // surveys are answered at any hour and one phone may be asked again (the API's own suites test the limits)
      SURVEY_QUIET_HOURS: 'false',
      SURVEY_COOLDOWN_DAYS: '0',
      SURVEY_REQUESTS_PER_PHONE_DAY: '1000000',
      ...(Object.keys(env).length ? env : { RATE_LIMIT_MULTIPLIER: '1000000' }),
    } as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<void>((r) => child.once('close', () => r()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    await pg?.drop();
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the API exited with ${child.exitCode}\n${output}`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the API did not start\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, child, stop };
}

export interface Stack {
  api: ApiProcess;
  /** Origin of the public server. */
  web: string;
  close(): Promise<void>;
}

/**
 * The API (startApi) and the public server in front of it. The public server trusts loopback as its proxy, so a
 * test names the customer's address in X-Forwarded-For as nginx in front of it would.
 */
export async function startStack(kind: 'pglite' | 'postgres', apiEnv: Record<string, string> = {}): Promise<Stack> {
  const api = await startApi(kind, apiEnv);
  let server: FastifyInstance;
  try {
    server = await buildPublicServer(
      {
        port: 0,
        host: '127.0.0.1',
        apiOrigin: api.url,
        apiBase: '/api',
        trustProxy: ['127.0.0.1'],
        logLevel: 'silent',
      },
      { client: TEST_SCRIPT },
    );
    await server.listen({ port: 0, host: '127.0.0.1' });
  } catch (err) {
    await api.stop();
    throw err;
  }
  const { port } = server.server.address() as AddressInfo;
  return {
    api,
    web: `http://127.0.0.1:${port}`,
    async close() {
      await server.close();
      await api.stop();
    },
  };
}
