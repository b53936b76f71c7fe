import { atom } from 'jotai';
import type { Business } from '../types/business';
import type { Session, User } from '../types/user';

export const userAtom = atom<User | null>(null);
export const tokenAtom = atom<string | null>(null);
export const sessionLoadingAtom = atom(false);
export const sessionErrorAtom = atom<string | null>(null);
export const sessionInitialisedAtom = atom(false);
/** The business shown in the console header/sidebar (name, logo, coin balance). */
export const businessAtom = atom<Business | null>(null);

/** Read-only snapshot of the whole session. */
export const sessionAtom = atom<Session>((get) => ({
  user: get(userAtom),
  token: get(tokenAtom),
  loading: get(sessionLoadingAtom),
  error: get(sessionErrorAtom),
  initialised: get(sessionInitialisedAtom),
}));

export { hasBusiness } from './rules';
