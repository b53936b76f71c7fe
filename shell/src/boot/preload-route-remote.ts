// Runs in the console's entry, before the shared libraries: plain DOM and fetch only.

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

/**
 * The remote page a console route opens loads in three steps (its mf-manifest.json, its remoteEntry.js, the page's
 * own scripts), and the federation runtime takes the first only after the shared libraries have started. Here the
 * three start as soon as the console's manifest is in: the runtime then finds the files on their way or loaded.
 * Anything unexpected just skips the head start; the runtime loads the page as before.
 */
export async function preloadRouteRemote(manifest: Promise<unknown>, pathname = location.pathname): Promise<void> {
  try {
    const route = routeRemote(await manifest, pathname);
    if (!route) return;
    const manifestUrl = new URL(route.manifestUrl, location.href);
    const mf = (await (await fetch(manifestUrl)).json()) as {
      metaData?: { remoteEntry?: { path?: string; name?: string } };
      exposes?: { name?: string; assets?: { js?: { sync?: string[] } } }[];
    };
    const entry = mf.metaData?.remoteEntry;
    const base = new URL('.', manifestUrl);
    if (entry?.name) preload(new URL(`${entry.path ? `${entry.path}/` : ''}${entry.name}`, base).href);
    const exposed = mf.exposes?.find((e) => e.name === route.module.replace(/^\.\//, ''));
    for (const file of exposed?.assets?.js?.sync ?? []) preload(new URL(file, base).href);
  } catch {
    // no head start: the runtime loads the page itself
  }
}
