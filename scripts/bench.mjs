// `npm run bench`: every benchmark in turn. Each prints its own figures, is bounded in time and only talks
// to 127.0.0.1. `npm run bench -- http` runs only the benchmarks whose name contains "http".
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root, run } from './lib.mjs';

const BENCHES = [
  ['api: HTTP routes vs baselines (PGlite, PostgreSQL)', 'npm', ['run', 'bench:http', '-w', '@fikr/api']],
  [
    'api: /stats, /stats/trends and /responses with 1,000,000 responses (PostgreSQL)',
    'npm',
    ['run', 'bench:million', '-w', '@fikr/api'],
  ],
  [
    'api: submit throughput of two instances against one (PostgreSQL, Redis)',
    'npm',
    ['run', 'bench:scale-out', '-w', '@fikr/api'],
  ],
  [
    "mf-public: a customer's survey link on Slow 4G, light app next to console-hosted",
    'npx',
    ['tsx', 'e2e/bench/first-load.ts'],
    'e2e/bench/first-load.ts',
  ],
  [
    "console: the owner's dashboard and responses list on Slow 4G, cold and warm, beside the light form",
    'npx',
    ['tsx', 'e2e/bench/console-load.ts'],
    'e2e/bench/console-load.ts',
  ],
  [
    "console: Lighthouse on the owner's dashboard and responses list, beside the light form",
    'npx',
    ['tsx', 'e2e/bench/lighthouse.ts'],
    'e2e/bench/lighthouse.ts',
  ],
  [
    "journey: a new owner's first five minutes on a 390 px phone, owner actions and waiting against the goals",
    'npx',
    ['tsx', 'e2e/bench/journey.ts'],
    'e2e/bench/journey.ts',
  ],
];

await run(process.execPath, ['scripts/build.mjs']);
const only = process.argv[2];
for (const [name, cmd, args, needs] of BENCHES) {
  if (only && !name.includes(only)) continue;
  if (needs && !existsSync(join(root, needs))) continue;
  console.log(`\n[bench] ${name}`);
  await run(cmd, args);
}
