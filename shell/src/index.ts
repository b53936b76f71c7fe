import { signedInConsoleRoute, startEarlyGets } from './boot/early-gets';
import { preloadRouteRemote } from './boot/preload-route-remote';
import { readerLanguage } from './boot/reader-language';
import { startManifestRequest, startedManifest } from './federation/manifest-request';
import { loadShellTexts } from './i18n/resources';

// The remote manifest is asked for now, while the shared singletons below load and start (seconds of script on
// a slow phone), instead of after them: its answer is waiting when the registry needs it.
startManifestRequest();
// So are the route's session and data: the API client takes the answers when the page asks.
startEarlyGets();
const consoleRoute = signedInConsoleRoute();
const manifest = startedManifest();

/**
 * Runs each step in a task of its own, in order. Asking for a chunk runs module federation's sharing code (tens of
 * milliseconds each on a phone): as one task they would hold every tap and paint back for most of a second.
 */
function eachInATask(steps: (() => unknown)[]): void {
  for (const step of steps) setTimeout(step, 0);
}

eachInATask([
  // the route's remote (its entry and first chunk) loads beside the app's start, not after it
  ...(consoleRoute && manifest ? [() => preloadRouteRemote(manifest)] : []),
  // Async boundary: shared singletons must be negotiated before any of them is imported.
  () => import('./bootstrap'),
  // the shell's texts in the reader's language load beside it, not after it has started
  () => loadShellTexts(readerLanguage()).catch(() => undefined), // the app's start asks again
  // A signed-in console route's layout (and the dashboard, the shell's own page) load beside the app's start, not
  // after its session is known: the lazy routes then find them loaded.
  ...(consoleRoute ? [() => import('./layout/console-layout')] : []),
  ...(consoleRoute && location.pathname === '/business/dashboard' ? [() => import('./dashboard/dashboard-page')] : []),
]);
