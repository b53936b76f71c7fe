import { atom, type Setter } from 'jotai';
import { api, onUnauthorized } from '../api/client';
import { readToken, writeToken } from '../api/token';
import { apiErrorMessage, unwrap } from '../api/unwrap';
import type { Business } from '../types/business';
import type { AuthResult, User } from '../types/user';
import {
  businessAtom,
  businessesAtom,
  type MemberOf,
  sessionErrorAtom,
  sessionInitialisedAtom,
  sessionLoadingAtom,
  tokenAtom,
  userAtom,
} from './atoms';

function setSignedIn(set: Setter, token: string, user: User, businesses: MemberOf[] | null = null): void {
  set(tokenAtom, token);
  set(userAtom, user);
  set(businessAtom, user.business ?? null);
  set(businessesAtom, businesses);
}

function setAnonymous(set: Setter): void {
  set(tokenAtom, null);
  set(userAtom, null);
  set(businessAtom, null);
  set(businessesAtom, null);
}

/**
 * `redirect: false` for the start-up check: an expired token makes the visitor anonymous
 * (public pages keep working); protected pages then send them to /login themselves.
 */
async function fetchMe(redirect = true): Promise<{ user: User; businesses: MemberOf[] | null }> {
  const { user, businesses } = unwrap<{ user?: User; businesses?: MemberOf[] }>(
    await api.get('/auth/me', { skipAuthRedirect: !redirect }),
  );
  if (!user) throw new Error('GET /auth/me answered without a user');
  return { user, businesses: businesses ?? null };
}

let detachUnauthorized: (() => void) | null = null;

/** App start: no token → anonymous; token → GET /auth/me; failure → token removed, anonymous. */
export const initSessionAtom = atom(null, async (_get, set) => {
  // A later 401 anywhere clears the session of this store (the client already removed the token).
  detachUnauthorized?.();
  detachUnauthorized = onUnauthorized(() => setAnonymous(set));

  const token = readToken();
  if (!token) {
    setAnonymous(set);
    set(sessionInitialisedAtom, true);
    return;
  }
  set(tokenAtom, token);
  set(sessionLoadingAtom, true);
  try {
    const me = await fetchMe(false);
    setSignedIn(set, token, me.user, me.businesses);
  } catch {
    writeToken(null);
    setAnonymous(set);
  } finally {
    set(sessionLoadingAtom, false);
    set(sessionInitialisedAtom, true);
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
      // the role in each business (a member's menu is not an owner's); the sign-in stands without it
      const me = await fetchMe(false).catch(() => null);
      if (me) set(businessesAtom, me.businesses);
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

/** Ends the session here at once and on the server: POST /auth/logout revokes the token (a failure there is ignored). */
export const logoutAtom = atom(null, (_get, set) => {
  const token = readToken();
  if (token) {
    void api
      .post('/auth/logout', undefined, { headers: { Authorization: `Bearer ${token}` }, skipAuthRedirect: true })
      .catch(() => undefined);
  }
  writeToken(null);
  setAnonymous(set);
  set(sessionErrorAtom, null);
});

/** Re-reads /auth/me (after creating a business or saving the profile). Returns null on failure. */
export const refreshUserAtom = atom(null, async (_get, set): Promise<User | null> => {
  try {
    const { user, businesses } = await fetchMe();
    set(userAtom, user);
    set(businessAtom, user.business ?? null);
    set(businessesAtom, businesses);
    return user;
  } catch {
    return null;
  }
});

let businessRequest: Promise<Business | null> | null = null;

/** One GET /business at a time: callers that ask while it is under way (layout and page on mount) share it. */
function fetchBusiness(): Promise<Business | null> {
  businessRequest ??= api
    .get('/business')
    .then(
      (res) => {
        const business = unwrap<Business>(res);
        return business && 'name' in business ? business : null;
      },
      () => null,
    )
    .finally(() => {
      businessRequest = null;
    });
  return businessRequest;
}

/** Re-reads GET /business (after a top-up or a profile save) so header, sidebar and dashboard update without reload. */
export const refreshBusinessAtom = atom(null, async (_get, set): Promise<Business | null> => {
  const business = await fetchBusiness();
  if (!business) return null;
  set(businessAtom, business);
  set(userAtom, (user) => (user ? { ...user, business } : user));
  return business;
});
