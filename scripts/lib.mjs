import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const APPS = JSON.parse(readFileSync(join(root, 'shared/build-config/apps.json'), 'utf8'));
/** The console's apps from the one list, shared/build-config/apps.json: the host, then every remote. */
export const FRONTENDS = [APPS.host.name, ...APPS.remotes.map((r) => r.name)];
/** The remotes alone (what can be moved, upgraded or rolled back on its own). */
export const REMOTES = APPS.remotes.map((r) => r.name);

/** Every webpack build: the federated builds (mf-public's light app is built by esbuild, see LIGHT_BUILD). */
export const WEB_BUILDS = FRONTENDS.map((pkg) => ({ pkg, config: 'webpack.config.js', out: 'dist' }));

/**
 * The customer's public app (mf-public: the light Preact pages and their own server, esbuild): what customers' links
 * open. `static`: the folder of browser files to precompress (the rest is the server).
 */
export const LIGHT_BUILD = { pkg: 'mf-public', script: 'build-light.mjs', out: 'dist-server', static: 'assets' };
/** The landing prerendered to HTML with its own small script (esbuild, shell/build-landing.mjs). */
export const LANDING_BUILD = { pkg: 'shell', script: 'build-landing.mjs', out: 'dist-landing' };
/** The esbuild builds, each a script of its package. */
export const ESBUILD_BUILDS = [LIGHT_BUILD, LANDING_BUILD];

/** Runs a command with inherited output; rejects on a non-zero exit. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });
}

/** Newest modification time of any file below the given paths (node_modules, dist and build skipped). */
export function newestMtime(paths) {
  let newest = 0;
  const walk = (p) => {
    let st;
    try {
      st = statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const name of readdirSync(p)) if (!['node_modules', 'dist', 'build'].includes(name)) walk(join(p, name));
    } else newest = Math.max(newest, st.mtimeMs);
  };
  paths.forEach(walk);
  return newest;
}

/** The Node.js the project declares (package.json engines, .nvmrc holds the LTS CI runs). */
export const MIN_NODE = [22, 19];

/** One warning line on an older Node: the commands still run (the machines here have Node 20), CI uses Node 24. */
export function warnOldNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < MIN_NODE[0] || (major === MIN_NODE[0] && minor < MIN_NODE[1])) {
    console.warn(
      `[fikr] warning: Node ${process.versions.node} is older than the ${MIN_NODE.join('.')}+ this project needs (.nvmrc: 24 LTS); it may work, but is unsupported.`,
    );
  }
}

export function seconds(since) {
  return ((performance.now() - since) / 1000).toFixed(1);
}
