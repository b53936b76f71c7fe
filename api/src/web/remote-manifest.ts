import { readFileSync } from 'node:fs';
import apps from '@fikr/shared/apps.json';

export const REMOTES: readonly string[] = apps.remotes.map((r) => r.name);

const containerName = (pkg: string) => pkg.replace(/-/g, '_');

/**
 * The runtime manifest the shell reads at start: remote container name → URL of its mf-manifest.json.
 * Defaults point at the builds this server serves; MF_REMOTES (JSON) or MF_REMOTES_FILE (read on every
 * request) move a remote elsewhere without rebuilding or restarting anything.
 */
export function remoteManifest(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const manifest: Record<string, string> = Object.fromEntries(
    REMOTES.map((pkg) => [containerName(pkg), `/remotes/${pkg}/mf-manifest.json`]),
  );
  const overrides: Record<string, string>[] = [];
  if (env.MF_REMOTES) overrides.push(JSON.parse(env.MF_REMOTES));
  if (env.MF_REMOTES_FILE) {
    try {
      overrides.push(JSON.parse(readFileSync(env.MF_REMOTES_FILE, 'utf8')));
    } catch {
      // a missing or half-written override file leaves the defaults in place
    }
  }
  for (const override of overrides) {
    for (const [name, url] of Object.entries(override)) manifest[containerName(name)] = url;
  }
  return manifest;
}
