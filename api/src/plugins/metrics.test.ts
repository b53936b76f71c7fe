import { call, createTestApp, dbKinds, type TestApp } from '../test/harness';
import { sql } from 'drizzle-orm';
import { reconcileNow } from '../services/reconcile';
import { ownerWithBusiness } from '../test/flows';

const TOKEN = 'metrics-token-of-the-test-0001';

describe.each(dbKinds)('metrics and request ids on %s', (kind) => {
  let t: TestApp;
  let bare: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { metricsToken: TOKEN });
    bare = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
    await bare.close();
  });

  it('GET /metrics answers only its bearer, in Prometheus format, with requests, the outbox, payouts and the pool', async () => {
    await ownerWithBusiness(t.app);
    expect((await call(t.app, 'GET', '/metrics')).status).toBe(401);
    expect((await call(t.app, 'GET', '/metrics', { token: 'wrong-token-of-the-same-size-1' })).status).toBe(401);
    const res = await call(t.app, 'GET', '/metrics', { token: TOKEN });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toMatch(/^text\/plain/);
    const text = String(res.body);
    expect(text).toMatch(
      /fikr_http_request_duration_seconds_count\{route="\/api\/auth\/register",method="POST",status="201"\} \d+/,
    );
    for (const name of [
      'fikr_outbox_depth',
      'fikr_outbox_oldest_age_seconds',
      'fikr_messages',
      'fikr_payouts',
      'fikr_db_pool_connections',
      'fikr_nodejs_eventloop_lag_seconds',
    ])
      expect(text).toContain(`# TYPE ${name}`);
    expect((await call(bare.app, 'GET', '/metrics', { token: TOKEN })).status).toBe(404);
  });

  it("the last reconciliation's mismatches and age are metrics, for an alert rule", async () => {
    const scrape = async () => String((await call(t.app, 'GET', '/metrics', { token: TOKEN })).body);
    const value = (text: string, name: string) => Number(text.match(new RegExp(`^${name} (-?[\\d.e+]+)$`, 'm'))?.[1]);
    const owner = await ownerWithBusiness(t.app);
    await reconcileNow(t.app.db, t.app.config);
    let text = await scrape();
    expect(value(text, 'fikr_reconcile_mismatches')).toBe(0);
    expect(value(text, 'fikr_reconcile_age_seconds')).toBeGreaterThanOrEqual(0);

    // a balance broken on purpose: its ledger no longer adds up to it
    await t.app.db.execute(sql`update businesses set coin = coin + 1 where id = ${owner.businessId}`);
    try {
      await reconcileNow(t.app.db, t.app.config);
      text = await scrape();
      expect(value(text, 'fikr_reconcile_mismatches')).toBe(1);
    } finally {
      await t.app.db.execute(sql`update businesses set coin = coin - 1 where id = ${owner.businessId}`);
    }
  });

  it('every reply carries x-request-id (a well-formed one sent is kept) and failures name it', async () => {
    const kept = await call(t.app, 'GET', '/api/health', { headers: { 'x-request-id': 'trace-42.a' } });
    expect(kept.headers['x-request-id']).toBe('trace-42.a');
    const fresh = await call(t.app, 'GET', '/api/forms', { headers: { 'x-request-id': 'bad id\u0007' } });
    expect(fresh.status).toBe(401);
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // call() checks every failure's requestId against its x-request-id (test/harness.ts); the raw body here:
    const raw = await t.app.inject({ method: 'GET', url: '/api/forms' });
    expect(JSON.parse(raw.body)).toMatchObject({ success: false, requestId: raw.headers['x-request-id'] });
    expect(fresh.body).toMatchObject({ success: false, code: 'errors.unauthorized' });
  });
});
