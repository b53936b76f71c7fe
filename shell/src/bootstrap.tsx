import React, { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { addFeatureResources, i18nReady, markReactInstance } from '@fikr/shared';
import { registerRemotesFromManifest } from './federation/remote-registry';
import './federation/antd-catalog';
import { shellResources } from './i18n/resources';
import { App } from './app';

async function start() {
  markReactInstance('shell', React, __APP_VERSION__);
  addFeatureResources('shell', shellResources);
  await Promise.all([i18nReady(), registerRemotesFromManifest()]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
