// `npm run dev`: the API in watch mode on PORT (8080) and every frontend on its webpack dev server
// (shell :3000, remotes :3001-3008). The API's /mf-remotes.json points the shell at the dev servers.
// The customer's public app is built once and runs on its own server (:8081); the API passes its paths on to it.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { root, run } from './lib.mjs';

const require = createRequire(import.meta.url);
const { DEV_PORTS, REMOTES, containerName } = require('../shared/build-config/federation.js');

await run(process.execPath, [require.resolve('typescript/bin/tsc'), '-b', 'shared']);
const mfRemotes = Object.fromEntries(
  REMOTES.map((r) => [containerName(r), `http://localhost:${DEV_PORTS[r]}/mf-manifest.json`]),
);
const apiPort = process.env.PORT || '8080';
const publicPort = process.env.PUBLIC_APP_PORT || '8081';
await run(process.execPath, ['mf-public/build-light.mjs']);
const env = {
  ...process.env,
  SERVE_WEB: 'true',
  MF_REMOTES: JSON.stringify(mfRemotes),
  PUBLIC_APP_URL: `http://127.0.0.1:${publicPort}`,
  TRUST_PROXY: process.env.TRUST_PROXY || '127.0.0.1',
};
const publicEnv = {
  ...process.env,
  PORT: publicPort,
  HOST: '127.0.0.1',
  API_ORIGIN: `http://127.0.0.1:${apiPort}`,
  TRUST_PROXY: '127.0.0.1',
};

const children = [
  spawn(process.execPath, ['mf-public/dist-server/server.js'], { cwd: root, stdio: 'inherit', env: publicEnv }),
  spawn('npx', ['tsx', 'watch', 'api/src/server.ts'], { cwd: root, stdio: 'inherit', env }),
  ...['shell', ...REMOTES].map((pkg) =>
    spawn('npx', ['webpack', 'serve', '--mode', 'development'], { cwd: `${root}/${pkg}`, stdio: 'inherit', env }),
  ),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
