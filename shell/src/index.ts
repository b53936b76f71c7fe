import { pageDataEarly, signedInConsoleRoute, startEarlyGets, storedToken } from './boot/early-gets';
import { paintSnapshot } from './boot/paint-snapshot';
import { preloadRouteRemote } from './boot/preload-route-remote';
import { readerLanguage } from './boot/reader-language';
import { startManifestRequest, startedManifest } from './federation/manifest-request';
import { loadShellTexts } from './i18n/resources';

// The remote manifest is asked for now, while the shared singletons below load and start (seconds of script on
// a slow phone), instead of after them: its answer is waiting when the registry needs it.
startManifestRequest();
// So are the route's session and data: the page finds them answered when it asks.
const earlyAnswers = startEarlyGets();
const consoleRoute = signedInConsoleRoute();
const manifest = startedManifest();
if (consoleRoute && manifest) void preloadRouteRemote(manifest);
// a return visit reads the page it last saw at once, until the console is up
const painted = consoleRoute && paintSnapshot(storedToken());
// a first visit reads its page's data as soon as it is in, in plain markup, until the console is up
if (earlyAnswers && !painted && pageDataEarly(location.pathname, location.search))
  import(/* webpackChunkName: "first-view" */ './boot/first-view')
    .then(({ paintFirstView }) => paintFirstView(earlyAnswers, manifest))
    .catch(() => undefined); // no first view (offline, say): the console shows its own page as it would anyway

function start(): void {
  // Async boundary: shared singletons must be negotiated before any of them is imported.
  import('./bootstrap');
  // the shell's texts in the reader's language load beside it, not after it has started
  loadShellTexts(readerLanguage()).catch(() => undefined); // the app's start asks again
  // A signed-in console route's layout (and the dashboard, the shell's own page) load beside the app's start, not
  // after its session is known: the lazy routes then find them loaded.
  if (consoleRoute) {
    void import('./layout/console-layout');
    if (location.pathname === '/business/dashboard') void import('./dashboard/dashboard-page');
  }
}

if (painted) {
  // the browser paints the kept page before the app's start takes the main thread (a hidden tab paints no frames)
  let started = false;
  const once = () => {
    if (!started) start();
    started = true;
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 100);
} else start();
