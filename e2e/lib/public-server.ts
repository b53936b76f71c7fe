import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './app-server';

/** Builds the public app's server (mf-public/build-light.mjs) into `outDir`, its pages carrying `label`. */
export function buildPublicApp(outDir: string, label: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(repoRoot, 'mf-public/build-light.mjs'), outDir], {
      cwd: join(repoRoot, 'mf-public'),
      env: { ...process.env, PUBLIC_BUILD_LABEL: label },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the public app's build exited with ${code}\n${stderr}`)),
    );
  });
}

export interface PublicServer {
  child: ChildProcess;
  url: string;
  stop(): Promise<void>;
}

/** Runs a build's server.js as its own deployment would: PORT, API_ORIGIN, behind a proxy on loopback. */
export async function startPublicServer(buildDir: string, port: number, apiOrigin: string): Promise<PublicServer> {
  const child = spawn(process.execPath, [join(buildDir, 'server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      API_ORIGIN: apiOrigin,
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the public server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return { child, url, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the public server at ${url} did not start`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
