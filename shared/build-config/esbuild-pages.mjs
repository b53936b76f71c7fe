// The esbuild half of a page rendered on the server and hydrated in the browser (mf-public's light app, the
// shell's prerendered landing): one hashed browser script and one Node module that renders the same tree.
import { mkdirSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { build } from 'esbuild';

/** react, react-dom and the JSX runtime as Preact's compat layer: React components at Preact's size. */
export const PREACT_COMPAT = {
  react: 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react-dom/server': 'preact/compat/server',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
};

/**
 * Empties `out`, builds `client` into `out/assets/<name>-[hash].js` (minified, for phones from 2018 on) and
 * `server` into `serverFile` (CommonJS for Node). Returns the script's file name.
 * @param {{ out: string, name: string, client: string, server: string, serverFile: string,
 *   jsxImportSource?: string, alias?: Record<string, string> }} opts
 */
export async function buildHydratedPage({ out, name, client, server, serverFile, jsxImportSource, alias }) {
  const common = {
    bundle: true,
    jsx: 'automatic',
    jsxImportSource,
    alias,
    // @fikr/shared's sources (ESM, tree-shaken), as webpack resolves it
    conditions: ['webpack'],
    legalComments: 'none',
    logLevel: 'warning',
    define: { 'process.env.NODE_ENV': '"production"' },
  };
  rmSync(out, { recursive: true, force: true });
  mkdirSync(join(out, 'assets'), { recursive: true });
  const browser = await build({
    ...common,
    entryPoints: [client],
    outdir: join(out, 'assets'),
    entryNames: `${name}-[hash]`,
    format: 'iife',
    target: ['es2019', 'chrome70', 'safari12'],
    minify: true,
    metafile: true,
  });
  await build({
    ...common,
    entryPoints: [server],
    outfile: serverFile,
    platform: 'node',
    format: 'cjs',
    target: 'node24',
  });
  return basename(Object.keys(browser.metafile.outputs).find((f) => f.endsWith('.js')));
}
