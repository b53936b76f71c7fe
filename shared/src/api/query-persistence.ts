import type { Query } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/query-persist-client-core';
import { createStore, del, get, set } from 'idb-keyval';
import { QUERY_CACHE_MAX_AGE_MS, queryClient } from './query-client';
import { readBusinessChoice, readToken } from './token';

const STORAGE_KEY = 'fikr-console-cache';
/** A restore slower than this is not worth the wait: the page loads its data from the network instead. */
const RESTORE_BUDGET_MS = 400;

let persister: ReturnType<typeof createAsyncStoragePersister> | null = null;
let unsubscribe: (() => void) | null = null;

function storage() {
  if (persister) return persister;
  if (typeof indexedDB === 'undefined') return null;
  const store = createStore('fikr', 'console-cache');
  persister = createAsyncStoragePersister({
    key: STORAGE_KEY,
    storage: {
      getItem: (key) => get<string>(key, store).then((v) => v ?? null),
      // A save throttled before a sign-out or a switch may still come after it: only the current owner's cache is
      // written, so nothing of a signed-out user's (or another business's) data lands on the device again.
      setItem: (key, value: string) => (isCurrentOwners(value) ? set(key, value, store) : Promise.resolve()),
      removeItem: (key) => del(key, store),
    },
    throttleTime: 500,
  });
  return persister;
}

/** The saved cache names the signed-in user and chosen business (the persister writes `{"buster":"<owner>",…`). */
function isCurrentOwners(value: string): boolean {
  const named = /^\{"buster":("(?:[^"\\]|\\.)*")/.exec(value);
  const current = owner();
  return named !== null && current !== null && JSON.parse(named[1]) === current;
}

/** Whose cache it is: the signed-in user (the token's subject) and the business chosen. Another one finds none. */
function owner(): string | null {
  const token = readToken();
  if (!token) return null;
  try {
    const payload = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return `${String(payload.sub)}:${readBusinessChoice() ?? ''}`;
  } catch {
    return null;
  }
}

/**
 * At the console's start: puts the answers of the last visit back into the shared cache (IndexedDB), so pages
 * paint them at once and re-read them, and keeps saving the cache from then on. Only the signed-in user's own
 * cache, for the business they chose, is restored; anything else in it is dropped.
 */
export async function restoreQueryCache(): Promise<void> {
  const options = persistOptions();
  if (!options) return;
  await Promise.race([
    persistQueryClientRestore(options).catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, RESTORE_BUDGET_MS)),
  ]);
  keepSaving();
}

function persistOptions() {
  const store = storage();
  const buster = owner();
  return store && buster ? { queryClient, persister: store, buster, maxAge: QUERY_CACHE_MAX_AGE_MS } : null;
}

/** Saves the cache (throttled) on every change from now on, as the current user's and business's. */
function keepSaving(): void {
  unsubscribe?.();
  const options = persistOptions();
  unsubscribe = options ? persistQueryClientSubscribe(options) : null;
}

/**
 * Another business was chosen: the last one's answers leave the cache at once, before anything names the new
 * business (so nothing of it is drawn under the new name), the pages on screen read theirs again, and the saved copy
 * is the new business's from now on.
 */
export async function switchQueryCache(): Promise<void> {
  unsubscribe?.();
  unsubscribe = null;
  // the session (['session', 'me']) stays: the switch writes the new business into it
  const businessData = (query: Query) => query.queryKey[0] !== 'session';
  queryClient.removeQueries({ type: 'inactive', predicate: businessData });
  // resets the active queries' data now (synchronously) and asks for them again with the new business's header
  const reread = queryClient.resetQueries({ predicate: businessData }).catch(() => undefined);
  await Promise.resolve(storage()?.removeClient()).catch(() => undefined);
  keepSaving();
  await reread;
}

/** A sign-in: the cache is saved as this user's from now on. */
export function startQueryCache(): void {
  keepSaving();
}

/** Sign-out, a lost session or another business: nothing of the last one stays in memory or on the device. */
export async function forgetQueryCache(): Promise<void> {
  unsubscribe?.();
  unsubscribe = null;
  queryClient.clear();
  await Promise.resolve(storage()?.removeClient()).catch(() => undefined);
}
