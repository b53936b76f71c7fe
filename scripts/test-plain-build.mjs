// The last step of `npm test`: the console built without its performance patches (FIKR_PERF_PATCHES=off, see
// shared/build-config/perf/README.md), then one walk on that build: a form built, shared and answered by a customer.
// It proves the patches can always be dropped (an upgrade that breaks one ships without them). The build stamps
// record the switch, so the next `npm start` or build rebuilds the patched console.
import { join } from 'node:path';
import { root, run, seconds } from './lib.mjs';

const plain = { ...process.env, FIKR_PERF_PATCHES: 'off', BUILD_LABEL: 'plain' };
let t = performance.now();
// --demo: no precompressed copies (the walk does not need them) and stale ones dropped
await run(process.execPath, [join(root, 'scripts/build.mjs'), '--demo'], { env: plain });
console.log(`[plain build] built without the performance patches: ${seconds(t)} s`);
t = performance.now();
await run(process.execPath, ['--test', '--import', 'tsx', 'tests/forms.test.ts'], {
  cwd: join(root, 'e2e'),
  env: plain,
});
console.log(`[plain build] the forms walk on it: ${seconds(t)} s`);
