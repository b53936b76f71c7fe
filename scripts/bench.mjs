// `npm run bench`: runs every benchmark script (api/bench/*.ts, mf-public/bench/*.ts) in turn with tsx.
// Benchmarks print their own figures; they are bounded in time and only talk to 127.0.0.1.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { root, run } from './lib.mjs';

await run(process.execPath, ['scripts/build.mjs']);
const dirs = ['api/bench', 'mf-public/bench'];
const only = process.argv[2];
for (const dir of dirs) {
  const abs = join(root, dir);
  if (!existsSync(abs)) continue;
  for (const file of readdirSync(abs).filter((f) => f.endsWith('.bench.ts') || f === 'first-load.ts').sort()) {
    if (only && !file.includes(only)) continue;
    console.log(`\n[bench] ${dir}/${file}`);
    await run('npx', ['tsx', join(dir, file)]);
  }
}
