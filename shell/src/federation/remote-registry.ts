import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_FAILED } from './fallback-plugin';

/** name of a remote container → absolute URL of its mf-manifest.json */
export type RemoteManifest = Record<string, string>;

const MANIFEST_URL = '/mf-remotes.json';
let manifest: RemoteManifest = {};

async function fetchManifest(): Promise<RemoteManifest> {
  try {
    const res = await fetch(MANIFEST_URL, { cache: 'no-store' });
    if (!res.ok) throw new Error(`${MANIFEST_URL}: HTTP ${res.status}`);
    const raw = (await res.json()) as RemoteManifest;
    return Object.fromEntries(
      Object.entries(raw).map(([name, entry]) => [name, new URL(entry, window.location.href).href]),
    );
  } catch (error) {
    // Without the manifest the shell still works; every remote then shows its Retry panel.
    console.error('[fikr] cannot read the remote manifest', error);
    return {};
  }
}

/** Reads /mf-remotes.json (written by the server from its environment) and registers every remote. */
export async function registerRemotesFromManifest(): Promise<RemoteManifest> {
  manifest = await fetchManifest();
  registerRemotes(Object.entries(manifest).map(([name, entry]) => ({ name, entry })));
  return manifest;
}

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    cause?: unknown,
  ) {
    super(`Remote ${remote} is unavailable`, { cause });
  }
}

/** Loads `remote/module`; throws RemoteLoadError when the remote is unknown or cannot be fetched. */
export async function loadRemoteModule<T>(remote: string, module: string): Promise<T> {
  if (!manifest[remote]) throw new RemoteLoadError(remote);
  const loaded = await loadRemote<T>(`${remote}/${module}`).catch((error: unknown) => {
    throw new RemoteLoadError(remote, error);
  });
  if (!loaded || (loaded as Record<string, unknown>)[REMOTE_FAILED]) throw new RemoteLoadError(remote);
  return loaded;
}

/**
 * Before a Retry: re-reads the manifest (the remote may have moved) and re-registers the remote,
 * which drops the runtime's cached failure so the next load fetches it again.
 */
export async function resetRemote(remote: string): Promise<void> {
  const fresh = await fetchManifest();
  if (fresh[remote]) manifest[remote] = fresh[remote];
  const entry = manifest[remote];
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
}
