import { readFileSync } from 'node:fs';
import apps from '@fikr/shared/apps.json';
import { remoteEntrySchema, remoteOverrideSchema, type RemoteEntry } from '@fikr/shared/core';

export const REMOTES: readonly string[] = apps.remotes.map((r) => r.name);

export const containerName = (pkg: string) => pkg.replace(/-/g, '_');

/** The pages each remote declares in apps.json, checked against the shared schema when the server loads. */
const DEFAULTS: Record<string, RemoteEntry> = Object.fromEntries(
  apps.remotes.map((r) => [
    containerName(r.name),
    remoteEntrySchema.parse({ entry: `/remotes/${r.name}/mf-manifest.json`, pages: 'pages' in r ? r.pages : [] }),
  ]),
);

/** The server's own overrides of the manifest, as its settings name them (MF_REMOTES, MF_REMOTES_FILE). */
export interface RemoteOverrideSettings {
  /** MF_REMOTES: a JSON object, checked when the settings are parsed. */
  json?: string;
  /** MF_REMOTES_FILE: a JSON file read on every request, so an edit takes effect without a restart. */
  file?: string;
}

function readOverrides(settings: RemoteOverrideSettings): Record<string, unknown>[] {
  const overrides: Record<string, unknown>[] = [];
  if (settings.json) overrides.push(JSON.parse(settings.json));
  if (settings.file) {
    try {
      overrides.push(JSON.parse(readFileSync(settings.file, 'utf8')));
    } catch {
      // a missing or half-written override file leaves the defaults in place
    }
  }
  return overrides;
}

/**
 * The runtime manifest the shell reads at start: remote container name → { entry: URL of its mf-manifest.json,
 * pages: the console pages it declares }. Defaults point at the builds this server serves, with the pages of
 * apps.json. MF_REMOTES (JSON) or MF_REMOTES_FILE (read on every request) change it without a rebuild or restart:
 * a URL moves a remote and keeps its pages, `{ entry, pages }` adds or replaces one (a remote deployed on its own),
 * null withdraws one. An override value that is none of these is ignored. `stored` (the operators' overrides kept in
 * the database, the same values) is applied last: what an operator set wins over the server's own settings.
 */
export function consoleManifest(
  settings: RemoteOverrideSettings,
  stored: Record<string, unknown> = {},
): Record<string, RemoteEntry> {
  const manifest: Record<string, RemoteEntry> = { ...DEFAULTS };
  for (const override of [...readOverrides(settings), stored]) {
    for (const [key, value] of Object.entries(override)) {
      const name = containerName(key);
      const parsed = remoteOverrideSchema.safeParse(value);
      if (!parsed.success) continue;
      const entry = parsed.data;
      if (entry === null) delete manifest[name];
      else if (typeof entry === 'string') manifest[name] = { entry, pages: manifest[name]?.pages ?? [] };
      else manifest[name] = { entry: entry.entry, pages: entry.pages ?? [] };
    }
  }
  return manifest;
}

/** Container name → URL of its mf-manifest.json (what the CSP allows scripts from). */
export function remoteManifest(
  settings: RemoteOverrideSettings,
  stored: Record<string, unknown> = {},
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(consoleManifest(settings, stored)).map(([name, { entry }]) => [name, entry]),
  );
}
