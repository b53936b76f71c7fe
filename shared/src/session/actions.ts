import { startTransition } from 'react';
import { atom, type Setter } from 'jotai';
import { api, onUnauthorized } from '../api/client';
import { forgetQueryCache, startQueryCache, switchQueryCache } from '../api/query-persistence';
import { readBusinessChoice, readToken, writeBusinessChoice, writeToken } from '../api/token';
import { isApiError } from '../api/client';
import { apiErrorMessage, unwrap } from '../api/unwrap';
import type { Business } from '../types/business';
import type { AuthResult, User } from '../types/user';
import { sessionErrorAtom, sessionInitialisedAtom, sessionLoadingAtom, sessionRevisionAtom, tokenAtom } from './atoms';
import { fetchBusiness, fetchMe, forgetMe, type Me, readMe, requestBusiness, writeMe } from './me';

/**
 * The session entry changed through this store: its views read it again even where nothing subscribes yet (a page
 * reading the operator flag right after a sign-in). Mounted views follow the cache on their own.
 */
function noteSession(set: Setter): void {
  set(sessionRevisionAtom, (n) => n + 1);
}

function setMe(set: Setter, me: Me): void {
  writeMe(me);
  noteSession(set);
}

function setAnonymous(set: Setter): void {
  set(tokenAtom, null);
  forgetMe();
  noteSession(set);
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
  // The last visit's answer (restored from this device into the cache): the console shows at once and /auth/me
  // confirms it.
  const cached = readMe();
  if (cached) {
    // It mounts the whole console too, so as a transition (see writeMe). jotai tells the page of what a write sets
    // before its first await only once the write has returned, outside any transition around the sets: a microtask
    // later, they are told at once, within it.
    await Promise.resolve();
    startTransition(() => set(sessionInitialisedAtom, true));
  } else set(sessionLoadingAtom, true);
  try {
    setMe(set, await fetchMe(false));
  } catch (error) {
    // Offline (no answer at all) with a known session: it stays, read-only, until the network is back.
    const unanswered = isApiError(error) && !error.response;
    if (!(cached && unanswered)) {
      writeToken(null);
      setAnonymous(set);
      void forgetQueryCache();
    }
  } finally {
    startTransition(() => {
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
      set(tokenAtom, token);
      setMe(set, { user, businesses: null, operator: false });
      startQueryCache();
      // the role in each business (a member's menu is not an owner's) and the operator flag; the sign-in stands
      // without them
      const me = await fetchMe(false).catch(() => null);
      if (me) setMe(set, me);
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

/** The business as GET /business answered it: the session's user acts for it (header, sidebar, dashboard). */
function setBusiness(set: Setter, business: Business): void {
  writeMe((me) => ({ ...me, user: { ...me.user, business } }));
  noteSession(set);
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
  // the last business's data leaves the cache before the header names the new one
  const switched = switchQueryCache();
  setBusiness(set, business);
  await switched;
  return business;
});
