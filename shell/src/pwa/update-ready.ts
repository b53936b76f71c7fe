import { atom } from 'jotai';

/** Set when a new deploy's service worker is waiting: `apply` lets it take over and reloads the console. */
export const updateReadyAtom = atom<{ apply: () => void } | null>(null);
