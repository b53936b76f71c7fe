/** localStorage key prefix of the HTML copies of pages that earlier versions of the console kept. */
const PAGE_COPY_KEY = 'fikr.pageSnapshot:';

/**
 * Removes the copies of console pages (markup of the owner's data, up to megabytes) that earlier versions kept in
 * localStorage: nothing reads them any more, and a phone's storage is small.
 */
export function forgetPageCopies(storage: Storage = localStorage): void {
  try {
    const kept: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(PAGE_COPY_KEY)) kept.push(key);
    }
    for (const key of kept) storage.removeItem(key);
  } catch {
    // storage unreadable: nothing to remove
  }
}
