import { startTransition } from 'react';
import { atom, type Setter } from 'jotai';
import { api, onUnauthorized } from '../api/client';
import { queryClient } from '../api/query-client';
import { forgetQueryCache, startQueryCache, switchQueryCache } from '../api/query-persistence';
import { readBusinessChoice, readToken, writeBusinessChoice, writeToken } from '../api/token';
import { isApiError } from '../api/http-client';
import { apiErrorMessage, unwrap } from '../api/unwrap';
import type { Business } from '../types/business';
import type { AuthResult, User } from '../types/user';
import {
  businessAtom,
  businessesAtom,
  type MemberOf,
  operatorAtom,
  sessionErrorAtom,
  sessionInitialisedAtom,
  sessionLoadingAtom,
  tokenAtom,
  userAtom,
} from './atoms';

interface Me {
  user: User;
  businesses: MemberOf[] | null;
  operator: boolean;
}

function setSignedIn(set: Setter, token: string, user: User): void {
  set(tokenAtom, token);
  set(userAtom, user);
  set(businessAtom, user.business ?? null);
  set(businessesAtom, null);
  set(operatorAtom, false);
}

/** What GET /auth/me says: the user, their businesses with the role there, whether they are an operator. */
function setMe(set: Setter, me: Me): void {
  set(userAtom, me.user);
  set(businessAtom, me.user.business ?? null);
  set(businessesAtom, me.businesses);
  set(operatorAtom, me.operator);
}

/** The last /auth/me, kept in the persisted data cache: a return visit shows the console before asking again. */
const ME_KEY = ['session', 'me'];

function setAnonymous(set: Setter): void {
  set(tokenAtom, null);
  set(userAtom, null);
  set(businessAtom, null);
  set(businessesAtom, null);
  set(operatorAtom, false);
}

/**
 * `redirect: false` for the start-up check: an expired token makes the visitor anonymous
 * (public pages keep working); protected pages then send them to /login themselves.
 */
async function fetchMe(redirect = true): Promise<Me> {
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

let detachUnauthorized: (() => void) | null = null;

/** App start: no token → anonymous; token → GET /auth/me; failure → token removed, anonymous. */
export const initSessionAtom = atom(null, async (_get, set) => {
  // A later 401 anywhere clears the session of this store (the client already removed the token).
  detachUnauthorized?.();
  detachUnauthorized = onUnauthorized(() => {
    setAnonymous(set);
    void forgetQueryCache();
  });

  const token = readToken();
  if (!token) {
    setAnonymous(set);
    set(sessionInitialisedAtom, true);
    return;
  }
  set(tokenAtom, token);
  // The last visit's answer (restored from this device): the console shows at once and /auth/me confirms it.
  const cached = queryClient.getQueryData<Me>(ME_KEY);
  if (cached) {
    // It mounts the whole console too, so as a transition (see the answer's, below). jotai tells the page of what
    // a write sets before its first await only once the write has returned, outside any transition around the
    // sets: a microtask later, they are told at once, within it.
    await Promise.resolve();
    startTransition(() => {
      setMe(set, cached);
      set(sessionInitialisedAtom, true);
    });
  } else set(sessionLoadingAtom, true);
  let me: Me | null = null;
  try {
    me = await fetchMe(false);
    queryClient.setQueryData(ME_KEY, me);
  } catch (error) {
    // Offline (no answer at all) with a known session: it stays, read-only, until the network is back.
    const unanswered = isApiError(error) && !error.response;
    if (!(cached && unanswered)) {
      writeToken(null);
      setAnonymous(set);
      void forgetQueryCache();
    }
  } finally {
    // The answer mounts the whole console (its layout and page): as a transition React renders it in slices
    // between frames instead of one long task that holds a phone's taps and paints.
    startTransition(() => {
      if (me) setMe(set, me);
      set(sessionLoadingAtom, false);
      set(sessionInitialisedAtom, true);
    });
  }
});

function authAction(path: '/auth/login' | '/auth/register', fallbackKey: string) {
  return atom(null, async (_get, set, payload: object): Promise<User> => {
    set(sessionLoadingAtom, true);
    set(sessionErrorAtom, null);
    try {
      // A refused login is not an expired session: no redirect.
      const { token, user } = unwrap<Partial<AuthResult>>(await api.post(path, payload, { skipAuthRedirect: true }));
      if (!token || !user) throw new Error(`${path} answered without token or user`);
      writeToken(token);
      setSignedIn(set, token, user);
      startQueryCache();
      // the role in each business (a member's menu is not an owner's) and the operator flag; the sign-in stands
      // without them
      const me = await fetchMe(false).catch(() => null);
      if (me) {
        set(businessesAtom, me.businesses);
        set(operatorAtom, me.operator);
      }
      return user;
    } catch (error) {
      set(sessionErrorAtom, apiErrorMessage(error, fallbackKey));
      throw error;
    } finally {
      set(sessionLoadingAtom, false);
    }
  });
}

/** POST /auth/login {phone, password}; stores token + user. Failure: error = server message or 'Login xatosi', rethrown. */
export const loginAtom = authAction('/auth/login', 'errors.loginFailed');

/** POST /auth/register {phone, password, check_password}; failure message 'Ro'yxatdan o'tishda xato'. */
export const registerAtom = authAction('/auth/register', 'errors.registerFailed');

/**
 * Ends the session here at once and on the server: POST /auth/logout revokes the token (a failure there is ignored);
 * the business chosen goes with it.
 */
export const logoutAtom = atom(null, (_get, set) => {
  const token = readToken();
  if (token) {
    void api
      .post('/auth/logout', undefined, { headers: { Authorization: `Bearer ${token}` }, skipAuthRedirect: true })
      .catch(() => undefined);
  }
  writeToken(null);
  writeBusinessChoice(null);
  setAnonymous(set);
  set(sessionErrorAtom, null);
  void forgetQueryCache();
});

/** Re-reads /auth/me (after creating a business or saving the profile). Returns null on failure. */
export const refreshUserAtom = atom(null, async (_get, set): Promise<User | null> => {
  try {
    const me = await fetchMe();
    setMe(set, me);
    return me.user;
  } catch {
    return null;
  }
});

/** GET /business: the business the requests act for (the chosen one, else the API's default); null on failure. */
function requestBusiness(): Promise<Business | null> {
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
function fetchBusiness(): Promise<Business | null> {
  businessRequest ??= requestBusiness().finally(() => {
    businessRequest = null;
  });
  return businessRequest;
}

/**
 * The business as GET /business answered it. Every page under the session re-renders with it: as a transition
 * React renders them in slices between frames (the dashboard's and the layout's re-reads come as the console starts).
 */
function setBusiness(set: Setter, business: Business): void {
  startTransition(() => {
    set(businessAtom, business);
    set(userAtom, (user) => (user ? { ...user, business } : user));
  });
}

/**
 * Re-reads GET /business (after a top-up or a profile save) so header, sidebar and dashboard update without reload.
 * An answer for a business no longer chosen (asked for before a switch) is dropped.
 */
export const refreshBusinessAtom = atom(null, async (_get, set): Promise<Business | null> => {
  const business = await fetchBusiness();
  const chosen = readBusinessChoice();
  if (!business || (chosen && business._id !== chosen)) return null;
  setBusiness(set, business);
  return business;
});

/**
 * Acts for another of the user's businesses (GET /auth/me lists them): every request carries its id from now on
 * (X-Business-Id, kept in localStorage until logout), the session's business and so the role follow it, and
 * everything that shows the business's data reads it again. Answers the business, or null when the API refused it
 * (the earlier choice then stands).
 */
export const switchBusinessAtom = atom(null, async (_get, set, id: string): Promise<Business | null> => {
  const previous = readBusinessChoice();
  writeBusinessChoice(id);
  // a request of its own: one already under way was sent for the business before
  const business = await requestBusiness();
  if (business?._id !== id) {
    writeBusinessChoice(previous);
    return null;
  }
  queryClient.removeQueries({ queryKey: ME_KEY });
  // the last business's data leaves the cache before the header names the new one
  const switched = switchQueryCache();
  setBusiness(set, business);
  await switched;
  return business;
});
