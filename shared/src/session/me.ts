import { startTransition } from 'react';
import { api } from '../api/client';
import { queryClient } from '../api/query-client';
import { readBusinessChoice, writeBusinessChoice } from '../api/token';
import { unwrap } from '../api/unwrap';
import type { Business } from '../types/business';
import type { User } from '../types/user';

/** A business the user belongs to and their role there (GET /auth/me). */
export interface MemberOf {
  _id: string;
  name: string;
  role: 'owner' | 'manager' | 'cashier';
}

/** The session: the user (with the business the console acts for), their businesses and roles, operator or not. */
export interface Me {
  user: User;
  /** null until GET /auth/me has listed them (a sign-in's first moment) */
  businesses: MemberOf[] | null;
  operator: boolean;
}

/**
 * The session's only copy is this query-cache entry: the console's views of it (userAtom, businessAtom, roleAtom…)
 * read it, the session's actions write it, and the persisted cache brings it back on a return visit.
 */
export const ME_KEY = ['session', 'me'] as const;

// No observer holds it (the views read it through the cache), so it must not be garbage-collected while signed in;
// a sign-out or a lost session clears the cache, and it with it.
queryClient.setQueryDefaults(ME_KEY, { gcTime: Infinity, staleTime: Infinity });

export function readMe(): Me | null {
  return queryClient.getQueryData<Me>(ME_KEY) ?? null;
}

/** Calls `onChange` whenever the session entry is written or removed; answers the unsubscribe. */
export function watchMe(onChange: () => void): () => void {
  const hash = JSON.stringify(ME_KEY);
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryHash === hash && (event.type === 'updated' || event.type === 'removed')) onChange();
  });
}

/**
 * Writes the session. The views re-render the whole console (its layout and page): as a transition React renders it
 * in slices between frames instead of one long task that holds a phone's taps and paints.
 */
export function writeMe(update: Me | ((me: Me) => Me)): void {
  startTransition(() => {
    queryClient.setQueryData<Me>(ME_KEY, (me) => (typeof update === 'function' ? me && update(me) : update));
  });
}

/** Ends the session's copy at once (a sign-out, a lost session): nothing of the user stays drawn. */
export function forgetMe(): void {
  queryClient.removeQueries({ queryKey: ME_KEY, exact: true });
}

/**
 * GET /auth/me. `redirect: false` for the start-up check and a sign-in: an expired token makes the visitor anonymous
 * (public pages keep working); protected pages then send them to /login themselves.
 */
export async function fetchMe(redirect = true): Promise<Me> {
  const { user, businesses, operator } = unwrap<{ user?: User; businesses?: MemberOf[]; operator?: boolean }>(
    await api.get('/auth/me', { skipAuthRedirect: !redirect }),
  );
  if (!user) throw new Error('GET /auth/me answered without a user');
  return {
    user: await withChosenBusiness(user, businesses),
    businesses: businesses ?? null,
    operator: operator === true,
  };
}

/**
 * /auth/me's user carries the API's default business; when the user chose another of theirs (X-Business-Id on every
 * request), that one (GET /business answers it) is the session's, so the header and what the console shows agree.
 * A choice that is no longer one of the user's businesses (removed from a team, another account) is forgotten.
 */
async function withChosenBusiness(user: User, businesses: MemberOf[] | undefined): Promise<User> {
  const chosen = readBusinessChoice();
  if (!chosen || user.business?._id === chosen) return user;
  const business = businesses?.some((b) => b._id === chosen) ? await fetchBusiness() : null;
  if (business?._id === chosen) return { ...user, business };
  writeBusinessChoice(null);
  return user;
}

/** GET /business: the business the requests act for (the chosen one, else the API's default); null on failure. */
export function requestBusiness(): Promise<Business | null> {
  return api.get('/business').then(
    (res) => {
      const business = unwrap<Business>(res);
      return business && 'name' in business ? business : null;
    },
    () => null,
  );
}

let businessRequest: Promise<Business | null> | null = null;

/** One GET /business at a time: callers that ask while it is under way (layout and page on mount) share it. */
export function fetchBusiness(): Promise<Business | null> {
  businessRequest ??= requestBusiness().finally(() => {
    businessRequest = null;
  });
  return businessRequest;
}
