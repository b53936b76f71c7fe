// Two instances on one database and one Redis (the machine's, database 12): ten spellings of one voucher id,
// sent to both at once, are one voucher with one limit, so the customer gets one confirmation SMS.
import { buildApp } from '../../app';
import { defaultRateLimits } from '../../config';
import type { Database } from '../../db/client';
import { ABUSE_ROUTES, bodySpellings } from '../../test/abuse-routes';
import { openTestDatabase } from '../../test/databases';
import { ownerWithBusiness } from '../../test/flows';
import { dbKinds, testConfig } from '../../test/harness';
import type { FastifyInstance } from 'fastify';
import Redis from 'ioredis';

const REDIS_URL = `${process.env.SCALE_OUT_REDIS_URL ?? 'redis://127.0.0.1:6379'}/12`;

describe.each(dbKinds)('voucher confirmations across two instances on %s', (kind) => {
  let database: Database;
  let instances: FastifyInstance[];
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    // This Redis database outlives the run (and serves every run on the machine): start it empty, and keep the
    // sign-up limits out of the way, so only the confirmation limits under test count.
    const redis = new Redis(REDIS_URL);
    await redis.flushdb();
    redis.disconnect();
    const real = defaultRateLimits();
    const rateLimits = {
      ...testConfig().rateLimits,
      voucherSmsMinute: real.voucherSmsMinute,
      voucherSmsDay: real.voucherSmsDay,
      businessSmsDay: real.businessSmsDay,
    };
    const config = testConfig({ rateLimits, redisUrl: REDIS_URL });
    instances = await Promise.all([buildApp(config, { database }), buildApp(config, { database })]);
    for (let i = 0; i < 100 && !instances.every((app) => app.rateCounters.shared()); i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(instances.map((app) => app.rateCounters.shared())).toEqual([true, true]);
  });
  afterAll(async () => {
    await Promise.all(instances?.map((app) => app.close()) ?? []);
    await database?.close();
  });

  it('ten spellings of one voucher id, sent at once to two instances, send one confirmation', async () => {
    const [a, b] = instances;
    // Redis outlives the run: an address of this run's own keeps the per-IP sign-up limit out of the test.
    const owner = await ownerWithBusiness(
      a,
      `10.12.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`,
    );
    const voucher = await ABUSE_ROUTES['POST /api/vouchers/sendConfirm'].setup(a, owner);
    const spellings = bodySpellings(voucher.id).slice(0, 10);
    const replies = await Promise.all(spellings.map((spelling, i) => voucher.call(spelling, owner, [a, b][i % 2])));
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(429)]);
    expect(await voucher.sent()).toBe(1);
    expect(await b.rateCounters.count('voucherSmsMinute', voucher.id)).toBe(10);
  });
});
