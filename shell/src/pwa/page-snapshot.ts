import { getDefaultStore } from 'jotai';
import { formatTime, i18n, readToken, tokenAtom } from '@fikr/shared';
import { signedInConsoleRoute } from '../boot/early-gets';
import { type PageSnapshot, SNAPSHOT_ID, SNAPSHOT_KEY, SNAPSHOTS_KEPT, sessionTag } from '../boot/snapshot-format';
import { CONSOLE_FRAME, PAGE_LOADING } from '../layout/frame-markers';

/** A snapshot is taken this long after the page last changed: a page still filling in is not kept. */
const SETTLED_MS = 2_000;
/** More than this (markup and styles, in characters) is not kept: storage on a phone is small. */
const MAX_CHARS = 1_500_000;

/** Still loading (a skeleton, a spinner, a card list's next page), or showing the last visit's data itself: not a page to keep. */
const NOT_KEPT = `.ant-skeleton, .ant-spin-spinning, .fikr-cards-loading, .${PAGE_LOADING}, [data-testid="updated-at"], .boot-spinner`;

/** The markup of `root` without what belongs to the live page only: ids, test ids, inline handlers. */
export function snapshotMarkup(root: HTMLElement): string {
  const copy = root.cloneNode(true) as HTMLElement;
  for (const el of copy.querySelectorAll('*')) {
    for (const { name } of [...el.attributes]) {
      if (name === 'id' || name.startsWith('on') || name === 'autofocus') el.removeAttribute(name);
    }
    const testId = el.getAttribute('data-testid');
    if (testId !== null) {
      el.removeAttribute('data-testid');
      el.setAttribute('data-snapshot-testid', testId);
    }
  }
  return copy.innerHTML;
}

/** The style rules of the document's own style elements (antd writes its rules into them at run time). */
function pageStyles(): string {
  const rules: string[] = [];
  for (const sheet of document.styleSheets) {
    const owner = sheet.ownerNode;
    if (!(owner instanceof HTMLStyleElement) || owner.closest(`#${SNAPSHOT_ID}`)) continue;
    try {
      for (const rule of sheet.cssRules) rules.push(rule.cssText);
    } catch {
      // a sheet that cannot be read is left out
    }
  }
  return rules.join('\n');
}

/** Keeps the console page on screen now as the next start's snapshot, when it is a settled console page. */
export function keepSnapshot(now = Date.now()): void {
  const root = document.getElementById('root');
  const token = readToken();
  if (!root || !token || !signedInConsoleRoute()) return;
  if (root.querySelector(NOT_KEPT) || !root.querySelector(`.${CONSOLE_FRAME}`)) return;
  const snapshot: PageSnapshot = {
    url: location.pathname + location.search,
    session: sessionTag(token),
    html: snapshotMarkup(root),
    css: pageStyles(),
    label: i18n.t('app.updatedAt', { time: formatTime(now) }),
    savedAt: now,
  };
  if (snapshot.html.length + snapshot.css.length > MAX_CHARS) return;
  try {
    const known = localStorage.getItem(SNAPSHOT_KEY + snapshot.url) !== null;
    localStorage.setItem(SNAPSHOT_KEY + snapshot.url, JSON.stringify(snapshot));
    // a page kept again replaces itself; only a new one can make too many, and only then are the others read
    if (known) return;
    const oldestFirst = keptKeys()
      .filter((key) => key !== SNAPSHOT_KEY + snapshot.url)
      .map((key) => ({ key, savedAt: (JSON.parse(localStorage.getItem(key) ?? '{}') as PageSnapshot).savedAt ?? 0 }))
      .sort((a, b) => a.savedAt - b.savedAt);
    for (const { key } of oldestFirst.slice(0, Math.max(0, oldestFirst.length - (SNAPSHOTS_KEPT - 1))))
      localStorage.removeItem(key);
  } catch {
    // storage full or unreadable: no snapshot, the next start simply waits for the console
  }
}

function keptKeys(): string[] {
  const keys: string[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key?.startsWith(SNAPSHOT_KEY)) keys.push(key);
  }
  return keys;
}

/** Every page kept is removed. */
export function forgetSnapshot(): void {
  try {
    for (const key of keptKeys()) localStorage.removeItem(key);
  } catch {
    // nothing kept
  }
}

/**
 * From now on the console page on screen is kept (a moment after it settles, and when the app goes to the
 * background) for the next start to show at once; signing out forgets it.
 */
export function keepPageSnapshots(): void {
  const root = document.getElementById('root');
  if (!root) return;
  if (!readToken()) forgetSnapshot(); // signed out some other way (the token removed): nothing of the session stays
  let timer: ReturnType<typeof setTimeout> | undefined;
  new MutationObserver(() => {
    clearTimeout(timer);
    timer = setTimeout(() => keepSnapshot(), SETTLED_MS);
  }).observe(root, { childList: true, subtree: true, characterData: true });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') keepSnapshot();
  });
  const store = getDefaultStore();
  store.sub(tokenAtom, () => {
    if (!store.get(tokenAtom) && !readToken()) forgetSnapshot();
  });
}
