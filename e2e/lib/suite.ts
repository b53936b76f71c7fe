import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { type RunningApp, startApp } from './app-server';
import { launchBrowser } from './browser';

export interface Suite {
  app: RunningApp;
  browser: Browser;
}

/** node:test hooks for a test file: the built product started as `npm start` serves it, and one Chromium. */
export function useAppAndBrowser(env: Record<string, string> = {}): Suite {
  const suite = {} as Suite;
  before(async () => {
    suite.app = await startApp(env);
    suite.browser = await launchBrowser();
  });
  after(async () => {
    await suite.browser?.close();
    await suite.app?.stop();
  });
  return suite;
}
