// Bursts, generated from the route table like the bad-input sweep: every route that counts a limit gets 100
// parallel calls on an instance whose every rule allows BURST_LIMIT, and no more than that many may get an answer
// other than 429 (a limit that reads its counter before the attempt and counts after it lets a burst through).
// Routes of the abuse table (test/abuse-routes.ts) are called as their entry calls them; every other limited route
// needs its entry in test/burst-routes.ts. Bursts only show on PostgreSQL; PGlite runs them too.
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../app';
import { defaultRateLimits, type RateLimits } from '../config';
import { limitsCounted } from '../plugins/rate-limits';
import { ABUSE_ROUTES } from '../test/abuse-routes';
import { BURST_LIMIT, BURST_ROUTES, type BurstCall } from '../test/burst-routes';
import type { Database } from '../db/client';
import { openTestDatabase } from '../test/databases';
import { ownerWithBusiness } from '../test/flows';
import { dbKinds, testConfig } from '../test/harness';

const BURST = 100;

function burstLimits(): RateLimits {
  const limits = defaultRateLimits();
  for (const rule of Object.values(limits)) rule.max = BURST_LIMIT;
  return limits;
}

/** One call of the burst for a route of the abuse table: its target, called with the canonical id by its owner. */
async function abuseBurst(name: string, app: FastifyInstance): Promise<BurstCall> {
  const owner = await ownerWithBusiness(app);
  const target = await ABUSE_ROUTES[name].setup(app, owner);
  return (via) => target.call(target.id, owner, via);
}

const routes = [...new Set([...Object.keys(ABUSE_ROUTES), ...Object.keys(BURST_ROUTES)])].sort();

describe.each(dbKinds)('bursts on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  const limited = new Set<string>();
  const onRoute = (route: RouteOptions) => {
    if (limitsCounted(route.preHandler).length === 0) return;
    for (const method of [route.method].flat().filter((m) => m !== 'HEAD'))
      limited.add(`${method} ${route.url.replace(/(.)\/$/, '$1')}`);
  };
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await buildApp(testConfig(), { database, onRoute });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('every route that counts a limit has a burst, and every burst is a limited route', () => {
    expect(limited.size).toBeGreaterThan(10);
    expect([...limited].filter((route) => !routes.includes(route))).toEqual([]);
    expect(routes.filter((route) => !limited.has(route))).toEqual([]);
  });

  it.each(routes)(`%s: of ${BURST} parallel calls at most the limit get an answer other than 429`, async (name) => {
    const one = name in BURST_ROUTES ? await BURST_ROUTES[name].setup(app) : await abuseBurst(name, app);
    // the no-spam limits count in the database: on, with the burst's maximum a day per phone
    const surveys = { cooldownDays: 7, perPhoneDay: BURST_LIMIT, quietHours: false };
    const burst = await buildApp(testConfig({ rateLimits: burstLimits(), surveys }), { database });
    try {
      const replies = await Promise.all(Array.from({ length: BURST }, (_, i) => one(burst, i)));
      const statuses = replies.map((r) => r.status);
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      const answered = statuses.filter((s) => s !== 429).length;
      expect(answered).toBeGreaterThanOrEqual(1);
      expect(answered).toBeLessThanOrEqual(BURST_LIMIT);
    } finally {
      await burst.close();
    }
  });
});
