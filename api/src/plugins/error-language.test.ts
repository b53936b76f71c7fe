import { registerOwner } from '../test/flows';
import { call, createTestApp, dbKinds, type TestApp } from '../test/harness';

describe.each(dbKinds)('errors in the reader’s language on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const wrongLogin = async (lang?: string) => {
    const owner = await registerOwner(t.app, undefined, 'Tog-Olma-2026!');
    const headers: Record<string, string> = lang ? { 'accept-language': lang } : {};
    return call(t.app, 'POST', '/api/auth/login', {
      body: { phone: owner.phone, password: 'Noto-gri-parol-1' },
      headers,
    });
  };

  it('a wrong login answers in Uzbek by default, in Russian or English when the reader asks, with one stable code', async () => {
    const uz = await wrongLogin();
    const ru = await wrongLogin('ru-RU,ru;q=0.9,en;q=0.8');
    const en = await wrongLogin('en-US,en;q=0.9');
    expect(new Set([uz.status, ru.status, en.status]).size).toBe(1);
    expect(uz.status).toBeGreaterThanOrEqual(400);
    expect(uz.body).toEqual({
      success: false,
      message: "Telefon raqami yoki parol noto'g'ri",
      code: 'errors.invalidCredentials',
    });
    expect(ru.body).toEqual({
      success: false,
      message: 'Неверный номер телефона или пароль',
      code: 'errors.invalidCredentials',
    });
    expect(en.body).toEqual({
      success: false,
      message: 'Wrong phone number or password',
      code: 'errors.invalidCredentials',
    });
  });

  it('confirmations follow the reader too: logout answers in Russian when asked, Uzbek by default', async () => {
    const owner = await registerOwner(t.app, undefined, 'Tog-Olma-2026!');
    const ru = await call(t.app, 'POST', '/api/auth/logout', {
      token: owner.token,
      headers: { 'accept-language': 'ru' },
    });
    expect(ru.body).toEqual({ success: true, data: { message: 'Вы вышли' } });
    const reset = await call(t.app, 'POST', '/api/auth/reset-password', { body: { phone: owner.phone } });
    expect(reset.body.data.message).toBe("Raqam ro'yxatdan o'tgan bo'lsa, yangi parol Telegram orqali yuborildi");
  });

  it('schema errors and unknown paths follow the language too; an unsupported one falls back to Uzbek', async () => {
    const bad = await call(t.app, 'POST', '/api/auth/login', {
      body: { phone: 12 },
      headers: { 'accept-language': 'en' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/[a-z]/i);
    expect(bad.body.message).not.toBe("Kiritilgan ma'lumotlar noto'g'ri");
    expect(bad.body.errors.length).toBeGreaterThan(0);
    const missing = await call(t.app, 'GET', '/api/no-such-thing', { headers: { 'accept-language': 'ru' } });
    expect(missing.body).toEqual({ success: false, message: 'Страница не найдена', code: 'errors.notFound' });
    const french = await call(t.app, 'GET', '/api/no-such-thing', { headers: { 'accept-language': 'fr-FR' } });
    expect(french.body).toEqual({ success: false, message: 'Sahifa topilmadi', code: 'errors.notFound' });
  });
});
