/** The console's remote manifest (written by the server from its settings, canaries included). */
export const MANIFEST_URL = '/mf-remotes.json';

let early: Promise<unknown> | null = null;

/** At the shell's very start: GET /mf-remotes.json, its parsed body kept for the registry's first read. */
export function startManifestRequest(): void {
  early = requestManifest();
  early.catch(() => undefined); // read (and its failure reported) by the registry
}

export async function requestManifest(): Promise<unknown> {
  const res = await fetch(MANIFEST_URL, { cache: 'no-store' });
  if (!res.ok) throw new Error(`${MANIFEST_URL}: HTTP ${res.status}`);
  return res.json();
}

/** The request started at the shell's start, left for the registry: for a head start on the route's remote. */
export function startedManifest(): Promise<unknown> | null {
  return early;
}

/** The answer of the request started at the shell's start (once), else a new request. */
export function manifestBody(): Promise<unknown> {
  const started = early;
  early = null;
  return started ?? requestManifest();
}
