import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const LAUNCH = {
  executablePath: CHROMIUM,
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-quic',
    '--no-first-run',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(LAUNCH);
}

/** Chromium with a profile on disk, as a phone's browser has (an incognito context is never installable). */
export function launchProfile(
  profileDir: string,
  options: { viewport: { width: number; height: number }; baseURL: string },
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profileDir, { ...LAUNCH, ...options });
}

export interface TrackedPage {
  page: Page;
  context: BrowserContext;
  /** console errors and uncaught page errors seen so far */
  errors: string[];
}

export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport = { width: 1440, height: 900 },
  settings: { reducedMotion?: 'reduce' } = {},
): Promise<TrackedPage> {
  const context = await browser.newContext({ baseURL, viewport, ...settings });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  return { page, context, errors };
}
