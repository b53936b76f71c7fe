import { createStore } from 'jotai';
import { api, browserNavigation } from '../api/client';
import { queryClient } from '../api/query-client';
import { sessionRevisionAtom } from '../session/atoms';
import { ME_KEY, type MemberOf } from '../session/me';
import type { Business } from '../types/business';
import type { User } from '../types/user';
import { startLocalApiServer, type LocalApiServer } from './local-api-server';

export const business = { _id: 'b1', name: 'Rayhon', category: 1, phone: '998901234567', coin: 25000 };
export const owner: User = {
  _id: 'u1',
  name: 'Ali',
  phone: '998901234567',
  phoneVerified: true,
  business: business as User['business'],
};
export const newcomer: User = { _id: 'u2', name: '', phone: '998907654321', phoneVerified: true, business: null };

type Membership = { _id: string; name: string; role: 'owner' | 'manager' | 'cashier' };

/**
 * GET /api/auth/me's answer for `user`, as the API sends it: by default the user owns their own business (if any)
 * and is no operator.
 */
export function meReply(user: User, extra: { businesses?: Membership[]; operator?: boolean } = {}) {
  const own = user.business ? [{ _id: user.business._id, name: user.business.name, role: 'owner' as const }] : [];
  return {
    status: 200,
    body: { success: true, data: { user, businesses: extra.businesses ?? own, operator: extra.operator ?? false } },
  };
}

/**
 * A signed-in session, as GET /auth/me's answer in the query cache (what the console's session views read): `owner`
 * unless a user is given, acting for `business` when one is given. The store's views read it at once.
 */
export function seedSession(
  store: ReturnType<typeof createStore>,
  session: { user?: User; business?: Business | null; businesses?: MemberOf[] | null; operator?: boolean } = {},
): void {
  const base = session.user ?? owner;
  const user = session.business === undefined ? base : { ...base, business: session.business as User['business'] };
  queryClient.setQueryData(ME_KEY, {
    user,
    businesses: session.businesses ?? null,
    operator: session.operator ?? false,
  });
  store.set(sessionRevisionAtom, (n) => n + 1);
}

export interface SessionFixture {
  server: LocalApiServer;
  store: ReturnType<typeof createStore>;
  assign: jest.Mock;
}

/**
 * Jest hooks for session tests (jsdom): a real local API server the shared HTTP client talks to,
 * a fresh jotai store per test, and a recorder for full-page navigation. GET /auth/me accepts 'good'.
 */
export function useSessionFixture(): SessionFixture {
  const fx = { assign: jest.fn() } as unknown as SessionFixture;
  beforeAll(async () => {
    fx.server = await startLocalApiServer();
    api.defaults.baseURL = fx.server.baseUrl;
    browserNavigation.assign = fx.assign;
  });
  afterAll(() => fx.server.close());
  // The same refusal of drifted stubs as useApiServer.
  afterEach(() => {
    const drifts = fx.server.drifts.splice(0);
    if (drifts.length > 0) throw new Error([...new Set(drifts)].join('\n'));
  });
  beforeEach(() => {
    localStorage.clear();
    fx.server.reset();
    fx.assign.mockClear();
    window.history.pushState({}, '', '/');
    fx.store = createStore();
    fx.server.route('GET /api/auth/me', (req) =>
      req.authorization === 'Bearer good'
        ? meReply(owner)
        : { status: 401, body: { success: false, message: 'Avval tizimga kiring' } },
    );
  });
  return fx;
}
