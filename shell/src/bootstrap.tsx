import React, { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { addLazyFeatureResources, i18nReady, markReactInstance, restoreQueryCache } from '@fikr/shared';
import { signedInConsoleRoute } from './boot/early-gets';
import { preloadPageAt, registerRemotesFromManifest } from './federation/remote-registry';
import './federation/antd-catalog';
import { loadShellTexts } from './i18n/resources';
import { App } from './app';
import { forgetPageCopies } from './pwa/forget-page-copies';

async function start() {
  markReactInstance('shell', React, __APP_VERSION__);
  // the last visit's answers come back from IndexedDB beside the code, so a return visit paints them at once
  const remotes = registerRemotesFromManifest().then(() => {
    if (signedInConsoleRoute()) preloadPageAt(window.location.pathname);
  });
  // the shell's texts in the reader's language only (the entry started fetching them beside this code)
  // (a failed fetch is asked for again when the reader picks a language; the console starts regardless)
  const texts = addLazyFeatureResources('shell', loadShellTexts).catch(() => undefined);
  await Promise.all([i18nReady(), texts, remotes, restoreQueryCache()]);
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
  forgetPageCopies();
  // installable and readable offline: a production build only (a dev server's files change on every save)
  if (process.env.NODE_ENV === 'production')
    void import('./pwa/register-service-worker').then((m) => m.registerServiceWorker());
}

void start();
