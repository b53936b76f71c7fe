import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './app-server';

/** Builds one remote for production into `outDir` with extra build settings (BUILD_LABEL, CONTRACTS_RANGE…). */
export function buildRemote(remote: string, outDir: string, env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const webpackCli = require.resolve('webpack-cli/bin/cli.js', { paths: [repoRoot] });
    const child = spawn(
      process.execPath,
      [webpackCli, '-c', 'webpack.config.js', '--mode', 'production', '--output-path', outDir],
      { cwd: join(repoRoot, remote), env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${remote} build exited with ${code}\n${stderr}`)),
    );
  });
}
