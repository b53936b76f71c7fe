// Builds the public app's server, a deployable of its own (src/server + the light app src/light), with esbuild
// into dist-server/ (or the folder given as the first argument):
//   server.js                the whole server in one file (Fastify, the pages on preact/compat + preact-render-to-string):
//                            `API_ORIGIN=http://127.0.0.1:8080 PORT=8081 node dist-server/server.js`
//   assets/client-[hash].js  the browser's only script (Preact's hydrate, through preact/compat), with .br and .gz copies
//   manifest.json            { "client": "client-[hash].js", "label": PUBLIC_BUILD_LABEL when set }
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildHydratedPage, PREACT_COMPAT } from '@fikr/shared/esbuild-pages';
import { precompress } from '../scripts/precompress.mjs';

const dir = dirname(fileURLToPath(import.meta.url));
const out = process.argv[2] ? resolve(process.argv[2]) : join(dir, 'dist-server');
const label = process.env.PUBLIC_BUILD_LABEL || undefined;

const script = await buildHydratedPage({
  out,
  name: 'client',
  client: join(dir, 'src/light/client.tsx'),
  server: join(dir, 'src/server/main.ts'),
  serverFile: join(out, 'server.js'),
  // The pages (and @fikr/shared/customer-form, the form the console renders with React) are written against
  // React's API; here react is Preact's compat layer, as for the shell's landing.
  alias: PREACT_COMPAT,
});
// `npm start`'s demo build serves the files as they are (scripts/build.mjs --demo)
if (process.env.FIKR_PRECOMPRESS !== 'false') precompress(join(out, 'assets'));

writeFileSync(join(out, 'manifest.json'), JSON.stringify({ client: script, label }, null, 2));
console.log(`[build-light] ${out}: server.js, ${script}${label ? ` (${label})` : ''}`);
