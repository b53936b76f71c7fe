// What the first-load bench needs of the product: the built server started as `npm start` starts it (fresh
// embedded database in a temporary folder) and a JSON call to its API. Only 127.0.0.1 is contacted.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const REPO = join(__dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface BenchApp {
  url: string;
  stop(): Promise<void>;
}

export async function startProduct(): Promise<BenchApp> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'fikr-bench-'));
  const child: ChildProcess = spawn(process.execPath, ['api/dist/server.js'], {
    cwd: REPO,
    env: {
      ...process.env,
      SERVE_WEB: 'true',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`server at ${url} did not become healthy`);
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
export function uniquePhone(): string {
  counter += 1;
  return `99891${String((Date.now() % 100000) * 100 + (counter % 100))
    .padStart(7, '0')
    .slice(-7)}`;
}

export async function apiCall<T = any>(base: string, method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as T };
}
