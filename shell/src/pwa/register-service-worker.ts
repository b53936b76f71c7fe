import { getDefaultStore } from 'jotai';
import { Workbox } from 'workbox-window';
import { updateReadyAtom } from './update-ready';

/**
 * Installs the console's service worker (shell/dist/sw.js) once the page has loaded, so it never competes with the
 * first screen. A new deploy's worker waits instead of taking over under an open page: the console offers
 * 'Yangi versiya — yangilash', and the owner's click swaps and reloads. A phone keeps its tab for days, so the
 * worker is checked again whenever the app comes back to the screen.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  // the offline banner's code is loaded now, while there is a network, so the worker keeps it for when there is none
  void import('../layout/app-notice-bar');
  const wb = new Workbox('/sw.js');
  wb.addEventListener('waiting', () => {
    getDefaultStore().set(updateReadyAtom, {
      apply: () => {
        wb.addEventListener('controlling', () => window.location.reload());
        wb.messageSkipWaiting();
      },
    });
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void wb.update().catch(() => undefined);
  });
  // the first install: what this page loaded before the worker ran is handed to it to keep (scripts, manifests)
  wb.addEventListener('activated', (event) => {
    if (event.isUpdate) return;
    const urlsToCache = performance.getEntriesByType('resource').map((entry) => entry.name);
    void wb.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache } }).catch(() => undefined);
  });
  void wb.register().catch(() => undefined);
}
