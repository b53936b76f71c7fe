// Bundle sizes as a browser downloads them: which JS files a page fetched from the built app, and their
// gzip size read from the dists the server serves them from.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { repoRoot } from './app-server';

export interface Budgets {
  consoleInitialKb: number;
  /** All the JS until the responses list shows on a phone (the console's start, the remote, its cards). */
  responsesPhoneKb: number;
  remoteOwnKb: number;
  publicFormKb: number;
  /** Everything the public form page downloads (HTML, JS, logo…), as sent over the wire. */
  publicFormTotalKb: number;
  /** The JS of the prerendered landing (`/`). */
  landingKb: number;
}

export const budgets: Budgets = JSON.parse(readFileSync(join(repoRoot, 'budgets.json'), 'utf8'));

/** The dist file behind a URL path of the app server (/remotes/<pkg>/…, the light public app's /light/…, the landing's /landing/…, or the shell). */
export function distFile(urlPath: string): string {
  const parts = urlPath.split('/');
  if (parts[1] === 'remotes') return join(repoRoot, parts[2], 'dist', ...parts.slice(3));
  if (parts[1] === 'light') return join(repoRoot, 'mf-public', 'dist-server', 'assets', ...parts.slice(2));
  if (parts[1] === 'landing') return join(repoRoot, 'shell', 'dist-landing', 'assets', ...parts.slice(2));
  return join(repoRoot, 'shell', 'dist', ...parts.slice(1));
}

export function gzipKb(urlPaths: Iterable<string>): number {
  let bytes = 0;
  for (const path of urlPaths) {
    const file = distFile(path);
    if (!existsSync(file)) throw new Error(`${path} was served but ${file} does not exist`);
    bytes += gzipSync(readFileSync(file), { level: 9 }).length;
  }
  return Math.round(bytes / 102.4) / 10;
}

/** URL paths of the JS files the page fetches (each once) while `step` runs. */
export async function jsFetchedDuring(page: Page, step: () => Promise<void>): Promise<Set<string>> {
  const files = new Set<string>();
  const onResponse = (res: { url(): string }) => {
    const { pathname } = new URL(res.url());
    if (pathname.endsWith('.js')) files.add(pathname);
  };
  page.on('response', onResponse);
  try {
    await step();
  } finally {
    page.off('response', onResponse);
  }
  return files;
}
