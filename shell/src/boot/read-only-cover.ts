// Runs in the console's entry, before the shared libraries: plain DOM only.
import { CONSOLE_FRAME } from '../layout/frame-markers';
import { SNAPSHOT_ID } from './snapshot-format';

/** The console itself is on screen: its layout, or any page that is not the start-up spinner (login, an error). */
export function consoleIsUp(root: HTMLElement): boolean {
  return root.querySelector(`.${CONSOLE_FRAME}, main, form, [role="alert"]`) !== null;
}

/** What already covers the page while the console starts (a kept page, a first view), if any. */
export const coverShown = () => document.getElementById(SNAPSHOT_ID) !== null;

/**
 * Shows `content` over the page, read-only, while the console starts (seconds on a slow phone) and removes it the
 * moment the console's own layout is on screen, in the same turn, so the two never show together; also when the
 * route changes from `url` (pathname + search), and after 20 s whatever happens to the start. `css` styles the
 * content only. Answers whether it showed (not when the console is already up, or something covers it already).
 */
export function showReadOnlyCover(url: string, css: string, content: Node[]): boolean {
  const root = document.getElementById('root');
  if (!root || consoleIsUp(root) || coverShown() || location.pathname + location.search !== url) return false;
  const cover = document.createElement('div');
  cover.id = SNAPSHOT_ID;
  // read-only: nothing in it can be focused or pressed, and assistive technology reads the live page only
  cover.setAttribute('inert', '');
  cover.setAttribute('aria-hidden', 'true');
  cover.style.cssText = 'position:fixed;inset:0;overflow:auto;z-index:900;background:#f5f7fb';
  const style = document.createElement('style');
  style.textContent = css;
  // in its own shadow root: its styles neither reach the live page nor double the styles the live page's every
  // change is matched against while the console starts underneath
  cover.attachShadow({ mode: 'open' }).append(style, ...content);
  document.body.appendChild(cover);

  const remove = () => {
    observer.disconnect();
    clearTimeout(timer);
    cover.remove();
  };
  const observer = new MutationObserver(() => {
    if (consoleIsUp(root) || location.pathname + location.search !== url) remove();
  });
  observer.observe(root, { childList: true, subtree: true });
  const timer = setTimeout(remove, 20_000);
  return true;
}
