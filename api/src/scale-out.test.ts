// Scale-out proof (issue 14): two real server processes (node api/dist/server.js), each with its own empty
// DATA_DIR, started at the same moment on one fresh PostgreSQL database with one Redis and one JWT_SECRET,
// act as one service. Runs when DATABASE_URL is set (CI has PostgreSQL and Redis).
import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Redis from 'ioredis';
import { coinCommission } from '@fikr/shared/core';
import { openDatabase, type Database } from './db/client';
import { rows } from './db/rows';
import { sql } from 'drizzle-orm';
import { throwawayPgDatabase, type ThrowawayPg } from './test/databases';
import { createForm, ownerWithBusiness, registerOwner, topUp, type Owner } from './test/flows';
import { call, uniquePhone, type Reply } from './test/harness';
import { multipartBody, PNG_1PX } from './test/multipart-body';
import { freePort, spawnServer, waitFor, type ServerProcess } from './test/server-process';

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;
/** Redis database of this test alone (flushed before and after), on the machine's Redis. */
const REDIS_URL = `${process.env.SCALE_OUT_REDIS_URL ?? 'redis://127.0.0.1:6379'}/13`;
const JWT_SECRET = 'scale-out-test-secret-of-at-least-32-characters';
const REQUESTS = 100;
const AFFORDABLE = 10;
const COIN = 1_000;

const fmt = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
/** A phone the sandbox SMS provider fails on the first attempt (it ends in 0000). */
const flakyPhone = () => `99890${randomInt(100, 1000)}0000`;

async function pool<T>(items: T[], width: number, task: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        await task(items[i], i);
      }
    }),
  );
}

async function until<T>(
  what: string,
  check: () => Promise<T | null | undefined | false>,
  timeoutMs = 30_000,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

onPostgres('two instances on one PostgreSQL and one Redis', () => {
  let pg: ThrowawayPg;
  let database: Database;
  let redis: Redis;
  const dirs: string[] = [];
  const ports: number[] = [];
  const servers: ServerProcess[] = [];
  const figures: string[] = [];
  let a: string;
  let b: string;
  let owner: Owner & { businessId: string };
  let form: Awaited<ReturnType<typeof createForm>>;

  const envOf = (i: number) => ({
    DATA_DIR: dirs[i],
    DATABASE_URL: pg.url,
    REDIS_URL,
    JWT_SECRET,
    // Real limits (spawnServer multiplies them away by default), so the shared ones can be seen holding.
    RATE_LIMIT_MULTIPLIER: '1',
    // The retry of a failed first attempt comes 3.2–4.8 s later: after the kill below.
    OUTBOX_RETRY_BASE_MS: '4000',
    OUTBOX_POLL_MS: '200',
    OUTBOX_SEND_TIMEOUT_MS: '2000',
  });
  const start = async (i: number) => {
    const server = spawnServer(ports[i], envOf(i));
    servers[i] = server;
    await waitFor(`${server.url}/api/ready`, server.child, 60_000, server.output);
    return server;
  };
  const q = <T>(query: ReturnType<typeof sql>) => rows<T>(database.db, query);

  beforeAll(async () => {
    pg = await throwawayPgDatabase();
    redis = new Redis(REDIS_URL);
    await redis.flushdb();
    for (let i = 0; i < 2; i++) {
      dirs.push(mkdtempSync(path.join(os.tmpdir(), `fikr-scale-${i}-`)));
      ports.push(await freePort());
    }
  });

  afterAll(async () => {
    await Promise.all(servers.map((s) => s?.kill()));
    await database?.close();
    await redis?.flushdb();
    redis?.disconnect();
    await pg?.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    console.log(`scale-out, two instances:\n  ${figures.join('\n  ')}`);
  });

  it('both start at the same moment on the empty database and become ready', async () => {
    const t = performance.now();
    const [sa, sb] = await Promise.all([start(0), start(1)]);
    [a, b] = [sa.url, sb.url];
    figures.push(`both ready on an empty database in ${fmt(performance.now() - t)}`);
    database = await openDatabase({ dataDir: 'memory', databaseUrl: pg.url, poolSize: 2 });
    const [migrations] = await q<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const ready = await call(b, 'GET', '/api/ready');
    expect(ready.body.data).toMatchObject({ status: 'ready', db: 'postgres', redis: 'ok', migrations: migrations.n });
  });

  it('a login on one works on the other', async () => {
    owner = await ownerWithBusiness(a);
    expect((await call(b, 'GET', '/api/business', { token: owner.token })).body.data._id).toBe(owner.businessId);
    const login = await call(b, 'POST', '/api/auth/login', {
      body: { phone: owner.phone, password: 'Maxfiy-parol-1' },
    });
    expect(login.status).toBe(200);
    expect((await call(a, 'GET', '/api/auth/me', { token: login.body.data.token })).status).toBe(200);
  });

  it(`${REQUESTS} survey requests split over both against a balance for ${AFFORDABLE}: exactly ${AFFORDABLE}, balance 0, ledger equal`, async () => {
    const cost = COIN + coinCommission(COIN);
    await topUp(b, owner, cost * AFFORDABLE);
    form = await createForm(a, owner);
    const replies: Reply[] = [];
    const t = performance.now();
    await pool([...Array(REQUESTS).keys()], 20, async (i) => {
      replies[i] = await call(i % 2 ? b : a, 'POST', `/api/responses/${form._id}`, {
        token: owner.token,
        body: { phone: uniquePhone(), typeMotive: 'coin', coin: COIN },
      });
    });
    const created = replies.filter((r) => r.status === 201).length;
    figures.push(
      `${REQUESTS} concurrent survey requests over both in ${fmt(performance.now() - t)}: ${created} created, ${replies.filter((r) => r.status === 400).length} refused for balance`,
    );
    expect(created).toBe(AFFORDABLE);
    expect(replies.filter((r) => r.status !== 201).map((r) => r.body.message)).toEqual(
      Array(REQUESTS - AFFORDABLE).fill("Hisobingizda yetarli mablag' mavjud emas"),
    );
    expect((await call(a, 'GET', '/api/business', { token: owner.token })).body.data.coin).toBe(0);
    const [ledger] = await q<{ sum: string; requests: number }>(
      sql`select sum(amount)::text as sum, (count(*) filter (where kind = 'request'))::int as requests from ledger where business_id = ${owner.businessId}`,
    );
    expect({ sum: Number(ledger.sum), requests: ledger.requests }).toEqual({ sum: 0, requests: AFFORDABLE });
  });

  it('a logo uploaded through one is served by the other', async () => {
    const { payload, headers } = multipartBody(
      {},
      { field: 'logo', filename: 'l.png', contentType: 'image/png', content: PNG_1PX },
    );
    const res = await fetch(`${a}/api/business/update`, {
      method: 'PUT',
      headers: { ...headers, authorization: `Bearer ${owner.token}` },
      body: payload,
    });
    const logo = ((await res.json()) as { data: { logo: string } }).data.logo;
    const served = await fetch(`${b}${logo}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG_1PX)).toBe(true);
  });

  it('the per-phone password-reset limit (3 an hour) holds across both', async () => {
    const { phone } = await registerOwner(b);
    const statuses = [];
    for (const target of [a, b, a, b])
      statuses.push((await call(target, 'POST', '/api/auth/reset-password', { body: { phone } })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('an SMS to a number ending in 0000 arrives after a retry: its request shows sent after 2 attempts', async () => {
    await topUp(a, owner, 100_000);
    const res = await call(a, 'POST', `/api/responses/${form._id}`, {
      token: owner.token,
      body: { phone: flakyPhone(), typeMotive: 'coin', coin: COIN },
    });
    expect(res.status).toBe(201);
    const id = res.body.data.response._id as string;
    expect(res.body.data.response.delivery).toMatchObject({ status: 'queued' });
    const delivery = await until('the SMS is sent', async () => {
      const d = (await call(b, 'GET', `/api/responses/${id}`, { token: owner.token })).body.data.response.delivery;
      return d?.status === 'sent' ? d : null;
    });
    expect(delivery).toMatchObject({ status: 'sent', attempts: 2, sentAt: expect.any(String) });
  });

  it('kill -9 of one under load: the other keeps answering and sends its queued messages; the restarted one joins cleanly', async () => {
    // Messages the doomed instance queued, tried once (0000: the first attempt fails) and due again later.
    const doomed = await Promise.all(
      Array.from({ length: 3 }, async () => {
        const r = await call(b, 'POST', `/api/responses/${form._id}`, {
          token: owner.token,
          body: { phone: flakyPhone(), typeMotive: 'coin', coin: COIN },
        });
        expect(r.status).toBe(201);
        return r.body.data.response._id as string;
      }),
    );
    await until('each was tried once', async () => {
      const deliveries = await Promise.all(
        doomed.map(
          async (id) =>
            (await call(b, 'GET', `/api/responses/${id}`, { token: owner.token })).body.data.response.delivery,
        ),
      );
      return deliveries.every((d) => d?.status === 'queued' && d.attempts === 1);
    });

    let stop = false;
    const survivor: Reply[] = [];
    const load = Promise.all(
      Array.from({ length: 6 }, async () => {
        while (!stop) survivor.push(await call(a, 'GET', '/api/business', { token: owner.token }));
      }),
    );
    await new Promise((r) => setTimeout(r, 300));
    const t = performance.now();
    await servers[1].kill();
    await new Promise((r) => setTimeout(r, 1_000));
    stop = true;
    await load;
    expect(survivor.length).toBeGreaterThan(10);
    expect(survivor.filter((r) => r.status !== 200)).toEqual([]);

    const sent = await Promise.all(
      doomed.map((id) =>
        until("the survivor sends the dead instance's message", async () => {
          const d = (await call(a, 'GET', `/api/responses/${id}`, { token: owner.token })).body.data.response.delivery;
          return d?.status === 'sent' ? d : null;
        }),
      ),
    );
    expect(sent.map((d) => d.attempts)).toEqual([2, 2, 2]);

    const restarted = await start(1);
    figures.push(
      `kill -9 under load: the survivor answered ${survivor.length} requests, all 200; it sent the dead one's ${doomed.length} queued messages; restarted instance ready ${fmt(performance.now() - t)} after the kill`,
    );
    expect((await call(restarted.url, 'GET', '/api/business', { token: owner.token })).body.data._id).toBe(
      owner.businessId,
    );
    const logo = (await call(restarted.url, 'GET', '/api/business', { token: owner.token })).body.data.logo as string;
    expect((await fetch(`${restarted.url}${logo}`)).status).toBe(200);
    const [{ balance, ledger }] = await q<{ balance: string; ledger: string }>(
      sql`select b.coin::text as balance, (select coalesce(sum(amount), 0) from ledger l where l.business_id = b.id)::text as ledger from businesses b where b.id = ${owner.businessId}`,
    );
    expect(balance).toBe(ledger);
  });
});
