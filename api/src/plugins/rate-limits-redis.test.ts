// Rate limits counted in a real Redis (a redis-server of the test's own on a free port): shared by two app
// instances, and when that Redis is killed the API keeps answering with per-instance limits and logs a warning.
import { spawn, type ChildProcess } from 'node:child_process';
import Redis from 'ioredis';
import { defaultRateLimits, type RateLimits } from '../config';
import { call, createTestApp, uniquePhone, type TestApp } from '../test/harness';
import { registerOwner } from '../test/flows';
import { freePort } from '../test/server-process';

interface RedisServer {
  url: string;
  stop(): Promise<void>;
}

async function startRedis(port: number): Promise<RedisServer> {
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  for (let i = 0; i < 100; i++) {
    try {
      await probe.connect();
      await probe.ping();
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  probe.disconnect();
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

function limits(): RateLimits {
  const l = defaultRateLimits();
  for (const rule of Object.values(l)) rule.max = 1_000;
  l.resetPhone.max = 1;
  l.register.max = 2;
  return l;
}

async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting until ${what}`);
}

describe('rate limits in Redis', () => {
  let redis: RedisServer;
  let port: number;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    [a, b] = await Promise.all([
      createTestApp('pglite', { rateLimits: limits(), redisUrl: redis.url }),
      createTestApp('pglite', { rateLimits: limits(), redisUrl: redis.url }),
    ]);
    await until(() => a.app.rateCounters.shared() && b.app.rateCounters.shared(), 'both instances reach Redis');
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await redis?.stop();
  });

  const reset = (t: TestApp, phone: string, ip: string) =>
    call(t.app, 'POST', '/api/auth/reset-password', { body: { phone }, ip });

  it('a per-phone limit holds across two instances; /api/ready says Redis answers', async () => {
    const { phone } = await registerOwner(a.app, uniquePhone(), 'Maxfiy-parol-1', '10.3.0.1');
    expect((await reset(a, phone, '10.3.0.2')).status).toBe(200);
    expect((await reset(b, phone, '10.3.0.3')).status).toBe(429);
    const ready = await call(b.app, 'GET', '/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.body.data).toMatchObject({ status: 'ready', redis: 'ok' });
  });

  it('without Redis the API stays up, counts per instance, logs a warning and is not ready; back when Redis is', async () => {
    const warnings: unknown[] = [];
    const original = a.app.log.warn.bind(a.app.log);
    a.app.log.warn = ((...args: unknown[]) => {
      warnings.push(args);
      return (original as (...x: unknown[]) => void)(...args);
    }) as typeof a.app.log.warn;
    await redis.stop();
    await until(() => !a.app.rateCounters.shared(), 'the instance sees Redis gone');

    const { phone } = await registerOwner(a.app, uniquePhone(), 'Maxfiy-parol-1', '10.3.1.1');
    expect((await reset(a, phone, '10.3.1.2')).status).toBe(200);
    expect((await reset(a, phone, '10.3.1.2')).status).toBe(429);
    // The other instance counts on its own now.
    expect((await reset(b, phone, '10.3.1.3')).status).toBe(200);
    expect(JSON.stringify(warnings)).toContain(
      'Redis is unreachable: rate limits are counted per instance until it is back',
    );
    const notReady = await call(a.app, 'GET', '/api/ready');
    expect(notReady.status).toBe(503);
    expect(notReady.body).toEqual({
      success: false,
      message: "Server hali tayyor emas: ma'lumotlar bazasi yoki Redis javob bermayapti",
      code: 'errors.notReady',
    });
    expect((await call(a.app, 'GET', '/api/health')).status).toBe(200);

    redis = await startRedis(port);
    await until(() => a.app.rateCounters.shared() && b.app.rateCounters.shared(), 'both instances reach Redis again');
    expect((await call(a.app, 'GET', '/api/ready')).status).toBe(200);
    const next = uniquePhone();
    expect((await reset(b, next, '10.3.2.1')).status).toBe(200);
    expect((await reset(a, next, '10.3.2.2')).status).toBe(429);
  });
});

describe('client IP behind a trusted proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { rateLimits: limits(), trustProxy: 1 });
  });
  afterAll(() => t.close());

  it('limits key on the address the proxy saw, not on what the client wrote into X-Forwarded-For', async () => {
    const register = (forwarded: string) =>
      call(t.app, 'POST', '/api/auth/register', {
        body: { phone: uniquePhone(), password: 'Maxfiy-parol-1', check_password: 'Maxfiy-parol-1' },
        headers: { 'x-forwarded-for': forwarded },
        ip: '10.4.0.1',
      });
    expect((await register('1.1.1.1, 203.0.113.5')).status).toBe(201);
    expect((await register('2.2.2.2, 203.0.113.5')).status).toBe(201);
    // A forged left-most entry does not make a new client.
    expect((await register('3.3.3.3, 203.0.113.5')).status).toBe(429);
    expect((await register('203.0.113.6')).status).toBe(201);
  });
});
