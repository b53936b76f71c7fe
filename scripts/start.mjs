// `npm start`: build what is not built, then serve the API, the console, the remotes and the customer's public app
// on one port (PORT, default 8080) with the embedded database (or DATABASE_URL).
// Two processes: the public app's own server (mf-public/dist-server/server.js, on PUBLIC_APP_PORT or a free
// loopback port), which calls the API over HTTP, and the API, which passes the public app's paths on to it
// (PUBLIC_APP_URL). With PUBLIC_APP_URL already set, the public app is deployed on its own and not started here.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { root, run, warnOldNode } from './lib.mjs';

warnOldNode();

if (process.env.SKIP_BUILD !== '1') await run(process.execPath, ['scripts/build.mjs', '--demo']);

const LOOPBACK = '127.0.0.1';
const apiPort = process.env.PORT || '8080';
const children = [];
let stopping = false;
const stopAll = (signal) => {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill(signal);
};
// Stopping `npm start` stops both servers (and releases the database lock) instead of orphaning them.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(signal));

function start(file, env) {
  const child = spawn(process.execPath, [file], { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  // One of the two gone: stop the other, exit with the first one's code.
  child.on('exit', (code, signal) => {
    const others = children.filter((c) => c !== child && c.exitCode === null && c.signalCode === null);
    if (!stopping) stopAll('SIGTERM');
    if (others.length === 0) process.exit(code ?? (signal ? 1 : 0));
    else Promise.all(others.map((c) => new Promise((r) => c.once('exit', r)))).then(() => process.exit(code ?? 1));
  });
  return child;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, LOOPBACK, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A free loopback port that is not the API's. The API's port is not listened on yet, so the system may well hand it
 * out: whoever picked PORT the same way a moment before (a test, a script) got it free too, and the API would then
 * find its port taken by the public app.
 */
async function freePortBesideApi() {
  for (;;) {
    const port = await freePort();
    if (String(port) !== apiPort) return port;
  }
}

async function waitForHealth(url, child) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) return;
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * The API trusts the public server on loopback as a proxy, so its limits count the customer's address (which the
 * public server sends in X-Forwarded-For), never the public server's. A hop count (TRUST_PROXY=1 behind one nginx)
 * already covers the public server's hop; an address list gets loopback added.
 */
function apiTrustProxy(value) {
  if (!value || value === 'false' || value === '0') return LOOPBACK;
  return /^\d+$/.test(value) || value.split(',').includes(LOOPBACK) ? value : `${value},${LOOPBACK}`;
}

let publicAppUrl = process.env.PUBLIC_APP_URL;
if (!publicAppUrl) {
  const publicPort = process.env.PUBLIC_APP_PORT || String(await freePortBesideApi());
  const publicServer = start(join('mf-public', 'dist-server', 'server.js'), {
    PORT: publicPort,
    HOST: LOOPBACK,
    API_ORIGIN: `http://${LOOPBACK}:${apiPort}`,
    // only the API's proxy connects to it: the address it forwards is the customer's
    TRUST_PROXY: LOOPBACK,
  });
  publicAppUrl = `http://${LOOPBACK}:${publicPort}`;
  await waitForHealth(`${publicAppUrl}/health`, publicServer);
}

const api = start(join('api', 'dist', 'server.js'), {
  SERVE_WEB: process.env.SERVE_WEB ?? 'true',
  PUBLIC_APP_URL: publicAppUrl,
  TRUST_PROXY: apiTrustProxy(process.env.TRUST_PROXY),
});
// The servers log JSON lines; a person starting the demo needs one plain line that says where to go, once the
// console really answers.
const answered = await waitForHealth(`http://${LOOPBACK}:${apiPort}/api/health`, api).then(
  () => true,
  () => false,
);
if (answered && api.exitCode === null) console.log(`\n  Fikr is ready: http://localhost:${apiPort}\n`);
