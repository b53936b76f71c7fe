import { atom } from 'jotai';
import type { PageRole } from '../schemas/console-pages-check';
import type { Business } from '../types/business';
import type { Session, User } from '../types/user';

/** A business the user belongs to and their role there (GET /auth/me). */
export interface MemberOf {
  _id: string;
  name: string;
  role: 'owner' | 'manager' | 'cashier';
}

export const userAtom = atom<User | null>(null);
export const tokenAtom = atom<string | null>(null);
export const sessionLoadingAtom = atom(false);
export const sessionErrorAtom = atom<string | null>(null);
export const sessionInitialisedAtom = atom(false);
/** The business shown in the console header/sidebar (name, logo, coin balance). */
export const businessAtom = atom<Business | null>(null);
/** Every business of the user with their role (GET /auth/me); null until it has been read. */
export const businessesAtom = atom<MemberOf[] | null>(null);

/** The user is one of the platform's operators (GET /auth/me): the console adds the operators' pages. */
export const operatorAtom = atom(false);

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
