import { defaultRateLimits, type RateLimits } from '../config';
import { call, createTestApp, dbKinds, testConfig, uniquePhone, type TestApp } from '../test/harness';
import { answersFor, createForm, ownerWithBusiness, registerOwner } from '../test/flows';

function tightLimits(): RateLimits {
  const limits = defaultRateLimits();
  for (const rule of Object.values(limits)) rule.max = 1_000;
  limits.loginPhone.max = 3;
  limits.register.max = 4;
  limits.resetPhone.max = 1;
  limits.publicSubmit.max = 2;
  limits.otpConfirm.max = 2;
  return limits;
}

describe.each(dbKinds)('rate limits on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { rateLimits: tightLimits() });
  });
  afterAll(() => t.close());

  const tooMany = { success: false, message: "Juda ko'p so'rov yuborildi. Birozdan so'ng qayta urinib ko'ring" };

  it('login: per phone, whatever the password', async () => {
    const owner = await registerOwner(t.app);
    const login = (password: string) => call(t.app, 'POST', '/api/auth/login', { body: { phone: owner.phone, password } });
    expect((await login('bad-1')).status).toBe(400);
    expect((await login('bad-2')).status).toBe(400);
    expect((await login('Maxfiy-parol-1')).status).toBe(200);
    const blocked = await login('Maxfiy-parol-1');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(tooMany);
    const other = await registerOwner(t.app);
    expect((await call(t.app, 'POST', '/api/auth/login', { body: { phone: other.phone, password: 'Maxfiy-parol-1' } })).status).toBe(200);
  });

  it('register: per IP', async () => {
    // Two registrations happened in the previous test from the same (inject) IP.
    await registerOwner(t.app);
    await registerOwner(t.app);
    const res = await call(t.app, 'POST', '/api/auth/register', { body: { phone: uniquePhone(), password: 'Maxfiy-parol-1', check_password: 'Maxfiy-parol-1' } });
    expect(res.status).toBe(429);
    expect((await registerOwner(t.app, uniquePhone(), 'Maxfiy-parol-1', '10.0.0.9')).token).toEqual(expect.any(String));
  });

  it('reset: per phone', async () => {
    const { phone } = await registerOwner(t.app, uniquePhone(), 'Maxfiy-parol-1', '10.0.0.11');
    const reset = () => call(t.app, 'POST', '/api/auth/reset-password', { body: { phone }, ip: '10.0.0.10' });
    expect((await reset()).status).toBe(200);
    expect((await reset()).status).toBe(429);
  });

  it('public submit and OTP confirm', async () => {
    const owner = await ownerWithBusiness(t.app, '10.0.0.12');
    const form = await createForm(t.app, owner);
    const submit = () => call(t.app, 'POST', `/api/responses/${form.shareCode}/submit`, { body: { answers: answersFor(form) } });
    expect((await submit()).status).toBe(200);
    expect((await submit()).status).toBe(200);
    expect((await submit()).status).toBe(429);
    const confirm = () =>
      call(t.app, 'POST', '/api/payment/uzcard/confirmTransaction', { token: owner.token, body: { transactionId: crypto.randomUUID(), otp: '123456' } });
    expect((await confirm()).body.code).toBe(-2);
    expect((await confirm()).body.code).toBe(-2);
    expect((await confirm()).status).toBe(429);
  });
});

describe('sandbox outbox with real providers', () => {
  it('answers 404 when SMS and Telegram go to real providers', async () => {
    const t = await createTestApp('pglite', {
      sms: { provider: 'eskiz', eskizEmail: 'a@b.uz', eskizPassword: 'x', eskizFrom: '4546', eskizBaseUrl: 'http://127.0.0.1:9' },
      telegram: { ...testConfig().telegram, provider: 'telegram', gatewayToken: 't', gatewayBaseUrl: 'http://127.0.0.1:9' },
    });
    try {
      const res = await call(t.app, 'GET', '/api/dev/outbox?phone=998901234567');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, message: 'Sahifa topilmadi' });
    } finally {
      await t.close();
    }
  });
});
