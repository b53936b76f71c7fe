import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { checkRemoteEntry, type RemoteEntry } from '@fikr/shared/console-pages';
import { REMOTE_FAILED } from './fallback-plugin';
import { consolePages, pageUrl, setConsolePages } from './console-pages';
import { manifestBody } from './manifest-request';

/** name of a remote container → absolute URL of its mf-manifest.json */
export type RemoteManifest = Record<string, string>;

let manifest: RemoteManifest = {};

/**
 * Each entry is checked on its own against the shared contract (checkRemoteEntry, the zod schema's rules without zod): a remote whose entry is malformed is left out (and
 * logged) and every other remote still loads. A bare URL (the manifest before pages) is a remote without pages.
 */
export function parseManifest(raw: unknown): Record<string, RemoteEntry> {
  if (!raw || typeof raw !== 'object') return {};
  const entries: Record<string, RemoteEntry> = {};
  for (const [name, value] of Object.entries(raw)) {
    const entry = checkRemoteEntry(typeof value === 'string' ? { entry: value } : value);
    if (entry) entries[name] = entry;
    else console.error(`[fikr] the manifest's entry for ${name} is not valid; it is left out`, value);
  }
  return entries;
}

async function fetchManifest(): Promise<Record<string, RemoteEntry>> {
  try {
    return parseManifest(await manifestBody());
  } catch (error) {
    // Without the manifest the shell still works: the dashboard and nothing else.
    console.error('[fikr] cannot read the remote manifest', error);
    return {};
  }
}

const absolute = (entry: string) => new URL(entry, window.location.href).href;

/** Reads /mf-remotes.json (written by the server from its environment), registers every remote and its pages. */
export async function registerRemotesFromManifest(): Promise<RemoteManifest> {
  const entries = await fetchManifest();
  manifest = Object.fromEntries(Object.entries(entries).map(([name, { entry }]) => [name, absolute(entry)]));
  registerRemotes(Object.entries(manifest).map(([name, entry]) => ({ name, entry })));
  setConsolePages(
    Object.entries(entries).flatMap(([remote, { pages }]) => (pages ?? []).map((page) => ({ ...page, remote }))),
  );
  return manifest;
}

/**
 * Starts loading the remote page `pathname` opens (after the manifest is registered), beside the session and the
 * layout instead of after them. A failure is left to the page itself, which shows it with Retry when it renders.
 */
export function preloadPageAt(pathname: string): void {
  const page = consolePages().find((p) => pathname === pageUrl(p.path) || pathname.startsWith(`${pageUrl(p.path)}/`));
  if (page) loadRemoteModule(page.remote, page.module).catch(() => undefined);
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
  if (fresh[remote]) manifest[remote] = absolute(fresh[remote].entry);
  const entry = manifest[remote];
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
}
