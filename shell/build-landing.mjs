// Prerenders the landing page (src/landing) to HTML at build time and builds its only script with esbuild
// (issue 18 item 10: the console's React + antd weighed 449 KB on the landing). The components are written
// for React, so the console renders them too; here react is aliased to preact/compat, ~4 KB instead of ~60.
//   dist-landing/assets/landing-[hash].js   hydrates the page (.br and .gz copies by scripts/precompress.mjs)
//   dist-landing/{uz,ru,en}.html            the page in each language, served at / by the API (lang cookie)
import { rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildHydratedPage, PREACT_COMPAT } from '@fikr/shared/esbuild-pages';

const dir = dirname(fileURLToPath(import.meta.url));
const out = join(dir, 'dist-landing');
/** Where the API serves the script (LANDING_ASSETS_PREFIX in api/src/web/landing-page.ts). */
const ASSETS_URL = '/landing/';

const prerenderFile = join(out, 'prerender.cjs');
const script = await buildHydratedPage({
  out,
  name: 'landing',
  client: join(dir, 'src/landing/standalone/client.tsx'),
  server: join(dir, 'src/landing/standalone/prerender.tsx'),
  serverFile: prerenderFile,
  alias: PREACT_COMPAT,
});
const { renderLanding, LANGUAGES } = createRequire(import.meta.url)(prerenderFile);
for (const lang of LANGUAGES) writeFileSync(join(out, `${lang}.html`), renderLanding(lang, `${ASSETS_URL}${script}`));
rmSync(prerenderFile);

writeFileSync(join(out, 'manifest.json'), JSON.stringify({ script }, null, 2));
console.log(`[build-landing] ${script}, ${LANGUAGES.join('/')}.html`);
