// The built API (node api/dist/server.js) as a child process: used by the benchmarks (their own CPU) and the
// crash-safety test (a real process to kill -9 and restart).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { ENV_VARIABLES } from '../env-schema';

export const API_DIR = path.resolve(__dirname, '../..');
export const SERVER_JS = path.join(API_DIR, 'dist', 'server.js');

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal) once the process has exited. */
  exited: Promise<number | null>;
  /** SIGTERM: running requests finish, the database is closed. */
  stop(): Promise<void>;
  /** SIGKILL: no shutdown code runs, as in a power cut or an OOM kill. */
  kill(): Promise<void>;
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers 2xx; fails as soon as the process exits. */
export async function waitFor(url: string, child: ChildProcess, timeoutMs = 60_000, output = () => ''): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited with ${child.exitCode ?? child.signalCode}\n${output()}`);
    }
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${url}\n${output()}`);
}

/** No night hold, no cooldown, no daily cap per phone. */
export const SURVEY_LIMITS_OFF = {
  SURVEY_QUIET_HOURS: 'false',
  SURVEY_COOLDOWN_DAYS: '0',
  SURVEY_REQUESTS_PER_PHONE_DAY: '1000000',
};

/**
 * Spawns the built server with PORT/HOST and test-friendly defaults (no frontends, warn logs, rate limits
 * multiplied away); `env` entries set to undefined are removed from the inherited environment (DATABASE_URL
 * of a PostgreSQL test run must not reach a PGlite server). `inheritOutput` shows the server's output live.
 */
export function spawnServer(
  port: number,
  env: Record<string, string | undefined>,
  inheritOutput = false,
): ServerProcess {
  if (!existsSync(SERVER_JS))
    throw new Error(
      `${SERVER_JS} is missing: build the API first (\`npx tsc -b api\`; \`npm test\` builds before testing)`,
    );
  const merged: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SERVE_WEB: 'false',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MULTIPLIER: '1000000',
    // The no-spam rules off, as the rate limits: these suites send many requests to few phones at any hour
    // (survey-limits.test.ts tests the rules themselves).
    ...SURVEY_LIMITS_OFF,
    // Required with DATABASE_URL (every instance signs with one secret).
    JWT_SECRET: 'server-process-test-secret-32-characters-long',
    ...env,
  };
  for (const key of Object.keys(merged)) if (merged[key] === undefined) delete merged[key];
  const child = spawn(process.execPath, [SERVER_JS], {
    env: merged as NodeJS.ProcessEnv,
    stdio: ['ignore', inheritOutput ? 'inherit' : 'pipe', inheritOutput ? 'inherit' : 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // 'close' (not 'exit'): the pipes are drained, so output() holds the last words of the process.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  const signal = (name: NodeJS.Signals) => async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    stop: signal('SIGTERM'),
    kill: signal('SIGKILL'),
  };
}

/** spawnServer, then waits until GET /api/health answers. */
export async function startServer(
  port: number,
  env: Record<string, string | undefined>,
  inheritOutput = false,
): Promise<ServerProcess> {
  const server = spawnServer(port, env, inheritOutput);
  try {
    await waitFor(`${server.url}/api/health`, server.child, 60_000, server.output);
  } catch (err) {
    await server.kill();
    throw err;
  }
  return server;
}

/**
 * src/server.ts run from source (tsx, no build needed) with `env` over this process's environment, less every
 * server setting: for what happens at start-up (a refused configuration, the first log lines).
 */
export function runServerSource(env: Record<string, string>) {
  const clean = { ...process.env };
  for (const key of ENV_VARIABLES) delete clean[key];
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(API_DIR, 'src', 'server.ts')], {
    env: { ...clean, DATA_DIR: 'memory', SERVE_WEB: 'false', LOG_LEVEL: 'warn', ...SURVEY_LIMITS_OFF, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('close', resolve));
  return { child, output: () => output, exited };
}
