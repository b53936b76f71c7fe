import { sql } from 'drizzle-orm';
import { rows } from '../../db/rows';
import { GONE_ENDPOINT_MARK } from '../../providers/sandbox-messages';
import { MAX_SUBSCRIPTIONS_PER_USER } from '../../services/push-subscriptions';
import { browserSubscription, pushEndpoint } from '../../test/browser-subscription';
import { call, createTestApp, dbKinds, uniquePhone, type TestApp } from '../../test/harness';
import { answersFor, createForm, ownerWithBusiness, registerProven, type Owner } from '../../test/flows';

interface Pushed {
  channel: string;
  endpoint: string | null;
  phone: string | null;
  text: string;
}

describe.each(dbKinds)('web push alerts on %s', (kind) => {
  let t: TestApp;
  let owner: Owner & { businessId: string };
  let manager: Owner;
  let cashier: Owner;
  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await ownerWithBusiness(t.app);
    const [managerPhone, cashierPhone] = [uniquePhone(), uniquePhone()];
    for (const [phone, role] of [
      [managerPhone, 'manager'],
      [cashierPhone, 'cashier'],
    ])
      expect(
        (await call(t.app, 'POST', '/api/business/members', { token: owner.token, body: { phone, role } })).status,
      ).toBe(201);
    manager = await registerProven(t.app, managerPhone);
    cashier = await registerProven(t.app, cashierPhone);
  });
  afterAll(() => t.close());

  const subscribe = (token: string, body: unknown, lang = 'uz') =>
    call(t.app, 'POST', '/api/business/push/subscriptions', { token, body, headers: { 'accept-language': lang } });
  const pushesTo = async (endpoint: string): Promise<Pushed[]> =>
    (await call(t.app, 'GET', `/api/dev/outbox?endpoint=${encodeURIComponent(endpoint)}`)).body.data.messages;
  /** The pushes to `endpoint` once there are `count`, waiting as the browser would (the outbox sends them). */
  async function awaitPushes(endpoint: string, count: number, waitMs = 20_000): Promise<Pushed[]> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const pushed = await pushesTo(endpoint);
      if (pushed.length >= count || Date.now() > deadline) return pushed;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  const subscriptionsOf = (endpoint: string) =>
    rows<{ user_id: string; business_id: string; p256dh: string; lang: string }>(
      t.app.db,
      sql`select user_id, business_id, p256dh, lang from push_subscriptions where endpoint = ${endpoint}`,
    );

  it('offers the sandbox key to the owner and manager; a cashier is refused', async () => {
    for (const token of [owner.token, manager.token]) {
      const res = await call(t.app, 'GET', '/api/business/push', { token });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ available: true, publicKey: t.app.config.push.vapidPublicKey });
    }
    expect((await call(t.app, 'GET', '/api/business/push', { token: cashier.token })).status).toBe(403);
    expect((await subscribe(cashier.token, browserSubscription())).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/business/push')).status).toBe(401);
  });

  it('subscribes once per endpoint (the last subscriber keeps it) and unsubscribes idempotently', async () => {
    const browser = browserSubscription();
    const first = await subscribe(owner.token, browser);
    expect(first.status).toBe(201);
    expect(first.body.data).toEqual({ subscribed: true });
    const again = { ...browser, keys: browserSubscription().keys };
    expect((await subscribe(manager.token, again, 'ru')).status).toBe(201);
    expect(await subscriptionsOf(browser.endpoint)).toEqual([
      { user_id: manager.userId, business_id: owner.businessId, p256dh: again.keys.p256dh, lang: 'ru' },
    ]);
    for (let i = 0; i < 2; i++) {
      const gone = await call(t.app, 'DELETE', '/api/business/push/subscriptions', {
        token: owner.token,
        body: { endpoint: browser.endpoint },
      });
      expect(gone.status).toBe(200);
      expect(gone.body.data).toEqual({ subscribed: false });
    }
    expect(await subscriptionsOf(browser.endpoint)).toEqual([]);
  });

  it(`keeps one person's newest ${MAX_SUBSCRIPTIONS_PER_USER} browsers per business`, async () => {
    const someone = await ownerWithBusiness(t.app);
    const browsers = Array.from({ length: MAX_SUBSCRIPTIONS_PER_USER + 1 }, () => browserSubscription());
    for (const browser of browsers) expect((await subscribe(someone.token, browser)).status).toBe(201);
    const kept = await rows<{ endpoint: string }>(
      t.app.db,
      sql`select endpoint from push_subscriptions where business_id = ${someone.businessId}`,
    );
    expect(kept.map((k) => k.endpoint).sort()).toEqual(
      browsers
        .slice(1)
        .map((b) => b.endpoint)
        .sort(),
    );
  });

  it('refuses a bad endpoint or keys with a 400 in Uzbek', async () => {
    const good = browserSubscription();
    const cases: Array<[unknown, RegExp]> = [
      [{ ...good, endpoint: 'http://push.example.test/x' }, /https URL/],
      [{ ...good, endpoint: `https://push.example.test/${'x'.repeat(1000)}` }, /https URL/],
      [{ ...good, keys: { ...good.keys, p256dh: 'not base64url!'.repeat(7) } }, /kalitlari/],
      [{ ...good, keys: { p256dh: good.keys.p256dh } }, /kalitlari/],
      [{ endpoint: good.endpoint }, /kalitlari/],
    ];
    for (const [body, message] of cases) {
      const res = await subscribe(owner.token, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    const bad = await call(t.app, 'DELETE', '/api/business/push/subscriptions', {
      token: owner.token,
      body: { endpoint: 'ftp://x' },
    });
    expect(bad.status).toBe(400);
  });

  it('a public low rating pushes once to each subscribed owner and manager; private and high ratings do not', async () => {
    const mine = browserSubscription();
    const managers = browserSubscription();
    expect((await subscribe(owner.token, mine, 'en')).status).toBe(201);
    expect((await subscribe(manager.token, managers)).status).toBe(201);
    const form = await createForm(t.app, owner, 'Kassa');
    const submit = async (rating: number, isPublic: boolean, review: string) => {
      const res = await call(t.app, 'POST', `/api/responses/${form.shareCode}/submit`, {
        body: { answers: answersFor(form, 'Yomon', String(rating)), rating, review, isPublic },
      });
      expect(res.status).toBeLessThan(300);
      return res.body.data._id as string;
    };
    await submit(1, false, 'MAXFIY-IZOH');
    await submit(5, true, 'Zo‘r');
    const low = await submit(2, true, 'Juda sekin xizmat');

    const pushed = await awaitPushes(mine.endpoint, 1);
    expect(pushed).toHaveLength(1);
    expect(pushed[0]).toMatchObject({ channel: 'push', endpoint: mine.endpoint, phone: null });
    const payload = JSON.parse(pushed[0]!.text);
    expect(payload).toEqual({
      title: expect.stringMatching(/^Low rating: .*\(2\/5\)$/),
      body: expect.any(String),
      url: `/business/responses/${low}`,
    });
    expect(payload.body).toContain('Kassa');
    const managerPushed = await awaitPushes(managers.endpoint, 1);
    expect(managerPushed).toHaveLength(1);
    expect(JSON.parse(managerPushed[0]!.text)).toMatchObject({
      title: expect.stringMatching(/^Past baho/),
      url: payload.url,
    });
    const all = JSON.stringify(await pushesTo(''));
    expect(all).not.toContain('MAXFIY-IZOH');
    expect(all).not.toContain('Juda sekin xizmat');
  });

  it("a low rating of a branch pushes to the owner, the whole business's managers and that branch's, no other branch's", async () => {
    const business = await ownerWithBusiness(t.app);
    const branch = async (name: string) =>
      (await call(t.app, 'POST', '/api/business/branches', { token: business.token, body: { name } })).body.data
        .branch as { _id: string; code: string };
    const [a, b] = [await branch('A'), await branch('B')];
    const managerOf = async (branchId: string | null) => {
      const phone = uniquePhone();
      const invited = await call(t.app, 'POST', '/api/business/members', {
        token: business.token,
        body: { phone, role: 'manager', branchId },
      });
      expect(invited.status).toBe(201);
      return registerProven(t.app, phone);
    };
    const browsers = {
      owner: [business, browserSubscription()],
      whole: [await managerOf(null), browserSubscription()],
      ofA: [await managerOf(a._id), browserSubscription()],
      ofB: [await managerOf(b._id), browserSubscription()],
    } as const;
    for (const [who, browser] of Object.values(browsers))
      expect((await subscribe(who.token, browser)).status).toBe(201);
    const form = await createForm(t.app, business, 'Filial');
    const lowRating = async (query: string) => {
      const res = await call(t.app, 'POST', `/api/responses/${form.shareCode}/submit${query}`, {
        body: { answers: answersFor(form, 'Yomon', '1'), rating: 1, review: '', isPublic: true },
      });
      expect(res.status).toBe(200);
      return `/business/responses/${res.body.data._id}`;
    };
    const inB = await lowRating(`?b=${b.code}`);
    const inNone = await lowRating('');
    for (const [browser, count] of [
      [browsers.owner[1], 2],
      [browsers.whole[1], 2],
      [browsers.ofB[1], 1],
    ] as const)
      await awaitPushes(browser.endpoint, count);
    // a push is queued with the others of its response, in the transaction of the answer: none is on its way
    const urls = async (browser: { endpoint: string }) =>
      (await pushesTo(browser.endpoint)).map((p) => JSON.parse(p.text).url).sort();
    expect(await urls(browsers.owner[1])).toEqual([inB, inNone].sort());
    expect(await urls(browsers.whole[1])).toEqual([inB, inNone].sort());
    expect(await urls(browsers.ofB[1])).toEqual([inB]);
    expect(await urls(browsers.ofA[1])).toEqual([]);
  });

  it('a push service that says the subscription is gone deletes it, without retrying', async () => {
    const vanished = browserSubscription(pushEndpoint(GONE_ENDPOINT_MARK.slice(1)));
    expect((await subscribe(owner.token, vanished)).status).toBe(201);
    const form = await createForm(t.app, owner, 'Eshik');
    await call(t.app, 'POST', `/api/responses/${form.shareCode}/submit`, {
      body: { answers: answersFor(form, 'Yomon', '1'), rating: 1, isPublic: true },
    });
    const deadline = Date.now() + 20_000;
    while ((await subscriptionsOf(vanished.endpoint)).length > 0 && Date.now() < deadline) {
      await call(t.app, 'GET', '/api/dev/outbox');
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await subscriptionsOf(vanished.endpoint)).toEqual([]);
    const messages = await rows<{ status: string; attempts: number }>(
      t.app.db,
      sql`select status, attempts from outgoing_messages where channel = 'push' and push_subscription_id is null`,
    );
    expect(messages.map((m) => [m.status, Number(m.attempts)])).toEqual([['failed', 1]]);
  });
});

describe('PUSH_PROVIDER=off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    t.app.config.push = {
      provider: 'off',
      vapidPublicKey: undefined,
      vapidPrivateKey: undefined,
      vapidSubject: 'mailto:demo@fikr.uz',
    };
  });
  afterAll(() => t.close());

  it('offers no push and refuses a subscription (409)', async () => {
    const owner = await ownerWithBusiness(t.app);
    const res = await call(t.app, 'GET', '/api/business/push', { token: owner.token });
    expect(res.body.data).toEqual({ available: false, publicKey: null });
    const refused = await call(t.app, 'POST', '/api/business/push/subscriptions', {
      token: owner.token,
      body: browserSubscription(),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Brauzer bildirishnomalari bu serverda yoqilmagan');
  });
});
