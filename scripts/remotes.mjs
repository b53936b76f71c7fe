// `npm run remotes -- list | set <remote> <url> | withdraw <remote> | unset <remote>`: moves a console remote
// (forward to a new build, back to an earlier one) for every instance, through the database. Compiles the API when
// it is not built yet (`tsc -b api`, as npm start does), then runs its command (api/src/cli/remotes.ts).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root, run } from './lib.mjs';

const cli = join(root, 'api/dist/cli/remotes.js');
if (!existsSync(cli)) {
  const require = createRequire(import.meta.url);
  await run(process.execPath, [require.resolve('typescript/bin/tsc'), '-b', 'api']);
}
try {
  await run(process.execPath, [cli, ...process.argv.slice(2)]);
} catch {
  process.exitCode = 1;
}
