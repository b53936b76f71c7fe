// Builds the light public app (src/light) with esbuild into dist-light/:
//   assets/client-[hash].js  the browser's only script (Preact hydrate), with .br and .gz copies
//   server.cjs               renderDocument() for the API server (Preact + preact-render-to-string)
//   manifest.json            { "client": "client-[hash].js" }
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildHydratedPage } from '@fikr/shared/esbuild-pages';

const dir = dirname(fileURLToPath(import.meta.url));
const out = join(dir, 'dist-light');

const script = await buildHydratedPage({
  out,
  name: 'client',
  client: join(dir, 'src/light/client.tsx'),
  server: join(dir, 'src/light/server.tsx'),
  serverFile: join(out, 'server.cjs'),
  jsxImportSource: 'preact',
});

writeFileSync(join(out, 'manifest.json'), JSON.stringify({ client: script }, null, 2));
console.log(`[build-light] ${script}`);
