// The wallet inside Telegram: launch parameters from the hash, Telegram's colours, and Telegram's script loaded
// only when Telegram opened the page.
import { applyTheme, launchInitData, startMiniApp } from './mini-app';

const TELEGRAM_SCRIPT = 'script[src="https://telegram.org/js/telegram-web-app.js"]';
const initData = 'query_id=AA&user=%7B%22id%22%3A42%7D&auth_date=1700000000&hash=abc';

afterEach(() => {
  document.head.innerHTML = '';
  document.documentElement.removeAttribute('style');
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});

test('outside Telegram nothing is loaded and nothing changes', () => {
  history.replaceState(null, '', '/wallet');
  startMiniApp({ page: 'wallet', apiBase: '/api' });
  expect(document.querySelector(TELEGRAM_SCRIPT)).toBeNull();
  expect(document.documentElement.style.getPropertyValue('--tg-bg-color')).toBe('');
  expect(launchInitData()).toBeNull();
});

test("opened by Telegram: its script is loaded, its colours applied, and initData kept for the wallet's next pages", () => {
  const theme = encodeURIComponent(JSON.stringify({ bg_color: '#102030', text_color: '#f0f0f0' }));
  history.replaceState(null, '', `/wallet#tgWebAppData=${encodeURIComponent(initData)}&tgWebAppThemeParams=${theme}`);
  startMiniApp({ page: 'wallet', apiBase: '/api' });
  expect(document.querySelector(TELEGRAM_SCRIPT)).not.toBeNull();
  expect(document.documentElement.style.getPropertyValue('--tg-bg-color')).toBe('#102030');
  expect(document.documentElement.style.getPropertyValue('--tg-text-color')).toBe('#f0f0f0');
  // the page's colours follow them (jsdom resolves no var(); the e2e test reads the real colour in Chromium)
  expect(document.getElementById('fikr-tg-theme')?.textContent).toContain('html body{background:var(--tg-bg-color)}');

  history.replaceState(null, '', '/wallet/history');
  expect(launchInitData()).toBe(initData);
  document.documentElement.removeAttribute('style');
  startMiniApp({ page: 'wallet-history', apiBase: '/api' });
  expect(document.documentElement.style.getPropertyValue('--tg-bg-color')).toBe('#102030');
});

test('only colours become CSS: anything else in the theme is left out', () => {
  applyTheme({ bg_color: 'red;}body{display:none', 'x-y': '#fff', link_color: '#2481cc' });
  const style = document.documentElement.style;
  expect(style.getPropertyValue('--tg-bg-color')).toBe('');
  expect(style.getPropertyValue('--tg-x-y')).toBe('');
  expect(style.getPropertyValue('--tg-link-color')).toBe('#2481cc');
  expect(document.getElementById('fikr-tg-theme')?.textContent).toBe('html a{color:var(--tg-link-color)}');
});
