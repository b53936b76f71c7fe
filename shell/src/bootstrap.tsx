import React, { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { addFeatureResources, initI18n, markReactInstance } from '@fikr/shared';
import { registerRemotesFromManifest } from './federation/remote-registry';
import './federation/antd-catalog';
import { shellResources } from './i18n/resources';
import { App } from './app';

async function start() {
  markReactInstance('shell', React);
  initI18n();
  addFeatureResources('shell', shellResources);
  await registerRemotesFromManifest();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
