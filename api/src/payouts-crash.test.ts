// Payouts under kill -9: the real server process is killed while the card processor (a fake on a real port that
// counts calls per idempotency key) holds payout calls. After that every payout ends paid or refunded, none is
// paid twice, and every wallet equals its movements. On PostgreSQL two instances share the payout queue: the
// survivor finishes the killed one's payouts; on PGlite (one process per data directory) the server restarts.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from './db/client';
import { rows } from './db/rows';
import { throwawayPgDatabase, type ThrowawayPg } from './test/databases';
import { FakeProcessor } from './test/fake-processor';
import { signInCustomer } from './test/flows';
import { call, dbKinds, uniquePhone } from './test/harness';
import { moneyMismatches } from './test/money';
import { freePort, startServer, type ServerProcess } from './test/server-process';

const CUSTOMERS = 12;
const START_COIN = 50_000;
const PAYOUT = 20_000;
/** The kill comes once the processor holds this many of the first instance's calls (each answered after PROCESSOR_DELAY_MS). */
const KILL_AFTER_CALLS = 3;
const PROCESSOR_DELAY_MS = 1_500;

describe.each(dbKinds)('payouts survive kill -9 on %s', (kind) => {
  let dataDir: string;
  let pg: ThrowawayPg | undefined;
  let env: Record<string, string | undefined>;
  const processor = new FakeProcessor(PROCESSOR_DELAY_MS);
  const servers: ServerProcess[] = [];

  const open = (): Promise<Database> => openDatabase({ dataDir, databaseUrl: pg?.url });

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'fikr-payouts-'));
    if (kind === 'postgres') pg = await throwawayPgDatabase();
    await processor.start();
    env = {
      DATA_DIR: dataDir,
      DATABASE_URL: pg?.url,
      CARD_PROVIDER: 'uzcard',
      UZCARD_BASE_URL: processor.url,
      UZCARD_LOGIN: 'fikr',
      UZCARD_PASSWORD: 'sandbox',
      UZCARD_SERVICE_ID: '7',
      PAYOUT_SEND_TIMEOUT_MS: '3000',
      PAYOUT_LEASE_MS: '4000',
      PAYOUT_POLL_MS: '200',
      // the customers' sign-in codes go through the outbox: on a machine busy with the whole suite a first send can
      // fail, and the default retry (30 s) comes after the test's 20 s wait for the code (as in scale-out.test.ts)
      OUTBOX_POLL_MS: '200',
      OUTBOX_RETRY_BASE_MS: '4000',
    };
  });

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.kill()));
    await processor.stop();
    await pg?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('every payout ends paid or refunded, none is paid twice, each wallet equals its movements', async () => {
    // Wallets as many rewards would leave them: balance and its movement together (the money under test is below).
    const phones = Array.from({ length: CUSTOMERS }, () => uniquePhone());
    const seed = await open();
    for (const phone of phones) {
      await seed.db.execute(sql`insert into customer_wallets (phone, coin) values (${phone}, ${START_COIN})`);
      await seed.db.execute(
        sql`insert into coin_ledger (phone, kind, amount, response_id) values (${phone}, 'reward', ${START_COIN}, gen_random_uuid())`,
      );
    }
    await seed.close();

    // Each instance calls the processor under its own service id, so the test knows whose calls are in flight.
    const first = await startServer(await freePort(), { ...env, UZCARD_SERVICE_ID: '7' });
    servers.push(first);
    const second =
      kind === 'postgres' ? await startServer(await freePort(), { ...env, UZCARD_SERVICE_ID: '8' }) : undefined;
    if (second) servers.push(second);
    const tokens = await Promise.all(phones.map((phone) => signInCustomer(first.url, phone)));

    // Two payouts per customer, split over the instances; every third customer's second card is declined.
    const created = await Promise.all(
      phones.flatMap((_, i) =>
        [0, 1].map(async (n) => {
          const target = second && n === 1 ? second.url : first.url;
          const card = n === 1 && i % 3 === 0 ? '8600000000000113' : '8600000000000001';
          const res = await call(target, 'POST', '/api/customer/payouts', {
            token: tokens[i],
            body: { amount: PAYOUT, cardNumber: card },
            headers: { 'idempotency-key': `payout-${i}-${n}` },
          });
          if (res.status !== 201) throw new Error(`payout: ${res.status} ${JSON.stringify(res.body)}`);
          return { id: res.body.data.payout._id as string, declined: card.endsWith('0113') };
        }),
      ),
    );

    // kill -9 while the processor holds the first instance's calls: debited, sent, and no answer heard.
    const held = () => processor.waiting.get('7') ?? 0;
    const deadline = Date.now() + 20_000;
    while (held() < KILL_AFTER_CALLS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    expect(held()).toBeGreaterThanOrEqual(KILL_AFTER_CALLS);
    await first.kill();
    const survivor = second ?? (await startServer(await freePort(), { ...env, UZCARD_SERVICE_ID: '7' }));
    if (!second) servers.push(survivor);

    // Every payout settles (the killed instance's claims after their lease), asked over HTTP as the customer would.
    const statuses = new Map<string, string>();
    const until = Date.now() + 60_000;
    while (Date.now() < until) {
      for (const token of tokens) {
        const list = await call(survivor.url, 'GET', '/api/customer/payouts', { token });
        for (const p of list.body.data.payouts) statuses.set(p._id, p.status);
      }
      if (created.every((p) => statuses.get(p.id) && statuses.get(p.id) !== 'pending')) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    for (const p of created) expect([p.id, statuses.get(p.id)]).toEqual([p.id, p.declined ? 'failed' : 'paid']);

    // The processor paid each good payout once, though the crash made it hear some of them twice.
    for (const p of created) expect([p.id, processor.payments.get(p.id) ?? 0]).toEqual([p.id, p.declined ? 0 : 1]);
    expect([...processor.calls.values()].some((n) => n >= 2)).toBe(true);

    await Promise.all(servers.map((s) => s.stop()));
    const check = await open();
    try {
      expect(await moneyMismatches(check.db)).toEqual([]);
      const refunds = await rows<{ payout_id: string; n: number | string }>(
        check.db,
        sql`select payout_id, count(*) as n from coin_ledger where kind = 'payout_refund' group by payout_id`,
      );
      expect(refunds.map((r) => [r.payout_id, Number(r.n)]).sort()).toEqual(
        created
          .filter((p) => p.declined)
          .map((p) => [p.id, 1])
          .sort(),
      );
      const wallets = await rows<{ phone: string; coin: number | string }>(
        check.db,
        sql`select phone, coin from customer_wallets`,
      );
      const expected = (i: number) => START_COIN - PAYOUT * (i % 3 === 0 ? 1 : 2);
      expect(wallets.map((w) => [w.phone, Number(w.coin)]).sort()).toEqual(
        phones.map((phone, i) => [phone, expected(i)]).sort(),
      );
    } finally {
      await check.close();
    }
  });
});
