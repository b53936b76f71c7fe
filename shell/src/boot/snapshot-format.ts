// The last console page an owner saw, kept on this device and shown at the next start until the console itself
// is up. Read by the console's entry (before the shared libraries: no runtime imports here) and written by the app.

/** localStorage key of a page's snapshot: this prefix and the page's pathname + search. */
export const SNAPSHOT_KEY = 'fikr.pageSnapshot:';
/** The pages kept at most (the latest seen): the dashboard and the few an owner goes to. */
export const SNAPSHOTS_KEPT = 4;
/** Id of the element that shows it. */
export const SNAPSHOT_ID = 'page-snapshot';
/** A snapshot older than this is not shown: the data would mislead more than a moment's wait. */
export const SNAPSHOT_MAX_AGE_MS = 7 * 86_400_000;

export interface PageSnapshot {
  /** pathname + search of the page it shows. */
  url: string;
  /** The end of the session's token: another session (another person on this phone) never sees it. */
  session: string;
  /** The page's markup, without ids and test ids (the live page has them). */
  html: string;
  /** The style rules the page used (antd's are written at run time). */
  css: string;
  /** The line shown above it: 'yangilandi 14:05' in the owner's language when it was saved. */
  label: string;
  savedAt: number;
}

/** The part of the token a snapshot is tied to (the token itself is already in this storage). */
export const sessionTag = (token: string) => token.slice(-16);
