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
// a return visit reads the page it last saw at once, until the console is up
const painted = consoleRoute && paintSnapshot(storedToken());
// a first visit reads its page's data as soon as it is in, in plain markup, until the console is up
const firstView =
  earlyAnswers !== null && !painted && pageDataEarly(location.pathname, location.search)
    ? import(/* webpackChunkName: "first-view" */ './boot/first-view')
        .then(({ paintFirstView }) => paintFirstView(earlyAnswers, manifest))
        .catch(() => false) // no first view (offline, say): the console shows its own page as it would anyway
    : null;

/**
 * Runs each step in a task of its own, in order. Asking for a chunk runs module federation's sharing code (tens of
 * milliseconds each on a phone): as one task they would hold every tap and paint, and the first view, back for
 * most of a second.
 */
function eachInATask(steps: (() => unknown)[]): void {
  for (const step of steps) setTimeout(step, 0);
}

function start(): void {
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
    ...(consoleRoute && location.pathname === '/business/dashboard'
      ? [() => import('./dashboard/dashboard-page')]
      : []),
  ]);
}

/** `step`, to be run once however many times it is called. */
function once(step: () => void): () => void {
  let done = false;
  return () => {
    if (!done) step();
    done = true;
  };
}

/** Runs `step` once the browser has painted the next frame (at most 100 ms later: a hidden tab paints no frames). */
function afterPaint(step: () => void): void {
  const run = once(step);
  requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, 100);
}

/** The longest a first visit's console waits for its first view (the session's or the page's calls may hang). */
const FIRST_VIEW_WAIT_MS = 3000;

// the browser paints the kept page before the app's start takes the main thread
if (painted) afterPaint(start);
else if (firstView) {
  // The first view goes first: the console's dozens of files, asked for beside its calls, would share the phone's
  // narrow link with them and their scripts would run while it renders; each is then a reason the page's largest
  // paint comes later. The console starts once the first view is painted (or there is none to show).
  const begin = once(start);
  void firstView.then((shown) => (shown ? afterPaint(begin) : begin()));
  setTimeout(begin, FIRST_VIEW_WAIT_MS);
} else start();
