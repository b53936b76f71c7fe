import { atom } from 'jotai';

/**
 * Bumped by every action that changes the business's data (a survey request, a redeemed voucher, a saved or
 * deleted form, a top-up). Everything that shows such data (dashboard figures and latest lists, the responses,
 * vouchers, forms and payments lists) reads it as part of what it loads, so it re-reads after the change.
 */
export const dataVersionAtom = atom(0);

/** Write-only: "the data changed", called after the server confirmed the change. */
export const dataChangedAtom = atom(null, (get, set) => set(dataVersionAtom, get(dataVersionAtom) + 1));
