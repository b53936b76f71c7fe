import { type PageSnapshot, SNAPSHOT_ID, SNAPSHOT_KEY, SNAPSHOT_MAX_AGE_MS, sessionTag } from './snapshot-format';

function readSnapshot(token: string, url: string, now: number): PageSnapshot | null {
  try {
    const snapshot = JSON.parse(localStorage.getItem(SNAPSHOT_KEY + url) ?? 'null') as PageSnapshot | null;
    if (!snapshot || typeof snapshot.html !== 'string' || typeof snapshot.css !== 'string') return null;
    if (snapshot.url !== url || snapshot.session !== sessionTag(token)) return null;
    if (!(now - snapshot.savedAt < SNAPSHOT_MAX_AGE_MS)) return null;
    return snapshot;
  } catch {
    return null;
  }
}

/** The console itself is on screen: its layout, or any page that is not the start-up spinner (login, an error). */
function consoleIsUp(root: HTMLElement): boolean {
  return root.querySelector('.ant-layout, main, form, [role="alert"]') !== null;
}

/**
 * A return visit to a console page shows the last one seen at once, read-only under 'yangilandi HH:MM', while the
 * console starts (seconds on a slow phone); it goes the moment the console's own layout is on screen, in the same
 * turn, so the two never show together. Only for the same page and the same session as when it was kept.
 * Answers whether it showed one.
 */
export function paintSnapshot(token: string, now = Date.now()): boolean {
  const root = document.getElementById('root');
  const snapshot = root && readSnapshot(token, location.pathname + location.search, now);
  if (!root || !snapshot) return false;
  const cover = document.createElement('div');
  cover.id = SNAPSHOT_ID;
  // read-only: nothing in it can be focused or pressed, and assistive technology reads the live page only
  cover.setAttribute('inert', '');
  cover.setAttribute('aria-hidden', 'true');
  cover.style.cssText = 'position:fixed;inset:0;overflow:auto;z-index:900;background:#f5f7fb';
  const style = document.createElement('style');
  style.textContent = snapshot.css;
  const label = document.createElement('div');
  label.textContent = snapshot.label;
  label.style.cssText = 'padding:4px 12px;font-size:13px;color:#595959;background:#fffbe6;text-align:center';
  const page = document.createElement('div');
  page.innerHTML = snapshot.html;
  // in its own shadow root: its copy of the styles neither reaches the live page nor doubles the styles the live
  // page's every change is matched against while the console starts underneath
  cover.attachShadow({ mode: 'open' }).append(style, label, page);
  document.body.appendChild(cover);

  const remove = () => {
    observer.disconnect();
    clearTimeout(timer);
    cover.remove();
  };
  const observer = new MutationObserver(() => {
    if (consoleIsUp(root) || location.pathname + location.search !== snapshot.url) remove();
  });
  observer.observe(root, { childList: true, subtree: true });
  // whatever happens to the start, the live page is never hidden for long
  const timer = setTimeout(remove, 20_000);
  return true;
}
