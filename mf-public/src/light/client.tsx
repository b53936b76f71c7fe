/** @jsxImportSource preact */
import { hydrate } from 'preact';
import { LightApp } from './app';
import { STATE_ID, type LightState } from './types';

// The state the server rendered with comes as JSON (no inline script: the page's CSP allows only files).
const stateNode = document.getElementById(STATE_ID);
const root = document.getElementById('root');
if (stateNode && root) {
  const state = JSON.parse(stateNode.textContent || '{}') as LightState;
  hydrate(<LightApp state={state} />, root);
}
