import { defaultRateLimits, type RateLimits } from '../config';
import { call, createTestApp, dbKinds, testConfig, uniquePhone, type TestApp } from '../test/harness';
import {
  answersFor,
  createForm,
  linkCode,
  outbox,
  ownerWithBusiness,
  registerOwner,
  sendRequest,
  topUp,
} from '../test/flows';

function tightLimits(): RateLimits {
  const limits = defaultRateLimits();
  for (const rule of Object.values(limits)) rule.max = 1_000;
  limits.loginPhone.max = 3;
  limits.loginPhoneIp.max = 3;
  limits.voucherSmsMinute.max = 1;
  limits.voucherSmsDay.max = 3;
  limits.surveyPhoneDay.max = 3;
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

  const tooMany = {
    success: false,
    message: "Juda ko'p so'rov yuborildi. Birozdan so'ng qayta urinib ko'ring",
    code: 'errors.tooManyRequests',
  };

  it('login: wrong passwords per (phone, address) answer 429 there; the owner elsewhere still logs in', async () => {
    const owner = await registerOwner(t.app, uniquePhone(), 'Maxfiy-parol-1', '10.0.1.1');
    const login = (password: string, ip: string) =>
      call(t.app, 'POST', '/api/auth/login', { body: { phone: owner.phone, password }, ip });
    // Successful logins are not failures.
    for (let i = 0; i < 4; i++) expect((await login('Maxfiy-parol-1', '10.0.1.2')).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await login(`bad-${i}`, '10.0.1.3')).status).toBe(400);
    const blocked = await login('Maxfiy-parol-1', '10.0.1.3');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(tooMany);
    // The per-phone ceiling (3) is passed too: it slows the owner down, it does not stop him.
    const own = await login('Maxfiy-parol-1', '10.0.1.2');
    expect(own.status).toBe(200);
    expect(own.body.data.token).toEqual(expect.any(String));
    const other = await registerOwner(t.app, uniquePhone(), 'Maxfiy-parol-1', '10.0.1.4');
    expect(
      (
        await call(t.app, 'POST', '/api/auth/login', {
          body: { phone: other.phone, password: 'Maxfiy-parol-1' },
          ip: '10.0.1.3',
        })
      ).status,
    ).toBe(200);
  });

  it('login: a burst of concurrent wrong passwords from one address gets no more tries than the limit', async () => {
    const owner = await registerOwner(t.app, uniquePhone(), 'Maxfiy-parol-1', '10.0.1.5');
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(t.app, 'POST', '/api/auth/login', {
          body: { phone: owner.phone, password: `burst-${i}` },
          ip: '10.0.1.6',
        }),
      ),
    );
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(3).fill(400), ...Array(17).fill(429)]);
    expect(
      (
        await call(t.app, 'POST', '/api/auth/login', {
          body: { phone: owner.phone, password: 'Maxfiy-parol-1' },
          ip: '10.0.1.7',
        })
      ).status,
    ).toBe(200);
  });

  it('register: per IP', async () => {
    for (let i = 0; i < 4; i++) await registerOwner(t.app, uniquePhone(), 'Maxfiy-parol-1', '10.0.0.8');
    const res = await call(t.app, 'POST', '/api/auth/register', {
      body: { phone: uniquePhone(), password: 'Maxfiy-parol-1', check_password: 'Maxfiy-parol-1' },
      ip: '10.0.0.8',
    });
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
    const submit = () =>
      call(t.app, 'POST', `/api/responses/${form.shareCode}/submit`, { body: { answers: answersFor(form) } });
    expect((await submit()).status).toBe(200);
    expect((await submit()).status).toBe(200);
    expect((await submit()).status).toBe(429);
    const confirm = () =>
      call(t.app, 'POST', '/api/payment/uzcard/confirmTransaction', {
        token: owner.token,
        body: { transactionId: crypto.randomUUID(), otp: '123456' },
      });
    expect((await confirm()).body.code).toBe(-2);
    expect((await confirm()).body.code).toBe(-2);
    expect((await confirm()).status).toBe(429);
  });
});

describe.each(dbKinds)('SMS limits on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { rateLimits: tightLimits() });
  });
  afterAll(() => t.close());
  /**
   * A minute passes at once: the clock the limiter's windows are measured by (Date.now) jumps ahead,
   * while the database, HTTP and the outbox keep their real timers.
   */
  let ahead = 0;
  const aMinutePasses = () => (ahead += 60_000);
  afterEach(() => jest.restoreAllMocks());

  it('voucher confirmation SMS: 1 per voucher a minute and 3 a day, with an Uzbek 429', async () => {
    const owner = await ownerWithBusiness(t.app, '10.0.2.1');
    await topUp(t.app, owner, 1_000_000);
    const form = await createForm(t.app, owner);
    const phone = uniquePhone();
    await sendRequest(t.app, owner, form._id, {
      phone,
      typeMotive: 'voucher',
      voucher: { amount: 20_000, description: 'Kofe', duration: 30 },
    });
    await call(t.app, 'POST', `/api/responses/${await linkCode(t.app, phone)}/submit`, {
      body: { answers: answersFor(form) },
      ip: '10.0.2.2',
    });
    const voucherId = (await call(t.app, 'GET', `/api/vouchers?search=${phone}`, { token: owner.token })).body.data
      .responses[0]._id;
    const send = () => call(t.app, 'POST', '/api/vouchers/sendConfirm', { token: owner.token, body: { voucherId } });
    const limited = {
      success: false,
      message: 'Bu voucher uchun SMS yaqinda yuborilgan: daqiqasiga 1 ta va kuniga 3 tagacha yuborish mumkin',
      code: 'errors.voucherSmsLimit',
    };
    expect((await send()).status).toBe(200);
    const again = await send();
    expect({ status: again.status, body: again.body }).toEqual({ status: 429, body: limited });
    const realNow = Date.now.bind(Date);
    jest.spyOn(Date, 'now').mockImplementation(() => realNow() + ahead);
    aMinutePasses();
    expect((await send()).status).toBe(200);
    aMinutePasses();
    expect((await send()).status).toBe(200);
    aMinutePasses();
    const fourth = await send();
    expect({ status: fourth.status, body: fourth.body }).toEqual({ status: 429, body: limited });
    const texts = (await outbox(t.app, phone)).filter((m) => m.text.includes('/voucher/'));
    expect(texts).toHaveLength(3);
  });

  it('a business sends at most 3 survey requests a day to one phone', async () => {
    const owner = await ownerWithBusiness(t.app, '10.0.2.3');
    await topUp(t.app, owner, 1_000_000);
    const form = await createForm(t.app, owner);
    const phone = uniquePhone();
    const send = (to: string) => sendRequest(t.app, owner, form._id, { phone: to, typeMotive: 'coin', coin: 1000 });
    for (let i = 0; i < 3; i++) expect((await send(phone)).status).toBe(201);
    const fourth = await send(phone);
    expect({ status: fourth.status, body: fourth.body }).toEqual({
      status: 429,
      body: {
        success: false,
        message: "Bu raqamga bugun 3 ta so'rov yuborildi. Ertaga qayta urinib ko'ring",
        code: 'errors.surveyPhoneLimit',
      },
    });
    expect((await send(uniquePhone())).status).toBe(201);
    // Another business may still ask the same customer.
    const other = await ownerWithBusiness(t.app, '10.0.2.4');
    await topUp(t.app, other, 100_000);
    const otherForm = await createForm(t.app, other);
    expect((await sendRequest(t.app, other, otherForm._id, { phone, typeMotive: 'coin', coin: 1000 })).status).toBe(
      201,
    );
  });
});

describe.each(dbKinds)('login lockout on %s, default limits', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { rateLimits: defaultRateLimits() });
  });
  afterAll(() => t.close());

  it("after 14 wrong logins from other addresses, the owner's right password from his own address logs in", async () => {
    const owner = await registerOwner(t.app, uniquePhone(), 'Maxfiy-parol-1', '10.9.0.1');
    const login = (password: string, ip: string) =>
      call(t.app, 'POST', '/api/auth/login', { body: { phone: owner.phone, password }, ip });
    const strangers = [];
    for (let i = 0; i < 14; i++)
      strangers.push((await login(`guess-${i}`, i < 12 ? '10.9.1.1' : `10.9.2.${i}`)).status);
    // One address gets 10 tries at the phone, then 429; other addresses are still answered (slowly).
    expect(strangers).toEqual([...Array(10).fill(400), 429, 429, 400, 400]);
    const own = await login('Maxfiy-parol-1', '10.9.0.1');
    expect(own.status).toBe(200);
    expect(own.body.data.user.phone).toBe(owner.phone);
  });
});

describe('sandbox outbox with real providers', () => {
  it('answers 404 when SMS and Telegram go to real providers', async () => {
    const t = await createTestApp('pglite', {
      sms: {
        provider: 'eskiz',
        eskizEmail: 'a@b.uz',
        eskizPassword: 'x',
        eskizFrom: '4546',
        eskizBaseUrl: 'http://127.0.0.1:9',
      },
      telegram: {
        ...testConfig().telegram,
        provider: 'telegram',
        gatewayToken: 't',
        gatewayBaseUrl: 'http://127.0.0.1:9',
      },
    });
    try {
      const res = await call(t.app, 'GET', '/api/dev/outbox?phone=998901234567');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, message: 'Sahifa topilmadi', code: 'errors.notFound' });
    } finally {
      await t.close();
    }
  });
});
