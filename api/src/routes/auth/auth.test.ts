import { call, createTestApp, dbKinds, uniquePhone, type TestApp } from '../../test/harness';
import { outbox, registerOwner } from '../../test/flows';

describe.each(dbKinds)('auth on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  describe('POST /api/auth/register', () => {
    it('creates the user with a normalised phone and returns token + user', async () => {
      const phone = uniquePhone();
      const local = `+998 ${phone.slice(3, 5)} ${phone.slice(5, 8)}-${phone.slice(8, 10)}-${phone.slice(10)}`;
      const res = await call(t.app, 'POST', '/api/auth/register', {
        body: { phone: local, password: 'Maxfiy-parol-1', check_password: 'Maxfiy-parol-1' },
      });
      expect(res.status).toBe(201);
      expect(res.body.success).toBe(true);
      expect(res.body.data.user).toEqual({
        _id: expect.any(String),
        name: '',
        phone,
        phoneVerified: false,
        business: null,
      });
      const me = await call(t.app, 'GET', '/api/auth/me', { token: res.body.data.token });
      expect(me.body.data.user.phone).toBe(phone);
    });

    it('refuses an existing phone with 409', async () => {
      const { phone } = await registerOwner(t.app);
      const res = await call(t.app, 'POST', '/api/auth/register', {
        body: { phone, password: 'Boshqa-parol-12', check_password: 'Boshqa-parol-12' },
      });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        success: false,
        message: "Bu telefon raqami allaqachon ro'yxatdan o'tgan",
        code: 'errors.phoneTaken',
      });
    });

    it("refuses different passwords with 'Parollar mos kelmadi'", async () => {
      const res = await call(t.app, 'POST', '/api/auth/register', {
        body: { phone: uniquePhone(), password: 'Maxfiy-parol-1', check_password: 'Maxfiy-parol-2' },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Parollar mos kelmadi');
    });

    it.each([
      ['an empty body', {}, 'Telefon raqamini kiriting'],
      [
        'a numeric phone',
        { phone: 12345, password: 'Maxfiy-parol-1', check_password: 'Maxfiy-parol-1' },
        'Telefon raqamini kiriting',
      ],
      [
        'a short phone',
        { phone: '12345', password: 'Maxfiy-parol-1', check_password: 'Maxfiy-parol-1' },
        "Telefon raqami noto'g'ri formatda (+998 XX XXX-XX-XX)",
      ],
      [
        'a 100 KB password',
        { phone: '998901112233', password: 'x'.repeat(100_000), check_password: 'x' },
        'Parol 128 ta belgidan oshmasligi kerak',
      ],
      ['an array body', [1, 2, 3], "Kiritilgan ma'lumotlar noto'g'ri"],
    ])('answers 400 with a message for %s', async (_label, body, message) => {
      const res = await call(t.app, 'POST', '/api/auth/register', { body });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message });
    });
  });

  describe('POST /api/auth/login', () => {
    it('returns token and user for the right password', async () => {
      const owner = await registerOwner(t.app, uniquePhone(), 'pass-123');
      const res = await call(t.app, 'POST', '/api/auth/login', {
        body: { phone: `+${owner.phone}`, password: 'pass-123' },
      });
      expect(res.status).toBe(200);
      expect(res.body.data.user._id).toBe(owner.userId);
      const me = await call(t.app, 'GET', '/api/auth/me', { token: res.body.data.token });
      expect(me.status).toBe(200);
    });

    it('refuses a wrong password and an unknown phone alike', async () => {
      const owner = await registerOwner(t.app);
      for (const body of [
        { phone: owner.phone, password: 'wrong-1' },
        { phone: uniquePhone(), password: 'Maxfiy-parol-1' },
      ]) {
        const res = await call(t.app, 'POST', '/api/auth/login', { body });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({
          success: false,
          message: "Telefon raqami yoki parol noto'g'ri",
          code: 'errors.invalidCredentials',
        });
      }
    });

    it('requires both fields', async () => {
      const res = await call(t.app, 'POST', '/api/auth/login', { body: { phone: '', password: '' } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Telefon raqamini kiriting');
    });
  });

  describe('GET /api/auth/me', () => {
    it('answers 401 without, with a bad and with an expired token', async () => {
      const owner = await registerOwner(t.app);
      const expired = t.app.jwt.sign({ sub: owner.userId, iat: 1_600_000_000, exp: 1_600_000_100 } as never);
      const forged = owner.token.slice(0, -4) + (owner.token.endsWith('AAAA') ? 'BBBB' : 'AAAA');
      for (const token of [undefined, 'garbage', forged, expired]) {
        const res = await call(t.app, 'GET', '/api/auth/me', { token });
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ success: false, message: 'Avval tizimga kiring', code: 'errors.unauthorized' });
      }
    });
  });

  describe('POST /api/auth/reset-password', () => {
    it('sends a new password by Telegram; the old one works until the new one is first used', async () => {
      const owner = await registerOwner(t.app, uniquePhone(), 'old-pass');
      const res = await call(t.app, 'POST', '/api/auth/reset-password', { body: { phone: owner.phone } });
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      const [message] = await outbox(t.app, owner.phone);
      expect(message.channel).toBe('telegram');
      const newPassword = message.text.match(/\b(\d{8})\b/)?.[1] as string;
      expect(newPassword).toMatch(/^\d{8}$/);

      const login = (password: string) =>
        call(t.app, 'POST', '/api/auth/login', { body: { phone: owner.phone, password } });
      expect((await login('old-pass')).status).toBe(200);
      expect((await login(newPassword)).status).toBe(200);
      expect((await login('old-pass')).status).toBe(400);
      expect((await login(newPassword)).status).toBe(200);
    });

    it('a second reset replaces the first pending password', async () => {
      const owner = await registerOwner(t.app);
      await call(t.app, 'POST', '/api/auth/reset-password', { body: { phone: owner.phone } });
      await call(t.app, 'POST', '/api/auth/reset-password', { body: { phone: owner.phone } });
      const [newest, older] = await outbox(t.app, owner.phone);
      const pw = (text: string) => text.match(/\b(\d{8})\b/)?.[1] as string;
      const login = (password: string) =>
        call(t.app, 'POST', '/api/auth/login', { body: { phone: owner.phone, password } });
      if (pw(older.text) !== pw(newest.text)) expect((await login(pw(older.text))).status).toBe(400);
      expect((await login(pw(newest.text))).status).toBe(200);
    });

    it('answers an unknown phone exactly as a known one (no enumeration) and 400 for an empty one', async () => {
      const known = await call(t.app, 'POST', '/api/auth/reset-password', {
        body: { phone: (await registerOwner(t.app)).phone },
      });
      const unknown = await call(t.app, 'POST', '/api/auth/reset-password', { body: { phone: uniquePhone() } });
      expect(unknown.status).toBe(200);
      expect(unknown.body).toEqual(known.body);
      expect(unknown.body.data.message).toBe("Raqam ro'yxatdan o'tgan bo'lsa, yangi parol Telegram orqali yuborildi");
      const empty = await call(t.app, 'POST', '/api/auth/reset-password', { body: { phone: '' } });
      expect(empty.status).toBe(400);
      expect(empty.body.message).toBe('Telefon raqamini kiriting');
    });
  });
});
