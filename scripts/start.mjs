// `npm start`: build what is not built, then serve the API, the console, the remotes and the public form
// on one port (PORT, default 8080) with the embedded database (or DATABASE_URL).
import { spawn } from 'node:child_process';
import { root, run, warnOldNode } from './lib.mjs';

warnOldNode();

if (process.env.SKIP_BUILD !== '1') await run(process.execPath, ['scripts/build.mjs']);

const server = spawn(process.execPath, ['api/dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, SERVE_WEB: process.env.SERVE_WEB ?? 'true' },
});
// Stopping `npm start` stops the server (and releases the database lock) instead of orphaning it.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
