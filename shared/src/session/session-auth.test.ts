/** @jest-environment jsdom */
import { TOKEN_KEY } from '../api/token';
import { meReply, newcomer, owner, useSessionFixture } from '../testing/session-fixture';
import {
  businessAtom,
  hasBusiness,
  sessionAtom,
  sessionErrorAtom,
  sessionInitialisedAtom,
  tokenAtom,
  userAtom,
} from './atoms';
import { initSessionAtom, loginAtom, registerAtom } from './actions';

const fx = useSessionFixture();

describe('initSession', () => {
  it('starts anonymous and uninitialised', () => {
    expect(fx.store.get(sessionAtom)).toEqual({
      user: null,
      token: null,
      loading: false,
      error: null,
      initialised: false,
    });
  });

  it('without a token: anonymous and initialised, no call', async () => {
    await fx.store.set(initSessionAtom);
    expect(fx.store.get(sessionInitialisedAtom)).toBe(true);
    expect(fx.store.get(userAtom)).toBeNull();
    expect(fx.server.requests).toEqual([]);
  });

  it('with a token: fetches /auth/me with the bearer token and logs in', async () => {
    localStorage.setItem(TOKEN_KEY, 'good');
    await fx.store.set(initSessionAtom);
    expect(fx.server.requests.map((r) => [r.path, r.authorization])).toEqual([['/api/auth/me', 'Bearer good']]);
    expect(fx.store.get(sessionAtom)).toEqual({
      user: owner,
      token: 'good',
      loading: false,
      error: null,
      initialised: true,
    });
    expect(fx.store.get(businessAtom)?.coin).toBe(25000);
  });

  it('with a rejected token: removes it and becomes anonymous without leaving a public page', async () => {
    window.history.pushState({}, '', '/form/abc');
    localStorage.setItem(TOKEN_KEY, 'expired');
    await fx.store.set(initSessionAtom);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(fx.store.get(sessionAtom)).toMatchObject({ user: null, token: null, initialised: true });
    expect(fx.assign).not.toHaveBeenCalled();
  });

  it('with an unreachable server: anonymous, token removed', async () => {
    localStorage.setItem(TOKEN_KEY, 'good');
    fx.server.route('GET /api/auth/me', { status: 500, body: { success: false, message: 'boom' } });
    await fx.store.set(initSessionAtom);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(fx.store.get(userAtom)).toBeNull();
  });
});

describe('login and register', () => {
  it('login stores token and user', async () => {
    fx.server.route('POST /api/auth/login', (req) => ({
      status: 200,
      body: { success: true, data: { token: 'good', user: owner, echo: req.body } },
    }));
    const user = await fx.store.set(loginAtom, { phone: '998901234567', password: 'secret1' });
    expect(fx.server.requests[0].body).toEqual({ phone: '998901234567', password: 'secret1' });
    expect(hasBusiness(user)).toBe(true);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('good');
    expect(fx.store.get(tokenAtom)).toBe('good');
    expect(fx.store.get(userAtom)).toEqual(owner);
  });

  it('login failure keeps the server message, rethrows, and does not redirect', async () => {
    window.history.pushState({}, '', '/login');
    fx.server.route('POST /api/auth/login', {
      status: 401,
      body: { success: false, message: "Telefon raqami yoki parol noto'g'ri" },
    });
    await expect(fx.store.set(loginAtom, { phone: '998901234567', password: 'bad' })).rejects.toThrow();
    expect(fx.store.get(sessionErrorAtom)).toBe("Telefon raqami yoki parol noto'g'ri");
    expect(fx.store.get(userAtom)).toBeNull();
    expect(fx.assign).not.toHaveBeenCalled();
  });

  it("login failure without a message says 'Login xatosi'", async () => {
    fx.server.route('POST /api/auth/login', { status: 500, body: {} });
    await expect(fx.store.set(loginAtom, { phone: '998901234567', password: 'x' })).rejects.toThrow();
    expect(fx.store.get(sessionErrorAtom)).toBe('Login xatosi');
  });

  it('register stores the new user without a business', async () => {
    fx.server.route('POST /api/auth/register', {
      status: 201,
      body: { success: true, data: { token: 't2', user: newcomer } },
    });
    // the API knows the new token at once: GET /auth/me answers for it
    fx.server.route('GET /api/auth/me', (req) =>
      req.authorization === 'Bearer t2' ? meReply(newcomer) : { status: 401, body: { success: false } },
    );
    const user = await fx.store.set(registerAtom, {
      phone: '998907654321',
      password: 'secret1',
      check_password: 'secret1',
    });
    expect(hasBusiness(user)).toBe(false);
    expect(fx.store.get(sessionAtom)).toMatchObject({ user: newcomer, token: 't2', error: null });
  });

  it("register failure without a message says 'Ro'yxatdan o'tishda xato'", async () => {
    fx.server.route('POST /api/auth/register', { status: 400, body: { success: false } });
    await expect(fx.store.set(registerAtom, {})).rejects.toThrow();
    expect(fx.store.get(sessionErrorAtom)).toBe("Ro'yxatdan o'tishda xato");
  });

  it('a new attempt clears the previous error', async () => {
    fx.server.route('POST /api/auth/login', { status: 500, body: {} });
    await expect(fx.store.set(loginAtom, {})).rejects.toThrow();
    fx.server.route('POST /api/auth/login', {
      status: 200,
      body: { success: true, data: { token: 'good', user: owner } },
    });
    await fx.store.set(loginAtom, {});
    expect(fx.store.get(sessionErrorAtom)).toBeNull();
  });
});
