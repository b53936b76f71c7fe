// TRUST_PROXY: the client IP (rate-limit key) is the right-most X-Forwarded-For entry a trusted proxy did not add.
import { defaultRateLimits } from '../config';
import { call, createTestApp, uniquePhone, type TestApp } from '../test/harness';

const PROXY = '10.0.0.1';

describe.each([
  ['1 hop', 1 as const],
  ['the proxy address', [PROXY]],
])('TRUST_PROXY as %s', (_label, trustProxy) => {
  let t: TestApp;
  beforeAll(async () => {
    const rateLimits = defaultRateLimits();
    for (const rule of Object.values(rateLimits)) rule.max = 100_000;
    rateLimits.register = { max: 1, windowMs: 60_000 };
    t = await createTestApp('pglite', { trustProxy, rateLimits });
  });
  afterAll(() => t.close());

  const register = (forwardedFor: string) => {
    const password = 'Maxfiy-parol-1';
    return call(t.app, 'POST', '/api/auth/register', {
      ip: PROXY,
      headers: { 'x-forwarded-for': forwardedFor },
      body: { phone: uniquePhone(), password, check_password: password },
    });
  };

  it('a forged left part of X-Forwarded-For does not make another client', async () => {
    expect((await register('6.6.6.6, 203.0.113.7')).status).toBe(201);
    // The same client behind the proxy, claiming to be someone else: still 203.0.113.7, over its limit.
    expect((await register('7.7.7.7, 203.0.113.7')).status).toBe(429);
    expect((await register('203.0.113.8')).status).toBe(201);
  });
});
