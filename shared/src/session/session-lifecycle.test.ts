/** @jest-environment jsdom */
import { waitFor } from '@testing-library/react';
import { api } from '../api/client';
import { TOKEN_KEY } from '../api/token';
import { business, meReply, owner, useSessionFixture } from '../testing/session-fixture';
import { businessAtom, consoleRolesAtom, operatorAtom, roleAtom, sessionAtom, userAtom } from './atoms';
import { initSessionAtom, logoutAtom, refreshBusinessAtom, refreshUserAtom } from './actions';

const fx = useSessionFixture();

describe('logout and refresh', () => {
  beforeEach(async () => {
    localStorage.setItem(TOKEN_KEY, 'good');
    await fx.store.set(initSessionAtom);
  });

  it('logout removes the token, clears the user and revokes the token on the server', async () => {
    fx.server.route('POST /api/auth/logout', { status: 200, body: { success: true, data: { message: 'Chiqildi' } } });
    fx.store.set(logoutAtom);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(fx.store.get(sessionAtom)).toMatchObject({ user: null, token: null, initialised: true });
    expect(fx.store.get(businessAtom)).toBeNull();
    await waitFor(() =>
      expect(fx.server.requests.find((r) => r.path === '/api/auth/logout')).toMatchObject({
        method: 'POST',
        authorization: 'Bearer good',
      }),
    );
    expect(fx.assign).not.toHaveBeenCalled();
  });

  it('refreshUser re-reads /auth/me', async () => {
    const renamed = { ...owner, name: 'Vali' };
    fx.server.route('GET /api/auth/me', meReply(renamed));
    await expect(fx.store.set(refreshUserAtom)).resolves.toEqual(renamed);
    expect(fx.store.get(userAtom)?.name).toBe('Vali');
  });

  it("the role is the user's in the business the console acts for, read from /auth/me", async () => {
    expect(fx.store.get(roleAtom)).toBe('owner'); // the fixture's /auth/me lists no businesses
    const businesses = [
      { _id: 'other', name: 'Boshqa', role: 'owner' as const },
      { _id: business._id, name: business.name, role: 'cashier' as const },
    ];
    fx.server.route('GET /api/auth/me', meReply(owner, { businesses }));
    await fx.store.set(refreshUserAtom);
    expect(fx.store.get(roleAtom)).toBe('cashier');
    fx.store.set(logoutAtom);
    expect(fx.store.get(roleAtom)).toBeNull();
  });

  it("an operator's console offers the operators' pages besides their role's, with or without a business", async () => {
    expect(fx.store.get(consoleRolesAtom)).toEqual(['owner']);
    const me = (user: typeof owner) => fx.server.route('GET /api/auth/me', meReply(user, { operator: true }));
    me(owner);
    await fx.store.set(refreshUserAtom);
    expect(fx.store.get(consoleRolesAtom)).toEqual(['owner', 'operator']);
    me({ ...owner, business: null });
    await fx.store.set(refreshUserAtom);
    expect(fx.store.get(consoleRolesAtom)).toEqual(['operator']);
    fx.store.set(logoutAtom);
    expect(fx.store.get(operatorAtom)).toBe(false);
    expect(fx.store.get(consoleRolesAtom)).toEqual([]);
  });

  it('refreshBusiness updates header data without reload (plain body, no envelope)', async () => {
    fx.server.route('GET /api/business', { status: 200, body: { ...business, coin: 125000 } });
    await fx.store.set(refreshBusinessAtom);
    expect(fx.store.get(businessAtom)?.coin).toBe(125000);
    expect(fx.store.get(userAtom)?.business?.coin).toBe(125000);
  });

  it('refreshes asked for at the same time (layout and dashboard on mount) share one request', async () => {
    fx.server.route('GET /api/business', { status: 200, body: { ...business, coin: 90000 } });
    const before = fx.server.requests.filter((r) => r.path === '/api/business').length;
    const [a, b] = await Promise.all([fx.store.set(refreshBusinessAtom), fx.store.set(refreshBusinessAtom)]);
    expect(a?.coin).toBe(90000);
    expect(b?.coin).toBe(90000);
    expect(fx.server.requests.filter((r) => r.path === '/api/business').length - before).toBe(1);
    // once it has answered, the next refresh asks the server again
    await fx.store.set(refreshBusinessAtom);
    expect(fx.server.requests.filter((r) => r.path === '/api/business').length - before).toBe(2);
  });

  it('a failed refresh keeps what is shown', async () => {
    fx.server.route('GET /api/business', { status: 500, body: { success: false, message: 'boom' } });
    await expect(fx.store.set(refreshBusinessAtom)).resolves.toBeNull();
    expect(fx.store.get(businessAtom)?.coin).toBe(25000);
  });
});

describe('the 401 rule', () => {
  beforeEach(async () => {
    localStorage.setItem(TOKEN_KEY, 'good');
    await fx.store.set(initSessionAtom);
    fx.server.route('GET /api/stats', { status: 401, body: { success: false, message: 'Avval tizimga kiring' } });
  });

  it('any 401 removes the token, clears the session and goes to /login', async () => {
    window.history.pushState({}, '', '/business/dashboard');
    await expect(api.get('/stats')).rejects.toMatchObject({ response: { status: 401 } });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(fx.store.get(userAtom)).toBeNull();
    expect(fx.assign).toHaveBeenCalledWith('/login');
  });

  it('does not navigate when already on /login', async () => {
    window.history.pushState({}, '', '/login');
    await expect(api.get('/stats')).rejects.toMatchObject({ response: { status: 401 } });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(fx.assign).not.toHaveBeenCalled();
  });

  it('other errors keep the session', async () => {
    fx.server.route('GET /api/stats', { status: 500, body: { success: false, message: 'boom' } });
    await expect(api.get('/stats')).rejects.toMatchObject({ response: { status: 500 } });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('good');
    expect(fx.assign).not.toHaveBeenCalled();
  });
});
