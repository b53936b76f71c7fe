import { sql } from 'drizzle-orm';
import { defaultRateLimits } from '../../config';
import { rows } from '../../db/rows';
import { awaitMessage, outbox, phoneCodeOf, provePhone, registerOwner, type Owner } from '../../test/flows';
import { call, createTestApp, dbKinds, type TestApp } from '../../test/harness';

const me = (t: TestApp, who: Owner) => call(t.app, 'GET', '/api/auth/me', { token: who.token });
const askCode = (t: TestApp, who: Owner, lang = 'uz') =>
  call(t.app, 'POST', '/api/auth/phone/code', { token: who.token, headers: { 'accept-language': lang } });
const verify = (t: TestApp, who: Owner, code: string) =>
  call(t.app, 'POST', '/api/auth/phone/verify', { token: who.token, body: { code } });
const phoneCodes = async (t: TestApp, who: Owner) =>
  (await outbox(t.app, who.phone)).filter((m) => /tasdiqlash kodi|код подтверждения|confirmation code/.test(m.text));

describe.each(dbKinds)('an account proves its phone on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("is unproven after registering; a code by SMS to the account's own phone proves it, once", async () => {
    const owner = await registerOwner(t.app);
    expect((await me(t, owner)).body.data.user.phoneVerified).toBe(false);

    const sent = await askCode(t, owner, 'ru');
    expect(sent).toMatchObject({ status: 200, body: { data: { sent: true } } });
    const [sms] = await phoneCodes(t, owner);
    expect(sms).toMatchObject({ channel: 'sms', phone: owner.phone });
    expect(sms.text).toMatch(/^Fikr: код подтверждения номера \d{6}\. Никому не сообщайте код\.$/);
    const code = /(\d{6})/.exec(sms.text)![1];

    const wrong = await verify(t, owner, code === '000000' ? '111111' : '000000');
    expect(wrong).toMatchObject({ status: 400, body: { code: 'wallet.codeWrong' } });
    expect((await me(t, owner)).body.data.user.phoneVerified).toBe(false);

    const right = await verify(t, owner, `${code.slice(0, 3)} ${code.slice(3)}`);
    expect(right.status).toBe(200);
    expect(right.body.data.user).toMatchObject({ _id: owner.userId, phone: owner.phone, phoneVerified: true });
    expect((await me(t, owner)).body.data.user.phoneVerified).toBe(true);
    expect((await verify(t, owner, code)).status).toBe(400); // used once
  });

  it('the fifth wrong try voids the code; an expired code proves nothing', async () => {
    const owner = await registerOwner(t.app);
    await askCode(t, owner);
    const code = await phoneCodeOf(t.app, owner.phone);
    const other = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) expect((await verify(t, owner, other)).status).toBe(400);
    expect((await verify(t, owner, code)).status).toBe(400);

    await askCode(t, owner);
    const fresh = await awaitMessage(t.app, owner.phone, /kodi (\d{6})/);
    await t.app.db.execute(
      sql`update phone_codes set expires_at = now() - interval '1 second' where user_id = ${owner.userId}`,
    );
    expect((await verify(t, owner, fresh)).status).toBe(400);
    expect((await me(t, owner)).body.data.user.phoneVerified).toBe(false);
  });

  it("one account's code proves nothing for another", async () => {
    const a = await registerOwner(t.app);
    const b = await registerOwner(t.app);
    await askCode(t, a);
    await askCode(t, b);
    const codeA = await phoneCodeOf(t.app, a.phone);
    expect((await verify(t, b, codeA)).status).toBe(400);
    expect((await me(t, b)).body.data.user.phoneVerified).toBe(false);
  });

  it('signed in only; a malformed code is a 400 in the reader language', async () => {
    expect((await call(t.app, 'POST', '/api/auth/phone/code')).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/auth/phone/verify', { body: { code: '123456' } })).status).toBe(401);
    const owner = await registerOwner(t.app);
    const bad = await call(t.app, 'POST', '/api/auth/phone/verify', {
      token: owner.token,
      body: { code: '12ab' },
      headers: { 'accept-language': 'en' },
    });
    expect(bad).toMatchObject({ status: 400, body: { message: expect.stringMatching(/6/) } });
  });

  it('a reset password delivered to the phone proves it at its first use', async () => {
    const owner = await registerOwner(t.app);
    await call(t.app, 'POST', '/api/auth/reset-password', { body: { phone: owner.phone } });
    const password = await awaitMessage(t.app, owner.phone, /\b(\d{8})\b/);
    const login = await call(t.app, 'POST', '/api/auth/login', { body: { phone: owner.phone, password } });
    expect(login.status).toBe(200);
    expect(login.body.data.user.phoneVerified).toBe(true);
    expect((await call(t.app, 'GET', '/api/auth/me', { token: login.body.data.token })).body.data.user).toMatchObject({
      phoneVerified: true,
    });
  });

  it('an ordinary login proves nothing', async () => {
    const owner = await registerOwner(t.app);
    const login = await call(t.app, 'POST', '/api/auth/login', {
      body: { phone: owner.phone, password: 'Maxfiy-parol-1' },
    });
    expect(login.body.data.user.phoneVerified).toBe(false);
  });
});

describe.each(dbKinds)("the phone code's limits on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { rateLimits: defaultRateLimits() });
  });
  afterAll(() => t.close());

  it('a burst of parallel asks sends one code: 1 a minute per phone, counted before the attempt', async () => {
    const owner = await registerOwner(t.app);
    const replies = await Promise.all(Array.from({ length: 20 }, () => askCode(t, owner, 'en')));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = replies.filter((r) => r.status === 429);
    expect(refused).toHaveLength(19);
    expect(refused[0].body.message).toBe('A code was sent recently: at most 1 a minute and 5 an hour');
    expect(await phoneCodes(t, owner)).toHaveLength(1);
    expect(await t.app.rateCounters.count('customerCodeHour', owner.phone)).toBe(1);
  });

  it("counts on the normalised phone, together with the wallet's sign-in codes, per minute and per hour", async () => {
    const owner = await registerOwner(t.app);
    const spelt = `+${owner.phone.slice(0, 3)} ${owner.phone.slice(3, 5)} ${owner.phone.slice(5)}`;
    expect((await call(t.app, 'POST', '/api/customer/auth/code', { body: { phone: spelt } })).status).toBe(200);
    expect((await askCode(t, owner)).status).toBe(429);
    expect(await t.app.rateCounters.count('customerCodeHour', owner.phone)).toBe(1);
    expect(await phoneCodes(t, owner)).toHaveLength(0);
  });

  it('the database keeps the code only as a keyed hash', async () => {
    const owner = await registerOwner(t.app);
    await provePhone(t.app, owner);
    const code = await phoneCodeOf(t.app, owner.phone);
    const stored = await rows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from phone_codes where code_hash = ${code}`,
    );
    expect(Number(stored[0].n)).toBe(0);
    expect((await me(t, owner)).body.data.user.phoneVerified).toBe(true);
  });
});
