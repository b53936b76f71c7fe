import { atom } from 'jotai';
import type { PageRole } from '../schemas/console-pages-check';
import type { Session } from '../types/user';
import { type MemberOf, readMe, watchMe } from './me';

export type { MemberOf } from './me';

// The session is the query-cache entry ['session', 'me'] (./me.ts); jotai keeps only what is the client's own:
// the token, whether the start-up check is under way or has ended, the last sign-in error.
export const tokenAtom = atom<string | null>(null);
export const sessionLoadingAtom = atom(false);
export const sessionErrorAtom = atom<string | null>(null);
export const sessionInitialisedAtom = atom(false);

/**
 * Counts the session entry's changes for this store: mounted, it follows the cache; the session's actions count
 * their own writes, so a store that reads the session without a subscriber (right after a sign-in) reads it fresh.
 */
export const sessionRevisionAtom = atom(0);
sessionRevisionAtom.onMount = (setRevision) => watchMe(() => setRevision((n) => n + 1));

/** GET /auth/me's answer as the query cache holds it; null when signed out or not yet known. */
export const meAtom = atom((get) => {
  get(sessionRevisionAtom);
  return readMe();
});

export const userAtom = atom((get) => get(meAtom)?.user ?? null);
/** The business shown in the console header/sidebar (name, logo, coin balance): the one the console acts for. */
export const businessAtom = atom((get) => get(userAtom)?.business ?? null);
/** Every business of the user with their role (GET /auth/me); null until it has been read. */
export const businessesAtom = atom<MemberOf[] | null>((get) => get(meAtom)?.businesses ?? null);

/** The user is one of the platform's operators (GET /auth/me): the console adds the operators' pages. */
export const operatorAtom = atom((get) => get(meAtom)?.operator ?? false);

/**
 * The user's role in the business the console acts for (user.business): what the menu and the routes offer.
 * Before /auth/me has listed the businesses it is 'owner', the only role of the accounts that predate teams;
 * the API decides on every request anyway.
 */
export const roleAtom = atom<MemberOf['role'] | null>((get) => {
  const business = get(userAtom)?.business;
  if (!business) return null;
  return get(businessesAtom)?.find((b) => b._id === business._id)?.role ?? 'owner';
});

/**
 * The roles whose pages the console offers: the role in the business it acts for (none without a business) and
 * 'operator' for an operator, who reaches the console with the operators' pages even without a business.
 */
export const consoleRolesAtom = atom<PageRole[]>((get) => {
  const role = get(roleAtom);
  const roles: PageRole[] = role ? [role] : [];
  return get(operatorAtom) ? [...roles, 'operator'] : roles;
});

/** Read-only snapshot of the whole session. */
export const sessionAtom = atom<Session>((get) => ({
  user: get(userAtom),
  token: get(tokenAtom),
  loading: get(sessionLoadingAtom),
  error: get(sessionErrorAtom),
  initialised: get(sessionInitialisedAtom),
}));

export { hasBusiness } from './rules';
