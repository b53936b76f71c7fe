// Runs in the console's entry, before the shared libraries: plain DOM and fetch only.
import { readerLanguage } from './reader-language';

interface ManifestPage {
  path?: unknown;
  module?: unknown;
  title?: unknown;
  menu?: unknown;
}

/** A page's title in the console's languages, as the manifest declares it ({ uz, ru, en }). */
export type ManifestTitle = Partial<Record<string, unknown>>;

/** 'responses/*' or 'forms/:id/responses' (a page of the manifest) as a test of a pathname under /business/. */
function pagePattern(path: string): RegExp {
  const escaped = path
    .replace(/\/\*$/, '')
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^/business/${escaped}(/.*)?$`);
}

/**
 * The remote (its mf-manifest.json URL), exposed module and title (the top bar's: its title, else its menu label)
 * of the manifest's page that `pathname` opens.
 */
export function routeRemote(
  manifest: unknown,
  pathname: string,
): { manifestUrl: string; module: string; title: ManifestTitle } | null {
  if (!manifest || typeof manifest !== 'object') return null;
  for (const value of Object.values(manifest as Record<string, unknown>)) {
    if (!value || typeof value !== 'object') continue;
    const { entry, pages } = value as { entry?: unknown; pages?: unknown };
    if (typeof entry !== 'string' || !Array.isArray(pages)) continue;
    const page = (pages as ManifestPage[]).find(
      (p) => typeof p.path === 'string' && pagePattern(p.path).test(pathname),
    );
    if (page && typeof page.module === 'string') {
      const title = page.title ?? page.menu;
      return { manifestUrl: entry, module: page.module, title: title && typeof title === 'object' ? title : {} };
    }
  }
  return null;
}

function preload(href: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = href;
  document.head.appendChild(link);
}

/** What a remote's mf-manifest.json says of its entry and exposed modules (the parts read here). */
export interface RemoteManifest {
  metaData?: { remoteEntry?: { path?: string; name?: string } };
  exposes?: { name?: string; assets?: { js?: { sync?: string[]; async?: string[] } } }[];
}

/**
 * A remote's texts chunk in `lang`, among an exposed module's async scripts: the remotes name them
 * `<remote>-texts-<language>` (webpackChunkName of their i18n.ts; '-ts' when the name keeps the file's extension).
 */
const textsChunk = (file: string, lang: string): boolean =>
  new RegExp(`(^|/)[\\w-]+-texts-${lang}(-ts)?\\.[^/]*js$`).test(file);

/**
 * The scripts that `module` of the remote runs before it draws anything, relative to its manifest: its entry, the
 * module's own sync scripts and the remote's texts in the reader's language `lang` (a page waits for them).
 */
export function routeScripts(mf: RemoteManifest, module: string, lang: string): string[] {
  const entry = mf.metaData?.remoteEntry;
  const exposed = mf.exposes?.find((e) => e.name === module.replace(/^\.\//, ''));
  const texts = (exposed?.assets?.js?.async ?? []).filter((file) => textsChunk(file, lang));
  return [
    ...(entry?.name ? [`${entry.path ? `${entry.path}/` : ''}${entry.name}`] : []),
    ...(exposed?.assets?.js?.sync ?? []),
    ...new Set(texts),
  ];
}

/**
 * The remote page a console route opens loads in four steps (its mf-manifest.json, its remoteEntry.js, the page's
 * own scripts, then its texts in the reader's language, asked for only once that page's code runs), and the
 * federation runtime takes the first only after the shared libraries have started. Here they all start as soon as
 * the console's manifest is in: the runtime then finds the files on their way or loaded (on a slow phone the texts
 * would cost a round trip of their own). Anything unexpected just skips the head start; the runtime loads the page
 * as before.
 */
export async function preloadRouteRemote(
  manifest: Promise<unknown>,
  pathname = location.pathname,
  lang = readerLanguage(),
): Promise<void> {
  try {
    const route = routeRemote(await manifest, pathname);
    if (!route) return;
    const manifestUrl = new URL(route.manifestUrl, location.href);
    const mf = (await (await fetch(manifestUrl)).json()) as RemoteManifest;
    const base = new URL('.', manifestUrl);
    for (const file of routeScripts(mf, route.module, lang)) preload(new URL(file, base).href);
  } catch {
    // no head start: the runtime loads the page itself
  }
}
