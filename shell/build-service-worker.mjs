// The console's installable parts, after the shell's webpack build: copies shell/public (web app manifest, icons)
// into shell/dist and writes shell/dist/sw.js, the service worker (service-worker/service-worker.ts bundled by
// esbuild) with its precache list: index.html, the files it loads, and the manifest with its icons.
// A changed shell makes a changed worker, so open consoles see 'Yangi versiya — yangilash'.
import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, 'dist');
const HASHED = new RegExp(
  `${JSON.parse(readFileSync(join(here, '../shared/build-config/hashed-names.json'), 'utf8')).pattern}$`,
);

cpSync(join(here, 'public'), dist, { recursive: true });

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const loaded = [...html.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const installable = ['/index.html', ...readdirSync(join(here, 'public')).map((name) => `/${name}`)];
const revision = (url) =>
  createHash('sha256')
    .update(readFileSync(join(dist, url)))
    .digest('hex')
    .slice(0, 16);
const precache = [...new Set([...loaded, ...installable])].map((url) => ({
  url,
  revision: HASHED.test(url) ? null : revision(url),
}));

const bundle = await build({
  entryPoints: [join(here, 'service-worker/service-worker.ts')],
  bundle: true,
  format: 'iife',
  minify: true,
  target: 'es2020',
  write: false,
  define: { 'process.env.NODE_ENV': '"production"' },
});
const code = bundle.outputFiles[0].text.replace('self.__WB_MANIFEST', JSON.stringify(precache));
if (code.includes('__WB_MANIFEST')) throw new Error('service worker: the precache list was not injected');
// The same worker for the same shell: open consoles are asked to update only when something changed.
// SW_BUILD_ID names a deploy by hand (the e2e test of the update prompt).
const buildId = process.env.SW_BUILD_ID ?? createHash('sha256').update(code).digest('hex').slice(0, 12);
writeFileSync(join(dist, 'sw.js'), `/* Fikr console ${buildId} */\n${code}`);
// an older compressed copy would be served instead of this one (scripts/build.mjs compresses the new one after)
for (const copy of ['sw.js.br', 'sw.js.gz']) rmSync(join(dist, copy), { force: true });
console.log(`[build-service-worker] sw.js: ${precache.length} files precached, build ${buildId}`);
