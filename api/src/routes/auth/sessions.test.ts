import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { setScryptN } from '../../lib/password';
import { TOKEN_VERSION_CACHE_MS } from '../../plugins/auth';
import { openTestDatabase } from '../../test/databases';
import { call, dbKinds, testConfig, uniquePhone } from '../../test/harness';
import { awaitMessage, registerOwner } from '../../test/flows';

const b64 = (value: object | string) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** A JWT with any header, signed with `secret` by HMAC of `hash` (or unsigned for alg none). */
function craft(header: object, payload: object, secret: string, hash: string | null): string {
  const unsigned = `${b64(header)}.${b64(payload)}`;
  const signature = hash ? createHmac(hash, secret).update(unsigned).digest('base64url') : '';
  return `${unsigned}.${signature}`;
}

describe.each(dbKinds)('sessions and passwords on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  /** A second instance on the same database: revocation must hold there too. */
  let other: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await buildApp(testConfig(), { database });
    other = await buildApp(testConfig(), { database });
  });
  afterAll(async () => {
    await app.close();
    await other.close();
    await database.close();
  });

  const me = (target: FastifyInstance, token: string) => call(target, 'GET', '/api/auth/me', { token });
  const login = (phone: string, password: string) =>
    call(app, 'POST', '/api/auth/login', { body: { phone, password } });

  it('accepts only HS256 tokens that carry exp', async () => {
    const owner = await registerOwner(app);
    const secret = testConfig().jwtSecret;
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: owner.userId, ver: 0, iat: now, exp: now + 600 };
    expect((await me(app, craft({ alg: 'HS256', typ: 'JWT' }, claims, secret, 'sha256'))).status).toBe(200);
    for (const token of [
      craft({ alg: 'HS512', typ: 'JWT' }, claims, secret, 'sha512'),
      craft({ alg: 'HS384', typ: 'JWT' }, claims, secret, 'sha384'),
      craft({ alg: 'none', typ: 'JWT' }, claims, secret, null),
      craft({ alg: 'HS256', typ: 'JWT' }, { sub: owner.userId, ver: 0, iat: now }, secret, 'sha256'),
    ]) {
      const res = await me(app, token);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, message: 'Avval tizimga kiring' });
    }
  });

  it('POST /api/auth/logout revokes the presented token on every instance', async () => {
    const owner = await registerOwner(app);
    expect((await me(other, owner.token)).status).toBe(200); // the other instance has now cached the version
    const out = await call(app, 'POST', '/api/auth/logout', { token: owner.token });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true, data: { message: 'Chiqildi' } });
    expect((await me(app, owner.token)).status).toBe(401);
    await new Promise((r) => setTimeout(r, TOKEN_VERSION_CACHE_MS + 100));
    expect((await me(other, owner.token)).status).toBe(401);
    expect((await call(app, 'POST', '/api/auth/logout', { token: owner.token })).status).toBe(401);
    const again = await login(owner.phone, 'Maxfiy-parol-1');
    expect((await me(other, again.body.data.token)).status).toBe(200);
  });

  it('the first login with a reset password revokes every token issued before it', async () => {
    const owner = await registerOwner(app);
    const earlier = (await login(owner.phone, 'Maxfiy-parol-1')).body.data.token;
    await call(app, 'POST', '/api/auth/reset-password', { body: { phone: owner.phone } });
    const sent = await awaitMessage(app, owner.phone, /\b(\d{8})\b/);
    expect((await me(app, earlier)).status).toBe(200); // asking for a reset ends nothing
    const fresh = await login(owner.phone, sent);
    expect(fresh.status).toBe(200);
    for (const token of [owner.token, earlier]) expect((await me(app, token)).status).toBe(401);
    expect((await me(app, fresh.body.data.token)).status).toBe(200);
  });

  it('a reset password expires after 30 minutes unused; the old one keeps working', async () => {
    const owner = await registerOwner(app);
    await call(app, 'POST', '/api/auth/reset-password', { body: { phone: owner.phone } });
    const sent = await awaitMessage(app, owner.phone, /\b(\d{8})\b/);
    await app.db.execute(
      sql`update password_resets set created_at = now() - interval '31 minutes' where user_id = ${owner.userId}`,
    );
    expect((await login(owner.phone, sent)).status).toBe(400);
    expect((await login(owner.phone, 'Maxfiy-parol-1')).status).toBe(200);
  });

  it('refuses passwords shorter than 8 characters and the most common ones', async () => {
    const register = (password: string) =>
      call(app, 'POST', '/api/auth/register', { body: { phone: uniquePhone(), password, check_password: password } });
    const short = await register('Qisqa-7');
    expect(short.status).toBe(400);
    expect(short.body.message).toBe("Parol kamida 8 ta belgidan iborat bo'lishi kerak");
    for (const common of ['password1', 'iloveyou', 'Qwertyuiop', '12345678']) {
      const res = await register(common);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: 'Bu parol juda keng tarqalgan: boshqasini tanlang' });
    }
    expect((await register('Olma-daraxti-2026')).status).toBe(201);
  });

  it('hashes with scrypt N=2^17, r=8, p=1 and upgrades an older hash at the next login', async () => {
    const owner = await registerOwner(app); // the harness hashes at 2^14, as accounts made before this change
    const stored = async () =>
      (await app.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, owner.userId)))[0].h;
    expect(await stored()).toMatch(/^scrypt\$16384\$8\$1\$/);
    setScryptN(2 ** 17);
    try {
      expect((await login(owner.phone, 'Maxfiy-parol-1')).status).toBe(200);
      expect(await stored()).toMatch(/^scrypt\$131072\$8\$1\$/);
      expect((await login(owner.phone, 'Maxfiy-parol-1')).status).toBe(200);
      expect((await login(owner.phone, 'Boshqa-parol-1')).status).toBe(400);
    } finally {
      setScryptN(2 ** 14);
    }
  });
});
