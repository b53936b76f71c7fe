import { showReadOnlyCover } from './read-only-cover';
import { type PageSnapshot, SNAPSHOT_KEY, SNAPSHOT_MAX_AGE_MS, sessionTag } from './snapshot-format';

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

/**
 * A return visit to a console page shows the last one seen at once, read-only under 'yangilandi HH:MM', while the
 * console starts; it goes the moment the console's own layout is on screen. Only for the same page and the same
 * session as when it was kept. Answers whether it showed one.
 */
export function paintSnapshot(token: string, now = Date.now()): boolean {
  const url = location.pathname + location.search;
  const snapshot = readSnapshot(token, url, now);
  if (!snapshot) return false;
  const label = document.createElement('div');
  label.textContent = snapshot.label;
  label.style.cssText = 'padding:4px 12px;font-size:13px;color:#595959;background:#fffbe6;text-align:center';
  const page = document.createElement('div');
  page.innerHTML = snapshot.html;
  return showReadOnlyCover(url, snapshot.css, [label, page]);
}
