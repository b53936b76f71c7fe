// Builds the light public app (src/light) with esbuild into dist-light/:
//   assets/client-[hash].js  the browser's only script (Preact hydrate), with .br and .gz copies
//   server.cjs               renderDocument() for the API server (Preact + preact-render-to-string)
//   manifest.json            { "client": "client-[hash].js" }
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const dir = dirname(fileURLToPath(import.meta.url));
const out = join(dir, 'dist-light');
const common = {
  bundle: true,
  jsx: 'automatic',
  jsxImportSource: 'preact',
  // @fikr/shared's sources (ESM, tree-shaken), as webpack resolves it
  conditions: ['webpack'],
  legalComments: 'none',
  logLevel: 'warning',
};

rmSync(out, { recursive: true, force: true });
mkdirSync(join(out, 'assets'), { recursive: true });

const client = await build({
  ...common,
  entryPoints: [join(dir, 'src/light/client.tsx')],
  outdir: join(out, 'assets'),
  entryNames: 'client-[hash]',
  format: 'iife',
  target: ['es2019', 'chrome70', 'safari12'],
  minify: true,
  metafile: true,
  define: { 'process.env.NODE_ENV': '"production"' },
});
const script = Object.keys(client.metafile.outputs).find((f) => f.endsWith('.js'));

await build({
  ...common,
  entryPoints: [join(dir, 'src/light/server.tsx')],
  outfile: join(out, 'server.cjs'),
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  define: { 'process.env.NODE_ENV': '"production"' },
});

writeFileSync(join(out, 'manifest.json'), JSON.stringify({ client: basename(script) }, null, 2));
console.log(`[build-light] ${basename(script)}`);
