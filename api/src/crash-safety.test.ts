// Crash safety: the real server process (api/dist/server.js) is killed with SIGKILL in the middle of a load of
// public submits and card top-ups, then restarted on the same data. Whatever a client was told succeeded must
// still be there, nothing may have happened twice, and every balance must still equal its ledger.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from './db/client';
import { rows } from './db/rows';
import { throwawayPgDatabase, type ThrowawayPg } from './test/databases';
import {
  answersFor,
  createForm,
  FUTURE_EXPIRY,
  GOOD_CARD,
  otpFor,
  ownerWithBusiness,
  sendRequest,
  topUp,
  type Owner,
} from './test/flows';
import { call, dbKinds, uniquePhone, type Reply } from './test/harness';
import { freePort, spawnServer, startServer, type ServerProcess } from './test/server-process';

const REQUESTS = 160;
const CUSTOMERS = 40;
const SUBMIT_WORKERS = 8;
const TOPUP_WORKERS = 4;
/** The kill comes once this many submits and confirms got their 2xx, while requests are in flight. */
const KILL_AFTER_SUBMITS = 30;
const KILL_AFTER_TOPUPS = 6;
/** Every RETRY_EVERY-th request code is sent twice at once, as by a client retrying while its first try runs. */
const RETRY_EVERY = 4;
const CLAIM_LEASE_SECONDS = 2;
/** services/outbox-sender.ts: the send timeout (5 s) plus 30 s. */
const OUTBOX_LEASE_MS = 35_000;
const ALREADY_COMPLETED = "So'rovnoma allaqachon to'ldirilgan";

/** The reply, or 'lost' when the connection died before one came (the outcome is unknown to the client). */
type Outcome = Reply | 'lost';

async function attempt(request: () => Promise<Reply>): Promise<Outcome> {
  try {
    return await request();
  } catch (err) {
    // undici: 'fetch failed' (refused/reset before the reply), 'terminated' (reset while reading it). Its
    // TypeError comes from Node's realm, not the test's, so instanceof cannot tell.
    const { name, message } = err as Error;
    if (name === 'TypeError' && /fetch failed|terminated/.test(message)) return 'lost';
    throw err;
  }
}

/** Runs `task` over `items` with at most `width` at a time. */
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

interface RequestCode {
  code: string;
  body: { answers: Array<{ question: string; value: string }>; rating: number; review: string; isPublic: boolean };
  replies: Outcome[];
}

interface TopUp {
  owner: Owner;
  transactionId: string;
  amount: number;
  confirm?: Outcome;
}

const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

describe.each(dbKinds)('crash safety on %s: kill -9 under load, restart on the same data', (kind) => {
  let dataDir: string;
  let pg: ThrowawayPg | undefined;
  let env: Record<string, string | undefined>;
  let port: number;
  let server: ServerProcess | undefined;
  let base: string;
  let owner: Owner & { businessId: string };
  let requests: RequestCode[];
  const openIds: string[] = [];
  // Open-link submits cut off by the kill: each may or may not have committed (a new response per submit, so
  // the client cannot know), but none may be stored twice.
  let lostOpenSubmits = 0;
  const topUps: TopUp[] = [];
  const figures: string[] = [];
  const stats = { inFlightAtKill: { submit: 0, topUp: 0, confirm: 0 }, submitsBeforeKill: 0, confirmsBeforeKill: 0 };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'fikr-crash-'));
    if (kind === 'postgres') pg = await throwawayPgDatabase();
    // DATABASE_URL: undefined keeps a PostgreSQL test run's URL away from the PGlite server.
    // A short top-up claim lease: on PostgreSQL a restarted server cannot tell the killed instance from a live
    // peer, so the killed one's claims go back to pending only once their lease lapses.
    env = { DATA_DIR: dataDir, DATABASE_URL: pg?.url, TOPUP_CLAIM_LEASE_SECONDS: String(CLAIM_LEASE_SECONDS) };
    port = await freePort();
  });

  afterAll(async () => {
    await server?.kill();
    await pg?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    console.log(`crash safety on ${kind}:\n  ${figures.join('\n  ')}`);
  });

  it('seeds over HTTP, then kill -9s the server under concurrent submits and top-ups', async () => {
    let t = performance.now();
    server = await startServer(port, env);
    base = server.url;
    figures.push(`first start on an empty database: ${fmt(performance.now() - t)}`);
    t = performance.now();
    owner = await ownerWithBusiness(base);
    await topUp(base, owner, 1_000_000);
    const form = await createForm(base, owner);
    const customers = Array.from({ length: CUSTOMERS }, () => uniquePhone());
    requests = new Array(REQUESTS);
    await pool([...requests.keys()], 8, async (i) => {
      const typeMotive = i % 3 === 0 ? 'voucher' : 'coin';
      const res = await sendRequest(base, owner, form._id, {
        phone: customers[i % CUSTOMERS],
        typeMotive,
        ...(typeMotive === 'coin'
          ? { coin: 2_000 }
          : { voucher: { amount: 20_000, description: 'Kofe', duration: 30 } }),
      });
      if (res.status !== 201) throw new Error(`survey request: ${res.status} ${JSON.stringify(res.body)}`);
      const choice = ['Yaxshi', "O'rtacha", 'Yomon'][i % 3];
      const body = {
        answers: answersFor(form, choice, String(1 + (i % 5))),
        rating: 1 + (i % 5),
        review: `Javob ${i}`,
        isPublic: true,
      };
      requests[i] = { code: res.body.data.response.uniqueCode, body, replies: [] };
    });
    const payers = await Promise.all(Array.from({ length: TOPUP_WORKERS }, () => ownerWithBusiness(base)));
    figures.push(
      `seeded ${REQUESTS} survey requests and ${TOPUP_WORKERS + 1} businesses over HTTP in ${fmt(performance.now() - t)}`,
    );

    // The load: submit workers take request codes (some sent twice at once) and fall back to the form's open
    // share link when none are left; top-up workers each pay for their own business (create, OTP, confirm).
    const live = server;
    const inFlight = { submit: 0, topUp: 0, confirm: 0 };
    let killed: Promise<void> | undefined;
    const send = async (what: keyof typeof inFlight, request: () => Promise<Reply>): Promise<Outcome> => {
      inFlight[what] += 1;
      try {
        return await attempt(request);
      } finally {
        inFlight[what] -= 1;
      }
    };
    const succeeded = () => ({
      submits: requests.filter((r) => r.replies.some((o) => o !== 'lost' && o.status === 200)).length + openIds.length,
      confirms: topUps.filter((p) => p.confirm !== undefined && p.confirm !== 'lost' && p.confirm.status === 200)
        .length,
    });
    // Progress decides the moment, not a clock: enough successes, and submits and confirms both in flight.
    const maybeKill = () => {
      const done = succeeded();
      if (killed || done.submits < KILL_AFTER_SUBMITS || done.confirms < KILL_AFTER_TOPUPS) return;
      if (inFlight.submit === 0 || inFlight.confirm === 0) return;
      Object.assign(stats, {
        inFlightAtKill: { ...inFlight },
        submitsBeforeKill: done.submits,
        confirmsBeforeKill: done.confirms,
      });
      killed = live.kill();
    };
    const expectStatus = (outcome: Outcome, allowed: number[], what: string) => {
      if (outcome !== 'lost' && !allowed.includes(outcome.status))
        throw new Error(`${what}: ${outcome.status} ${JSON.stringify(outcome.body)}`);
    };

    let nextCode = 0;
    const submitWorker = async () => {
      while (!killed) {
        if (nextCode < requests.length) {
          const request = requests[nextCode];
          const tries = nextCode++ % RETRY_EVERY === 0 ? 2 : 1;
          const submit = () => call(base, 'POST', `/api/responses/${request.code}/submit`, { body: request.body });
          request.replies = await Promise.all(Array.from({ length: tries }, () => send('submit', submit)));
          request.replies.forEach((o) => expectStatus(o, [200, 409], 'submit'));
          if (request.replies.includes('lost')) return;
        } else {
          const body = { answers: answersFor(form), rating: 5, review: 'Ochiq havola', isPublic: true };
          const reply = await send('submit', () =>
            call(base, 'POST', `/api/responses/${form.shareCode}/submit`, { body }),
          );
          if (reply === 'lost') {
            lostOpenSubmits++;
            return;
          }
          expectStatus(reply, [200], 'open-link submit');
          openIds.push(reply.body.data._id);
        }
        maybeKill();
      }
    };
    const topUpWorker = async (payer: Owner, w: number) => {
      for (let n = 0; !killed; n++) {
        const amount = 10_000 + 1_000 * (w * 100 + n);
        const created = await send('topUp', () =>
          call(base, 'POST', '/api/payment/uzcard/createTransaction', {
            token: payer.token,
            body: { amount, cardNumber: GOOD_CARD, expireDate: FUTURE_EXPIRY },
          }),
        );
        if (created === 'lost') return;
        expectStatus(created, [200], 'createTransaction');
        const payment: TopUp = { owner: payer, transactionId: created.body.data.result.transactionId, amount };
        topUps.push(payment);
        let otp: string;
        try {
          otp = await otpFor(base, payer.phone, amount);
        } catch (err) {
          if (killed) return; // The outbox call died with the server; the retry after the restart reads the OTP.
          throw err;
        }
        payment.confirm = await send('confirm', () =>
          call(base, 'POST', '/api/payment/uzcard/confirmTransaction', {
            token: payer.token,
            body: { transactionId: payment.transactionId, otp },
          }),
        );
        if (payment.confirm === 'lost') return;
        expectStatus(payment.confirm, [200], 'confirmTransaction');
        maybeKill();
      }
    };

    t = performance.now();
    await Promise.all([
      ...Array.from({ length: SUBMIT_WORKERS }, submitWorker),
      ...payers.map((payer, w) => topUpWorker(payer, w)),
    ]);
    expect(killed).toBeDefined();
    await killed;
    expect(live.child.signalCode).toBe('SIGKILL');
    const lostSubmits = requests.reduce((n, r) => n + r.replies.filter((o) => o === 'lost').length, 0);
    const lostConfirms = topUps.filter((p) => p.confirm === undefined || p.confirm === 'lost').length;
    figures.push(
      `load ${fmt(performance.now() - t)} (${SUBMIT_WORKERS} submit + ${TOPUP_WORKERS} top-up workers): SIGKILL after ` +
        `${stats.submitsBeforeKill} submits (${openIds.length} on the open link) and ${stats.confirmsBeforeKill} top-ups got 2xx, ` +
        `in flight: ${stats.inFlightAtKill.submit} submits, ${stats.inFlightAtKill.topUp} creates, ${stats.inFlightAtKill.confirm} confirms; ` +
        `replies lost: ${lostSubmits} submits, ${lostConfirms} top-ups`,
    );
    expect(stats.inFlightAtKill.submit).toBeGreaterThan(0);
    expect(stats.inFlightAtKill.confirm).toBeGreaterThan(0);
  }, 120_000);

  const restartTitle =
    kind === 'pglite'
      ? "restarts on the same data directory: the killed server's lock is taken over"
      : 'restarts on the same database';
  it(restartTitle, async () => {
    const t = performance.now();
    server = await startServer(port, env);
    const released = /"released":(\d+)/.exec(server.output())?.[1] ?? 0;
    figures.push(
      `restart to a healthy /api/health: ${fmt(performance.now() - t)} (top-up claims cut off by the kill, released: ${released})`,
    );
    expect((await call(base, 'GET', '/api/business', { token: owner.token })).status).toBe(200);
  });

  it('every submit that got a 2xx stays completed; a retrying client never completes a request twice', async () => {
    // The retrying client sends again every submit whose reply it lost: the request completes now (200) or
    // had completed before the kill (409), never both.
    let completedLate = 0;
    let committedUnseen = 0;
    for (const request of requests.filter(
      (r) => r.replies.includes('lost') && !r.replies.some((o) => o !== 'lost' && o.status === 200),
    )) {
      const again = await call(base, 'POST', `/api/responses/${request.code}/submit`, { body: request.body });
      expect([200, 409]).toContain(again.status);
      if (again.status === 200) completedLate += 1;
      else committedUnseen += 1;
      request.replies.push(again);
    }
    figures.push(
      `retried lost submits after the restart: ${completedLate} completed now, ${committedUnseen} had committed before the kill`,
    );

    const done = requests.filter((r) => r.replies.some((o) => o !== 'lost' && o.status === 200));
    expect(done.length).toBeGreaterThanOrEqual(KILL_AFTER_SUBMITS - openIds.length);
    for (const { code, replies } of requests) {
      const ok = replies.filter((o) => o !== 'lost' && o.status === 200).length;
      // One 200 at most; exactly one when every reply arrived (the others of a retrying pair are 409s).
      expect({ code, ok: Math.min(ok, 2) }).toEqual({
        code,
        ok: replies.length > 0 && !replies.includes('lost') ? 1 : Math.min(ok, 1),
      });
    }
    for (const request of done) {
      const again = await call(base, 'POST', `/api/responses/${request.code}/submit`, { body: request.body });
      expect({ code: request.code, status: again.status, message: again.body.message }).toEqual({
        code: request.code,
        status: 409,
        message: ALREADY_COMPLETED,
      });
      expect((await call(base, 'GET', `/api/forms/u/${request.code}`)).status).toBe(409);
    }
  });

  it('every confirmed top-up is there; a confirm whose reply was lost can be retried', async () => {
    if (kind === 'postgres') await new Promise((r) => setTimeout(r, CLAIM_LEASE_SECONDS * 1000 + 500));
    let creditedLate = 0;
    let creditedUnseen = 0;
    for (const payment of topUps.filter((p) => p.confirm === undefined || p.confirm === 'lost')) {
      // An OTP SMS the killed server had claimed but not sent goes out once its outbox lease (35 s) lapses.
      const otp = await otpFor(base, payment.owner.phone, payment.amount, OUTBOX_LEASE_MS + 10_000);
      const again = await call(base, 'POST', '/api/payment/uzcard/confirmTransaction', {
        token: payment.owner.token,
        body: { transactionId: payment.transactionId, otp },
      });
      expect({ status: again.status, message: again.body.message }).toEqual(
        again.status === 200
          ? { status: 200, message: undefined }
          : { status: 409, message: "To'lov allaqachon tasdiqlangan" },
      );
      if (again.status === 200) creditedLate += 1;
      else creditedUnseen += 1;
      payment.confirm = again;
    }
    figures.push(
      `retried lost confirms after the restart: ${creditedLate} credited now, ${creditedUnseen} had committed before the kill`,
    );
    // Every top-up the client saw confirmed (all of them by now) is paid in the business's history.
    for (const payment of topUps) {
      const list = await call(base, 'GET', '/api/payment/uzcard/myPayments?limit=50', { token: payment.owner.token });
      const row = list.body.data.transactions.find((x: { _id: string }) => x._id === payment.transactionId);
      expect({ id: payment.transactionId, status: row?.status, amount: row?.amount }).toEqual({
        id: payment.transactionId,
        status: 1,
        amount: payment.amount,
      });
    }
  }, 120_000);

  describe('in the database, after a clean stop', () => {
    let database: Database;
    const q = <T>(query: ReturnType<typeof sql>) => rows<T>(database.db, query);

    beforeAll(async () => {
      // PGlite allows one process per data directory: the server stops before the test opens it.
      await server?.stop();
      expect(server?.child.exitCode).toBe(0);
      database = await openDatabase({ dataDir: dataDir, databaseUrl: pg?.url });
    });
    afterAll(() => database?.close());

    it('each 2xx submit is stored with its answers; each completed request has exactly one reward', async () => {
      const stored = await q<{
        code: string;
        status: string;
        rating: number;
        review: string;
        answers: Array<{ question: string; value: string }>;
      }>(sql`select unique_code as code, status, rating, review, answers from responses where type_motive is not null`);
      const byCode = new Map(stored.map((r) => [r.code, r]));
      for (const request of requests.filter((r) => r.replies.some((o) => o !== 'lost' && o.status === 200))) {
        const row = byCode.get(request.code);
        expect({
          code: request.code,
          status: row?.status,
          rating: row?.rating,
          review: row?.review,
          answers: row?.answers.map((a) => [a.question, a.value]),
        }).toEqual({
          code: request.code,
          status: 'completed',
          rating: request.body.rating,
          review: request.body.review,
          answers: request.body.answers.map((a) => [a.question, a.value]),
        });
      }
      const openStored = await q<{ id: string }>(
        sql`select id from responses where type_motive is null and status = 'completed'`,
      );
      const storedOpen = new Set(openStored.map((r) => r.id));
      expect(openIds.filter((id) => !storedOpen.has(id))).toEqual([]);
      expect(storedOpen.size - openIds.length).toBeLessThanOrEqual(lostOpenSubmits);
      // A reward per completed request, none for a waiting one: coin cashback or a voucher, exactly once.
      const wrongRewards = await q(sql`
        select r.unique_code, r.status, r.type_motive,
               (select count(*)::int from coin_ledger c where c.response_id = r.id) as coins,
               (select count(*)::int from vouchers v where v.response_id = r.id) as vouchers
        from responses r where r.type_motive is not null
        except
        select r.unique_code, r.status, r.type_motive,
               case when r.status = 'completed' and r.type_motive = 'coin' then 1 else 0 end,
               case when r.status = 'completed' and r.type_motive = 'voucher' then 1 else 0 end
        from responses r where r.type_motive is not null`);
      expect(wrongRewards).toEqual([]);
      const wallets = await q(sql`
        select phone, coin from customer_wallets
        except select phone, sum(amount) from coin_ledger group by phone`);
      expect(wallets).toEqual([]);
    });

    it('every balance equals the sum of its ledger; each paid top-up is in the ledger once, nothing is half-confirmed', async () => {
      const balances = await q(sql`
        select b.id, b.coin, coalesce((select sum(l.amount) from ledger l where l.business_id = b.id), 0) as ledger
        from businesses b where b.coin <> coalesce((select sum(l.amount) from ledger l where l.business_id = b.id), 0)`);
      expect(balances).toEqual([]);
      const payments = await q(sql`
        select t.id, t.status, t.amount,
               (select count(*)::int from ledger l where l.kind = 'topup' and l.transaction_id = t.id and l.amount = t.amount) as credits
        from payment_transactions t
        where (t.status = '1') <> ((select count(*) from ledger l where l.kind = 'topup' and l.transaction_id = t.id and l.amount = t.amount) = 1)
           or (select count(*) from ledger l where l.kind = 'topup' and l.transaction_id = t.id) > 1
           or t.status = 'processing'`);
      expect(payments).toEqual([]);
      const requestDebits = await q(sql`
        select r.id from responses r where r.type_motive is not null
          and (select count(*) from ledger l where l.kind = 'request' and l.response_id = r.id) <> 1`);
      expect(requestDebits).toEqual([]);
      const [paid] = await q<{ n: number }>(
        sql`select count(*)::int as n from payment_transactions where status = '1'`,
      );
      figures.push(
        `after the restart: ${paid.n} paid top-ups (${topUps.length} under load + ${TOPUP_WORKERS + 1} seeding), balances = ledgers`,
      );
    });

    it('the counters kept in the same transactions equal what they count', async () => {
      const formCounts = await q(sql`
        select f.id, f.responses_count from forms f
        except select f.id, (select count(*)::int from responses r where r.form_id = f.id) from forms f`);
      expect(formCounts).toEqual([]);
      const businessCounts = await q(sql`
        select business_id, responses, completed, rating_sum::bigint, rating_count, customers, repeat_customers from business_stats
        except
        select r.business_id, count(*)::int, (count(*) filter (where status = 'completed'))::int,
               coalesce(sum(rating) filter (where status = 'completed'), 0)::bigint, (count(*) filter (where status = 'completed'))::int,
               (select count(*)::int from clients c where c.business_id = r.business_id),
               (select count(*)::int from clients c where c.business_id = r.business_id and c.requests >= 2)
        from responses r group by r.business_id`);
      expect(businessCounts).toEqual([]);
      const answerCounts = await q(sql`
        select form_id, question_id, value, count from answer_counts
        except
        select r.form_id, a->>'question', a->>'value', count(*)::int
        from responses r cross join lateral jsonb_array_elements(r.answers) a
        where r.status = 'completed' and a->>'type' in ('choice', 'number')
        group by 1, 2, 3`);
      expect(answerCounts).toEqual([]);
    });
  });
});

describe('one PGlite data directory, two servers', () => {
  let dataDir: string;
  let first: ServerProcess | undefined;
  let second: ServerProcess | undefined;
  afterEach(async () => {
    await second?.kill();
    await first?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('the second server exits non-zero naming the process that holds the directory; the first keeps serving', async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'fikr-lock2-'));
    const env = { DATA_DIR: dataDir, DATABASE_URL: undefined };
    first = await startServer(await freePort(), env);
    second = spawnServer(await freePort(), env);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `data directory is in use by process ${first.child.pid} (${path.join(dataDir, 'db.lock')}): stop that server or choose another DATA_DIR`,
    );
    expect(second.output()).not.toMatch(/^\s+at /m); // a message, not a stack trace
    expect((await call(first.url, 'GET', '/api/health')).status).toBe(200);
  });
});
