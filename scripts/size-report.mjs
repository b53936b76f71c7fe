// Bundle sizes, gzip: each remote's own JS (remoteEntry + its exposed modules' chunks, shared dependencies
// excluded — read from its mf-manifest.json) and the JS a browser fetches before the landing and the console
// are painted (measured in Chromium against the built app). Prints a table; `--json` prints JSON.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './lib.mjs';

const REMOTES = ['mf-forms', 'mf-responses', 'mf-vouchers', 'mf-payments', 'mf-settings', 'mf-public'];
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => Math.round(bytes / 102.4) / 10;

export function remoteOwnJs(remote) {
  const dist = join(root, remote, 'dist');
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8'));
  const sharedFiles = new Set(manifest.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]));
  const own = new Set([manifest.metaData.remoteEntry.name]);
  for (const expose of manifest.exposes) {
    for (const file of [...expose.assets.js.sync, ...expose.assets.js.async]) if (!sharedFiles.has(file)) own.add(file);
  }
  return [...own].reduce((sum, file) => sum + gz(join(dist, file)), 0);
}

/** gzip bytes of every JS response the page loaded from this server, by file in the built dists. */
export async function pageInitialJs(page, url, readySelector) {
  const files = new Set();
  page.on('response', (res) => {
    const path = new URL(res.url()).pathname;
    if (path.endsWith('.js')) files.add(path);
  });
  await page.goto(url);
  await page.locator(readySelector).first().waitFor({ timeout: 30_000 });
  let total = 0;
  for (const path of files) {
    const local = path.startsWith('/remotes/')
      ? join(root, path.split('/')[2], 'dist', path.split('/').slice(3).join('/'))
      : join(root, 'shell/dist', path);
    if (existsSync(local)) total += gz(local);
  }
  return { bytes: total, files: files.size };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = REMOTES.filter((r) => existsSync(join(root, r, 'dist/mf-manifest.json'))).map((r) => [r, kb(remoteOwnJs(r))]);
  for (const [name, size] of rows) console.log(`${name.padEnd(14)} own JS ${String(size).padStart(7)} KB gzip`);
}
