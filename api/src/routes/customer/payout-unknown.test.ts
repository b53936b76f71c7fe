// A payout whose last call to the card processor gets no answer: the money may have gone out, so it is neither
// failed nor refunded but `unknown`, and the payout job asks the processor (a real HTTP double) for its status
// until the answer is definite. Settled paid it is never refunded; settled failed it is refunded exactly once.
import { sql } from 'drizzle-orm';
import { rows } from '../../db/rows';
import { GOOD_CARD, registerProven, signInCustomer } from '../../test/flows';
import { call, createTestApp, dbKinds, uniquePhone, type TestApp } from '../../test/harness';
import { startHttpDouble } from '../../test/http-double';
import { moneyMismatches } from '../../test/money';
import { PAYOUT_MAX_ATTEMPTS } from '../../services/payout-job';

jest.setTimeout(60_000);

type StatusAnswer = 'processing' | 'paid' | 'failed' | 'broken';

describe.each(dbKinds)('a payout with an unknown outcome on %s', (kind) => {
  let t: TestApp;
  let processor: Awaited<ReturnType<typeof startHttpDouble>>;
  /** What the processor's status query answers, per payout id. */
  const statusOf = new Map<string, StatusAnswer>();
  const sends = new Map<string, number>();
  const operatorPhone = uniquePhone();
  let operator: string;

  beforeAll(async () => {
    processor = await startHttpDouble((req) => {
      const body = JSON.parse(req.body) as { extraId: string };
      if (req.url === '/Payment/payoutToCard') {
        const n = (sends.get(body.extraId) ?? 0) + 1;
        sends.set(body.extraId, n);
        // Temporary failures until the last attempt, which never answers (the job's timeout cuts it).
        return n < PAYOUT_MAX_ATTEMPTS ? { json: { error: { errorCode: -101 } } } : null;
      }
      if (req.url === '/Payment/payoutStatus') {
        const answer = statusOf.get(body.extraId) ?? 'processing';
        if (answer === 'broken') return { status: 502, json: 'Bad gateway' };
        if (answer === 'failed') return { json: { result: { status: 'failed', errorCode: -114 } } };
        return { json: { result: { status: answer, transferId: 77 } } };
      }
      return { status: 404, json: { error: { errorCode: -2 } } };
    });
    t = await createTestApp(kind, {
      card: { provider: 'uzcard', baseUrl: processor.baseUrl, login: 'fikr', password: 'sandbox', serviceId: '7' },
      payouts: { retryBaseMs: 2, sendTimeoutMs: 300, pollMs: 20, leaseMs: 1_000, reviewAbove: 500_000 },
      operatorPhones: [operatorPhone],
    });
    operator = (await registerProven(t.app, operatorPhone)).token;
  });
  afterAll(async () => {
    await t?.close();
    await processor?.close();
  });
  afterEach(async () => expect(await moneyMismatches(t.app.db)).toEqual([]));

  /** A signed-in customer whose wallet holds `coin` (a reward movement and its balance, as a survey leaves them). */
  async function customer(coin: number) {
    const phone = uniquePhone();
    await t.app.db.execute(sql`insert into customer_wallets (phone, coin) values (${phone}, ${coin})`);
    await t.app.db.execute(
      sql`insert into coin_ledger (phone, kind, amount, response_id) values (${phone}, 'reward', ${coin}, gen_random_uuid())`,
    );
    return { phone, token: await signInCustomer(t.app, phone) };
  }

  const mine = async (token: string, id: string) => {
    const list = (await call(t.app, 'GET', '/api/customer/payouts', { token })).body.data.payouts;
    return list.find((p: { _id: string }) => p._id === id);
  };
  async function until(token: string, id: string, status: string) {
    for (let i = 0; i < 400; i++) {
      const found = await mine(token, id);
      if (found?.status === status) return found;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`payout never became ${status}: ${JSON.stringify(await mine(token, id))}`);
  }
  const statusQueries = (id: string) =>
    processor.requests.filter((r) => r.url === '/Payment/payoutStatus' && r.body.includes(id)).length;
  const movements = async (phone: string) =>
    (
      await rows<{ kind: string; amount: number | string }>(
        t.app.db,
        sql`select kind, amount from coin_ledger where phone = ${phone} and kind like 'payout%' order by created_at`,
      )
    ).map((m) => `${m.kind} ${Number(m.amount)}`);
  const balance = async (token: string) => (await call(t.app, 'GET', '/api/customer/wallet', { token })).body.data.coin;

  async function payoutLeftUnknown(coin: number, amount: number) {
    const { phone, token } = await customer(coin);
    const res = await call(t.app, 'POST', '/api/customer/payouts', {
      token,
      body: { amount, cardNumber: GOOD_CARD },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(res.status).toBe(201);
    const id: string = res.body.data.payout._id;
    const unknown = await until(token, id, 'unknown');
    expect(unknown).toMatchObject({ status: 'unknown', paidAt: null, error: null });
    expect(sends.get(id)).toBe(PAYOUT_MAX_ATTEMPTS);
    // no refund on a guess: the debit stands while the processor cannot say
    expect(await movements(phone)).toEqual([`payout -${amount}`]);
    expect(await balance(token)).toBe(coin - amount);
    const [row] = await rows<{ card_secret: string | null }>(
      t.app.db,
      sql`select card_secret from payouts where id = ${id}`,
    );
    expect(row.card_secret).toBeNull();
    return { phone, token, id };
  }

  it('a lost answer on the last attempt is unknown; still processing it is asked again; paid, never refunded', async () => {
    const { phone, token, id } = await payoutLeftUnknown(20_000, 8_000);
    // processing, then a gateway without a readable answer: the payout stays unknown and is asked again
    for (let i = 0; i < 200 && statusQueries(id) < 2; i++) await new Promise((r) => setTimeout(r, 25));
    statusOf.set(id, 'broken');
    const asked = statusQueries(id);
    for (let i = 0; i < 200 && statusQueries(id) < asked + 2; i++) await new Promise((r) => setTimeout(r, 25));
    expect((await mine(token, id)).status).toBe('unknown');
    expect(await movements(phone)).toEqual(['payout -8000']);

    statusOf.set(id, 'paid');
    const paid = await until(token, id, 'paid');
    expect(paid.paidAt).not.toBeNull();
    const settledAfter = statusQueries(id);
    await new Promise((r) => setTimeout(r, 300));
    expect(statusQueries(id)).toBe(settledAfter); // settled once: never asked again
    expect(await movements(phone)).toEqual(['payout -8000']);
    expect(await balance(token)).toBe(12_000);
    expect(sends.get(id)).toBe(PAYOUT_MAX_ATTEMPTS); // asked, never sent again
  });

  it('operators see it in the unknown list; told failed by the status query, it is refunded exactly once', async () => {
    const { phone, token, id } = await payoutLeftUnknown(30_000, 10_000);
    statusOf.set(id, 'failed');
    const queue = await call(t.app, 'GET', '/api/ops/payouts?status=unknown', { token: operator });
    expect(queue.body.data.payouts).toContainEqual(expect.objectContaining({ _id: id, phone, status: 'unknown' }));
    const failed = await until(token, id, 'failed');
    expect(failed.error).toEqual(expect.any(String));
    await new Promise((r) => setTimeout(r, 300));
    expect(await movements(phone)).toEqual(['payout -10000', 'payout_refund 10000']);
    expect(await balance(token)).toBe(30_000);
  });
});
