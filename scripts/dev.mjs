// `npm run dev`: the API in watch mode on PORT (8080) and every frontend on its webpack dev server
// (shell :3000, remotes :3001-3007). The API's /mf-remotes.json points the shell at the dev servers.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { root, run } from './lib.mjs';

const require = createRequire(import.meta.url);
const { DEV_PORTS, REMOTES, containerName } = require('../shared/build-config/federation.js');

await run(process.execPath, [require.resolve('typescript/bin/tsc'), '-b', 'shared']);
const mfRemotes = Object.fromEntries(
  REMOTES.map((r) => [containerName(r), `http://localhost:${DEV_PORTS[r]}/mf-manifest.json`]),
);
const env = { ...process.env, SERVE_WEB: '1', MF_REMOTES: JSON.stringify(mfRemotes) };

const children = [
  spawn('npx', ['tsx', 'watch', 'api/src/server.ts'], { cwd: root, stdio: 'inherit', env }),
  ...['shell', ...REMOTES].map((pkg) =>
    spawn('npx', ['webpack', 'serve', '--mode', 'development'], { cwd: `${root}/${pkg}`, stdio: 'inherit', env }),
  ),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
