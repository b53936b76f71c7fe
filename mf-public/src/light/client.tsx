import { hydrateRoot } from 'react-dom/client';
import { LightApp } from './app';
import { startMiniApp } from './mini-app';
import { STATE_ID, type LightState } from './types';

// The state the server rendered with comes as JSON (no inline script: the page's CSP allows only files).
// Built with react aliased to preact/compat: this is Preact's hydrate.
const stateNode = document.getElementById(STATE_ID);
const root = document.getElementById('root');
if (stateNode && root) {
  const state = JSON.parse(stateNode.textContent || '{}') as LightState;
  hydrateRoot(root, <LightApp state={state} />);
  startMiniApp(state);
}
