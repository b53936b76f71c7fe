// Every route declares its answer (routes/replies.ts), and the serializer sends the declared fields only: a row
// handed to a reply with internal columns (password hash, token version, OTP phone, claim owner) does not leak
// them. These run the real routes' own serializers on the real rows behind their answers.
import { eq } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { businesses, paymentTransactions, users } from '../db/schema';
import { ownerWithBusiness, topUp } from '../test/flows';
import { call, createTestApp, dbKinds, type TestApp } from '../test/harness';

describe.each(dbKinds)('answers carry only their declared fields on %s', (kind) => {
  const routes = new Map<string, RouteOptions>();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { onRoute: (route) => void routes.set(`${route.method} ${route.url}`, route) });
  });
  afterAll(() => t.close());

  /** The JSON the route's own serializer sends for `body` with a 200. */
  function sent(route: string, body: unknown): unknown {
    const options = routes.get(route);
    const schema = (options?.schema?.response as Record<string, z.ZodType> | undefined)?.['200'];
    if (!options || !schema) throw new Error(`${route} declares no 200 answer`);
    const serialize = serializerCompiler({ schema, method: 'GET', url: options.url, httpStatus: '200' });
    return JSON.parse(serialize(body) as string);
  }

  it('GET /api/auth/me: the user and business rows with the password hash and token version send just the user', async () => {
    const owner = await ownerWithBusiness(t.app);
    const me = await call(t.app, 'GET', '/api/auth/me', { token: owner.token });
    expect(me.status).toBe(200);
    const user = me.body.data.user;
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user._id));
    const [business] = await t.app.db.select().from(businesses).where(eq(businesses.id, owner.businessId));
    expect(row.passwordHash.length).toBeGreaterThan(20);
    expect(row).toHaveProperty('tokenVersion');
    expect(business).toHaveProperty('userId', user._id);

    const leaky = { ...row, ...user, business: { ...business, ...user.business } };
    const body = sent('GET /api/auth/me', {
      success: true,
      data: { user: leaky, businesses: me.body.data.businesses, operator: false },
    });
    expect(body).toEqual(me.body);
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|tokenVersion|userId/);
    expect(JSON.stringify(me.body)).not.toContain(row.passwordHash);
  });

  it('GET /api/payment/uzcard/myPayments: transaction rows with OTP and claim columns send the declared fields', async () => {
    const owner = await ownerWithBusiness(t.app);
    await topUp(t.app, owner, 50_000);
    const page = await call(t.app, 'GET', '/api/payment/uzcard/myPayments', { token: owner.token });
    expect(page.status).toBe(200);
    const rows = await t.app.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.businessId, owner.businessId));
    expect(rows).toHaveLength(1);
    expect(rows[0].otpPhone).toBe(owner.phone);
    expect(rows[0]).toHaveProperty('claimedBy');

    const transactions = page.body.data.transactions.map((tx: { _id: string }) => ({
      ...rows.find((r) => r.id === tx._id),
      ...tx,
    }));
    const body = sent('GET /api/payment/uzcard/myPayments', {
      success: true,
      data: { ...page.body.data, transactions },
    });
    expect(body).toEqual(page.body);
    expect(Object.keys(page.body.data.transactions[0]).sort()).toEqual(
      ['_id', 'amount', 'cardMask', 'createdAt', 'provider', 'status'].sort(),
    );
  });

  it('a field of the wrong type is refused, not sent: a bigint count as text must become a number first', () => {
    const business = { _id: 'b', name: 'Fikr', category: 1, phone: '998901234567', coin: 0 };
    expect(sent('GET /api/business', { success: true, data: business })).toEqual({ success: true, data: business });
    expect(() => sent('GET /api/business', { success: true, data: { ...business, coin: '5000' } })).toThrow();
  });
});
