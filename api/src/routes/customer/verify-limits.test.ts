// The wallet's sign-in codes cannot be guessed: wrong codes are counted per phone and per client address before
// the check, a new code gives no fresh tries, and a burst of parallel guesses gets no more than the limit through,
// on one instance and on two sharing Redis.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { defaultRateLimits, type RateLimits } from '../../config';
import type { Database } from '../../db/client';
import { phoneSpellings } from '../../test/abuse-routes';
import { openTestDatabase } from '../../test/databases';
import { customerCode } from '../../test/flows';
import { call, createTestApp, dbKinds, testConfig, uniquePhone, type Target, type TestApp } from '../../test/harness';

const PHONE_MAX = 10;
const IP_MAX = 30;

/** Every other limit out of the way; the verify limits at their defaults. */
function verifyLimits(): RateLimits {
  const limits = testConfig().rateLimits;
  const real = defaultRateLimits();
  return { ...limits, customerVerifyPhone: real.customerVerifyPhone, customerVerifyIp: real.customerVerifyIp };
}

let ipSeq = Math.floor(Math.random() * 60_000);
/** A client address of this test's own (Redis keeps counters across runs). */
const freshIp = () => {
  ipSeq++;
  return `10.${100 + (ipSeq >> 16)}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
};

const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function newCode(app: Target, phone: string): Promise<string> {
  const sent = await call(app, 'POST', '/api/customer/auth/code', { body: { phone } });
  expect(sent.status).toBe(200);
  return customerCode(app, phone);
}

const verify = (
  app: FastifyInstance,
  phone: string,
  code: string,
  ip: string,
  lang?: string,
): ReturnType<typeof call> =>
  call(app, 'POST', '/api/customer/auth/verify', {
    body: { phone, code },
    ip,
    headers: lang ? { 'accept-language': lang } : {},
  });

describe.each(dbKinds)('wallet sign-in code guesses on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    expect([defaultRateLimits().customerVerifyPhone.max, defaultRateLimits().customerVerifyIp.max]).toEqual([
      PHONE_MAX,
      IP_MAX,
    ]);
    t = await createTestApp(kind, { rateLimits: verifyLimits() });
  });
  afterAll(() => t.close());

  it('30 wrong tries over 5 fresh codes: the 11th is refused in the reader’s language, the right code too', async () => {
    const phone = uniquePhone();
    const statuses: number[] = [];
    let code = '';
    for (let round = 0; round < 5; round++) {
      code = await newCode(t.app, phone);
      // each try from another address: the phone's own count is what stops them
      for (let i = 0; i < 6; i++) statuses.push((await verify(t.app, phone, wrongFor(code), freshIp())).status);
    }
    expect(statuses).toEqual([...Array(PHONE_MAX).fill(400), ...Array(30 - PHONE_MAX).fill(429)]);
    for (const [lang, message] of [
      ['en', 'Too many wrong codes. Try again in an hour'],
      ['ru', 'Слишком много неверных кодов. Попробуйте через час'],
      [undefined, "Juda ko'p noto'g'ri kod kiritildi. Bir soatdan so'ng qayta urinib ko'ring"],
    ] as const) {
      const refused = await verify(t.app, phone, code, freshIp(), lang);
      expect(refused).toMatchObject({ status: 429, body: { success: false, message, code: 'wallet.verifyLimit' } });
    }
    expect(await t.app.rateCounters.count('customerVerifyPhone', phone)).toBe(PHONE_MAX);
  });

  it('every spelling of a phone is one phone: one count', async () => {
    const phone = uniquePhone();
    const code = await newCode(t.app, phone);
    const statuses: number[] = [];
    for (const spelling of [...phoneSpellings(phone), ...phoneSpellings(phone)].slice(0, PHONE_MAX + 2))
      statuses.push((await verify(t.app, spelling, wrongFor(code), freshIp())).status);
    expect(statuses).toEqual([...Array(PHONE_MAX).fill(400), 429, 429]);
  });

  it('35 phones from one address: the 31st is refused; another address and the right code still sign in', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++) statuses.push((await verify(t.app, uniquePhone(), '123456', ip)).status);
    expect(statuses).toEqual([...Array(IP_MAX).fill(400), ...Array(35 - IP_MAX).fill(429)]);
    const phone = uniquePhone();
    const code = await newCode(t.app, phone);
    expect((await verify(t.app, phone, code, ip)).status).toBe(429);
    expect((await verify(t.app, phone, code, freshIp())).status).toBe(200);
  });

  it('a right code is not a failure: signing in again and again uses up nothing', async () => {
    const phone = uniquePhone();
    const ip = freshIp();
    for (let i = 0; i < PHONE_MAX + 2; i++) {
      const code = await newCode(t.app, phone);
      expect((await verify(t.app, phone, code, ip)).status).toBe(200);
    }
    expect(await t.app.rateCounters.count('customerVerifyPhone', phone)).toBe(0);
    expect(await t.app.rateCounters.count('customerVerifyIp', ip)).toBe(0);
  });

  it('100 parallel wrong codes: at most the limit are checked, the rest are 429', async () => {
    const phone = uniquePhone();
    const code = await newCode(t.app, phone);
    const replies = await Promise.all(
      Array.from({ length: 100 }, () => verify(t.app, phone, wrongFor(code), freshIp())),
    );
    const checked = replies.filter((r) => r.status !== 429);
    expect(checked.length).toBeLessThanOrEqual(PHONE_MAX);
    expect(checked.map((r) => r.status)).toEqual(Array(checked.length).fill(400));
    expect(await t.app.rateCounters.count('customerVerifyPhone', phone)).toBe(PHONE_MAX);
  });
});

const REDIS_URL = `${process.env.SCALE_OUT_REDIS_URL ?? 'redis://127.0.0.1:6379'}/14`;

describe.each(dbKinds)('wallet sign-in code guesses on two instances sharing Redis, on %s', (kind) => {
  let database: Database;
  let instances: FastifyInstance[];
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const config = testConfig({ rateLimits: verifyLimits(), redisUrl: REDIS_URL });
    instances = await Promise.all([buildApp(config, { database }), buildApp(config, { database })]);
    for (let i = 0; i < 100 && !instances.every((app) => app.rateCounters.shared()); i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(instances.map((app) => app.rateCounters.shared())).toEqual([true, true]);
  });
  afterAll(async () => {
    await Promise.all(instances?.map((app) => app.close()) ?? []);
    await database?.close();
  });

  it('100 parallel wrong codes over both instances: at most the limit are checked', async () => {
    const [a, b] = instances;
    // a phone of this run's own: Redis keeps its counters across runs
    const phone = `9989${String(Date.now() % 1e8).padStart(8, '0')}`;
    const code = await newCode(a, phone);
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, i) => verify([a, b][i % 2], phone, wrongFor(code), freshIp())),
    );
    const checked = replies.filter((r) => r.status !== 429);
    expect(checked.length).toBeLessThanOrEqual(PHONE_MAX);
    expect(checked.map((r) => r.status)).toEqual(Array(checked.length).fill(400));
    // the right code is refused too once the phone is over its limit, on either instance
    expect((await verify(b, phone, code, freshIp())).status).toBe(429);
  });
});
