// The console's service worker (built by shell/build-service-worker.mjs into shell/dist/sw.js, served at /sw.js).
// What a return visit needs without the network: the shell's first files, precached at install by content
// hash, and every content-hashed file a page has loaded since (cache first: its name changes with its content).
// What must follow a deploy is always asked for first: console pages, the remote manifest and the remotes'
// entries (network first, the last copy only offline), so a remote re-pointed in the manifest shows its new
// version after one reload and nothing is pinned. API answers are not cached here: the console keeps its data in
// its own store (IndexedDB), per user and business, cleared at sign-out.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import hashedNames from '@fikr/shared/hashed-names.json';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

/** The same test as the server's Cache-Control: webpack's `.0123456789.js` and esbuild's `-ABCDEFGH.js`. */
const HASHED = new RegExp(`${hashedNames.pattern}$`);

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
// The first visit's page is served by this worker from now on, so what it loads next is cached too (the page
// hands over what it loaded before: workbox's CACHE_URLS message).
clientsClaim();

// The console's own pages only (the landing, the customer's form and wallet are other apps): from the network,
// offline the console's one HTML document (every console route is the same index.html, routed in the page).
registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: 'fikr-pages',
      networkTimeoutSeconds: 5,
      plugins: [{ handlerDidError: async () => (await matchPrecache('/index.html')) ?? Response.error() }],
    }),
    { allowlist: [/^\/business(\/|$)/, /^\/(login|register|ops)(\/|$)/] },
  ),
);

const sameOrigin = (url: URL) => url.origin === self.location.origin;

registerRoute(
  ({ url }) =>
    sameOrigin(url) &&
    (url.pathname === '/mf-remotes.json' || /\/(remoteEntry\.js|mf-manifest\.json)$/.test(url.pathname)),
  new NetworkFirst({ cacheName: 'fikr-entries' }),
);

registerRoute(
  ({ url, request }) => sameOrigin(url) && request.method === 'GET' && HASHED.test(url.pathname),
  new CacheFirst({ cacheName: 'fikr-code' }),
);

// 'Yangi versiya — yangilash': the page asks the waiting worker to take over when the owner chooses to.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

interface PushAlert {
  title?: string;
  body?: string;
  url?: string;
}

/** A console path the notification opens: only this origin's own /business pages, whatever a payload says. */
const consolePath = (url: unknown) =>
  typeof url === 'string' && /^\/business(\/|$)/.test(url) ? url : '/business/dashboard';

// A low-rating alert pushed by the API (the owner turned it on in Settings → Bildirishnomalar): shown even with
// the console closed; the text is the server's, already in the owner's language.
function alertOf(data: PushMessageData | null): PushAlert {
  try {
    return (data?.json() as PushAlert | undefined) ?? {};
  } catch {
    return { body: data?.text() }; // not JSON: the text is the message
  }
}

self.addEventListener('push', (event) => {
  const alert = alertOf(event.data);
  event.waitUntil(
    self.registration.showNotification(alert.title ?? 'Fikr', {
      body: alert.body,
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      data: { url: consolePath(alert.url) },
    }),
  );
});

// A tap opens the response it is about: in a console window already open, else in a new one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = consolePath((event.notification.data as { url?: unknown } | null)?.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (!open) return void (await self.clients.openWindow(path));
      await open.focus();
      await open.navigate(path);
    })(),
  );
});
