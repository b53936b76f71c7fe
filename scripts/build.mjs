// Builds what is out of date: `tsc -b` (type-check + shared/api output) beside every stale frontend (one webpack
// multi-compiler) and the esbuild pages: none of them reads another's output (the esbuild pages read @fikr/shared's
// sources through its `webpack` export condition, never its dist/), so they run at the same time.
// `--force` rebuilds all frontends. `--demo` (what `npm start` asks for) makes no brotli/gzip copies: a demo on
// this machine never needs them, and on a fresh clone they cost over a minute. Prints the time per step.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ESBUILD_BUILDS, newestMtime, REMOTES, root, run, seconds, WEB_BUILDS } from './lib.mjs';
import { dropStaleCopies, precompress } from './precompress.mjs';
import { keepRelease, markBuilt, releaseMissing } from './releases.mjs';

const require = createRequire(import.meta.url);
const force = process.argv.includes('--force');
const demo = process.argv.includes('--demo');
const STAMP = '.build-stamp';
// A webpack build with the performance patches or without them (shared/build-config/perf): the stamp says which,
// so a build the other way is stale.
const patches = process.env.FIKR_PERF_PATCHES === 'off' ? 'perf patches off' : 'perf patches on';

const stampOf = ({ pkg, out }) => join(root, pkg, out, STAMP);
const writeStamp = (build) => writeFileSync(stampOf(build), `${new Date().toISOString()} ${patches}\n`);

function isStale(build) {
  const stamp = stampOf(build);
  if (force || !existsSync(stamp)) return true;
  if (build.config && !readFileSync(stamp, 'utf8').includes(patches)) return true;
  const { pkg } = build;
  const inputs = [
    join(root, pkg, 'src'),
    join(root, pkg, build.config ?? build.script),
    join(root, pkg, 'package.json'),
    join(root, 'shared/src'),
    join(root, 'shared/build-config'),
    join(root, 'package-lock.json'),
  ];
  return newestMtime(inputs) > statSync(stamp).mtimeMs;
}

async function buildFrontends(builds) {
  const webpack = require('webpack');
  const configs = builds.map(({ pkg, config }) => require(join(root, pkg, config))({}, { mode: 'production' }));
  configs.parallelism = 2;
  const stats = await new Promise((resolve, reject) =>
    webpack(configs, (err, result) => (err ? reject(err) : resolve(result))),
  );
  if (stats.hasErrors()) {
    console.error(stats.toString({ all: false, errors: true, colors: true }));
    throw new Error('webpack build failed');
  }
  for (const build of builds) {
    writeStamp(build);
    markBuilt(join(root, build.pkg));
  }
}

async function typeCheck() {
  const t = performance.now();
  await run(process.execPath, [require.resolve('typescript/bin/tsc'), '-b']);
  console.log(`[build] tsc -b: ${seconds(t)} s`);
}

const stale = WEB_BUILDS.filter(isStale);
async function webpackBuilds() {
  if (stale.length) {
    const t = performance.now();
    await buildFrontends(stale);
    console.log(`[build] webpack ${stale.map((b) => `${b.pkg}/${b.out}`).join(', ')}: ${seconds(t)} s`);
  } else console.log('[build] frontends up to date');
  // The console's service worker and web app manifest, from the shell's build (cheap: always written).
  await run(process.execPath, [join(root, 'shell/build-service-worker.mjs')]);
}

async function esbuildBuilds() {
  for (const build of ESBUILD_BUILDS.filter(isStale)) {
    const t = performance.now();
    // the light app's own script precompresses its assets when built alone (a deployment); not for a demo
    await run(process.execPath, [join(root, build.pkg, build.script)], {
      env: { ...process.env, ...(demo ? { FIKR_PRECOMPRESS: 'false' } : {}) },
    });
    writeStamp(build);
    console.log(`[build] esbuild ${build.pkg}/${build.out}: ${seconds(t)} s`);
  }
}

const started = performance.now();
// Settled, not Promise.all: a failed step must not end this process while another step's child (tsc) still runs
// and prints into the next command's output.
const failed = (await Promise.allSettled([typeCheck(), webpackBuilds(), esbuildBuilds()])).filter(
  (r) => r.status === 'rejected',
);
if (failed.length) {
  for (const { reason } of failed) console.error(`[build] ${reason?.message ?? reason}`);
  process.exit(1);
}
console.log(`[build] built in ${seconds(started)} s`);

const compressing = performance.now();
let compressed = 0;
for (const { pkg, out, static: files = '' } of [...WEB_BUILDS, ...ESBUILD_BUILDS]) {
  const dir = join(root, pkg, out, files);
  if (!existsSync(dir)) continue;
  // Without fresh copies the server sends the file itself; a copy older than its file would be sent instead of it.
  if (demo) dropStaleCopies(dir);
  else compressed += precompress(dir);
}
if (compressed) console.log(`[build] brotli + gzip copies of ${compressed} files: ${seconds(compressing)} s`);

// Each remote's new build is also kept under <remote>/releases/<version>/, so it can be rolled back to later.
const releasing = performance.now();
const kept = [];
for (const pkg of REMOTES) {
  const dir = join(root, pkg);
  if (stale.some((b) => b.pkg === pkg) || releaseMissing(dir)) kept.push(`${pkg}@${keepRelease(dir).split('/').pop()}`);
}
if (kept.length) console.log(`[build] releases kept: ${kept.join(', ')}: ${seconds(releasing)} s`);
