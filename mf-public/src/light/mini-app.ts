/**
 * The wallet as a Telegram Mini App. Telegram opens the page with its launch parameters in the URL's hash
 * (`tgWebAppData`: the initData it signed with the bot's token; `tgWebAppThemeParams`: the user's colours). Outside
 * Telegram there are none and nothing here runs: Telegram's script is loaded only inside it.
 */
interface TelegramWebApp {
  initData: string;
  themeParams: Record<string, string>;
  ready(): void;
  expand(): void;
  BackButton: { show(): void; hide(): void; onClick(callback: () => void): void };
}

const SCRIPT = 'https://telegram.org/js/telegram-web-app.js';
const INIT_KEY = 'fikr-tg-init';
const TRIED_KEY = 'fikr-tg-tried';
const THEME_KEY = 'fikr-tg-theme';

const webApp = (): TelegramWebApp | undefined =>
  (window as unknown as { Telegram?: { WebApp?: TelegramWebApp } }).Telegram?.WebApp;

function session(key: string, value?: string): string | null {
  try {
    if (value !== undefined) sessionStorage.setItem(key, value);
    return sessionStorage.getItem(key);
  } catch {
    return value ?? null; // storage off: this page load still works
  }
}

/** The signed initData: Telegram's object, else the launch hash (kept for the wallet's later pages). */
export function launchInitData(hash = location.hash): string | null {
  const launch = new URLSearchParams(hash.slice(1));
  const fromHash = launch.get('tgWebAppData');
  if (fromHash) session(INIT_KEY, fromHash);
  return webApp()?.initData || fromHash || session(INIT_KEY);
}

/** Which page colour follows which of Telegram's (`html …` outranks the light app's own rules). */
const THEMED: Array<[string, string]> = [
  ['bg-color', 'html body{background:var(--tg-bg-color)}'],
  ['text-color', 'html body{color:var(--tg-text-color)}'],
  ['link-color', 'html a{color:var(--tg-link-color)}'],
  ['button-color', 'html .fp-btn,html .fw-nav a[aria-current=page]{background:var(--tg-button-color)}'],
  ['button-text-color', 'html .fp-btn,html .fw-nav a[aria-current=page]{color:var(--tg-button-text-color)}'],
];

/** Telegram's theme colours as CSS variables (--tg-bg-color…), which the page's colours then follow. */
export function applyTheme(theme: Record<string, string>, root = document.documentElement): void {
  for (const [name, value] of Object.entries(theme))
    if (/^[a-z_]+$/.test(name) && /^#[0-9a-fA-F]{3,8}$/.test(value))
      root.style.setProperty(`--tg-${name.replace(/_/g, '-')}`, value);
  const rules = THEMED.filter(([name]) => root.style.getPropertyValue(`--tg-${name}`)).map(([, rule]) => rule);
  if (rules.length === 0) return;
  let style = document.getElementById('fikr-tg-theme');
  if (!style) {
    style = document.createElement('style');
    style.id = 'fikr-tg-theme';
    document.head.appendChild(style);
  }
  style.textContent = rules.join('');
}

/** The launch theme, kept like initData: the wallet's later pages have no hash but keep Telegram's colours. */
function launchTheme(): Record<string, string> {
  const fromHash = new URLSearchParams(location.hash.slice(1)).get('tgWebAppThemeParams');
  try {
    return JSON.parse((fromHash ? session(THEME_KEY, fromHash) : session(THEME_KEY)) || '{}');
  } catch {
    return {};
  }
}

/** Signs the linked phone in once (POST /api/customer/auth/telegram sets the wallet's cookie), then shows the wallet. */
async function signIn(apiBase: string, initData: string): Promise<void> {
  if (session(TRIED_KEY) === initData) return; // refused before (no linked phone): the SMS sign-in stays
  session(TRIED_KEY, initData);
  const res = await fetch(`${apiBase}/customer/auth/telegram`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ initData }),
  }).catch(() => null);
  if (res?.ok) location.replace('/wallet');
}

function withTelegram(page: string): void {
  const app = webApp();
  if (!app) return;
  app.ready();
  app.expand();
  applyTheme(app.themeParams);
  if (location.pathname !== '/wallet' || page !== 'wallet') {
    app.BackButton.show();
    app.BackButton.onClick(() => (history.length > 1 ? history.back() : location.assign('/wallet')));
  } else app.BackButton.hide();
}

export function startMiniApp(state: { page: string; apiBase: string }): void {
  if (!state.page.startsWith('wallet')) return;
  const initData = launchInitData();
  if (!initData) return;
  applyTheme(launchTheme());
  if (state.page === 'wallet-sign-in' || state.page === 'wallet-verify') void signIn(state.apiBase, initData);
  if (webApp()) withTelegram(state.page);
  else {
    const script = document.createElement('script');
    script.src = SCRIPT;
    script.onload = () => withTelegram(state.page);
    document.head.appendChild(script);
  }
}
