// `npm test`: lint, type-check, unit + API tests (PGlite, and PostgreSQL when DATABASE_URL is set),
// the production build, then end-to-end tests in a real Chromium against the built app, and last the console built
// without its performance patches with one walk on it.
import { createRequire } from 'node:module';
import { root, run, seconds, warnOldNode } from './lib.mjs';

warnOldNode();

const require = createRequire(import.meta.url);
const steps = [
  ['lint (ESLint with import boundaries, Prettier)', 'npm', ['run', 'lint']],
  ['build (tsc -b type-check + webpack)', process.execPath, ['scripts/build.mjs']],
  [
    "@fikr/shared's exported surface against its reports (a breaking change needs a major version)",
    process.execPath,
    ['scripts/api-report.mjs'],
  ],
  ['unit and API tests', process.execPath, [require.resolve('jest/bin/jest'), '--ci']],
  ['end-to-end tests', 'npm', ['test', '-w', 'e2e']],
  [
    'the console without its performance patches (FIKR_PERF_PATCHES=off): built, and one walk on it',
    process.execPath,
    ['scripts/test-plain-build.mjs'],
  ],
];

for (const [name, cmd, args] of steps) {
  const t = performance.now();
  console.log(`\n[test] ${name}`);
  await run(cmd, args, { cwd: root }).catch((e) => {
    console.error(`[test] ${name} failed: ${e.message}`);
    process.exit(1);
  });
  console.log(`[test] ${name}: ${seconds(t)} s`);
}
