import { eq, sql } from 'drizzle-orm';
import type { Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { outgoingMessages } from '../db/schema';
import { createProviders } from '../providers';
import { throwawayPgDatabase } from '../test/databases';
import {
  answersFor,
  createForm,
  linkCode,
  outbox,
  ownerWithBusiness,
  sendRequest,
  topUp,
  type Owner,
} from '../test/flows';
import { call, createTestApp, dbKinds, testConfig, uniquePhone, type TestApp } from '../test/harness';
import { startHttpDouble } from '../test/http-double';
import { enqueueMessage } from './outbox';
import { MAX_ATTEMPTS, OutboxSender, retryDelayMs } from './outbox-sender';

/** Fast retries for tests: 20 ms, 60 ms, 180 ms, 540 ms, 1.6 s between the six attempts. */
const FAST = { retryBaseMs: 20, sendTimeoutMs: 5_000, pollMs: 50 };

async function until<T>(what: string, probe: () => Promise<T | undefined | null | false>, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

type Eskiz = Awaited<ReturnType<typeof startHttpDouble>>;

/** A local Eskiz stand-in: login works; sends answer as `answer()` says (null: never answer). */
async function eskizDouble(answer: () => { status: number } | null): Promise<Eskiz> {
  return startHttpDouble((req) => {
    if (req.url === '/api/auth/login') return { json: { data: { token: 'tok' } } };
    const a = answer();
    return a === null
      ? null
      : { status: a.status, json: a.status === 200 ? { id: 'sms', status: 'waiting' } : { message: 'down' } };
  });
}

function eskizConfig(eskiz: Eskiz, outboxSettings: Partial<Config['outbox']> = {}): Partial<Config> {
  return {
    sms: {
      provider: 'eskiz',
      eskizEmail: 'a@b.uz',
      eskizPassword: 'pw',
      eskizFrom: '4546',
      eskizBaseUrl: `${eskiz.baseUrl}/api`,
    },
    outbox: { ...FAST, ...outboxSettings },
  };
}

const smsSends = (eskiz: Eskiz) => eskiz.requests.filter((r) => r.url === '/api/message/sms/send');

/** A survey request as its creation answers it. */
async function request(app: TestApp['app'], owner: Owner, formId: string, body: Record<string, unknown>) {
  const res = await sendRequest(app, owner, formId, body);
  if (res.status !== 201) throw new Error(`request failed: ${JSON.stringify(res.body)}`);
  return res.body.data.response;
}

/** The list row of the business's request to `phone`. */
async function listed(app: TestApp['app'], owner: Owner, phone: string) {
  const res = await call(app, 'GET', `/api/responses?search=${phone}`, { token: owner.token });
  return res.body.data.responses[0];
}

/** An owner with a form and a balance, inserted directly (the top-up OTP would itself go through the outbox). */
async function funded(t: TestApp, coin = 100_000) {
  const owner = await ownerWithBusiness(t.app);
  await t.app.db.execute(sql`update businesses set coin = ${coin} where id = ${owner.businessId}`);
  const form = await createForm(t.app, owner, 'Outbox');
  return { owner, form };
}

describe('retry backoff', () => {
  it('waits 3× longer each time with ±20 % jitter: about an hour over six attempts at 30 s', () => {
    expect(retryDelayMs(1, 30_000, () => 0.5)).toBe(30_000);
    expect(retryDelayMs(2, 30_000, () => 0.5)).toBe(90_000);
    expect(retryDelayMs(1, 30_000, () => 0)).toBe(24_000);
    expect(retryDelayMs(1, 30_000, () => 1)).toBe(36_000);
    const total = [1, 2, 3, 4, 5].reduce((sum, n) => sum + retryDelayMs(n, 30_000, () => 0.5), 0);
    expect(total / 60_000).toBeCloseTo(60.5, 1);
  });
});

describe.each(dbKinds)('outbox on %s', (kind) => {
  describe('with the sandbox providers', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, {
        outbox: FAST,
        rateLimits: { ...testConfig().rateLimits, smsResendMinute: { max: 1, windowMs: 60_000 } },
      });
    });
    afterAll(() => t.close());

    it('writes the survey SMS in the transaction of the request; a refused request leaves no message', async () => {
      const { owner, form } = await funded(t, 3_000);
      const phone = uniquePhone();
      const created = await request(t.app, owner, form._id, { phone, typeMotive: 'coin', coin: 1000 });
      expect(created.delivery).toEqual({ channel: 'sms', status: 'queued', attempts: 0, sentAt: null });
      const [message] = await t.app.db.select().from(outgoingMessages).where(eq(outgoingMessages.phone, phone));
      expect(message).toMatchObject({
        channel: 'sms',
        kind: 'survey',
        responseId: created._id,
        businessId: owner.businessId,
      });
      expect(message.text).toContain('/form/');

      // Not enough balance: the request rolls back, and its message with it.
      const poor = uniquePhone();
      const refused = await call(t.app, 'POST', `/api/responses/${form._id}`, {
        token: owner.token,
        body: { phone: poor, typeMotive: 'coin', coin: 100_000 },
      });
      expect(refused.status).toBe(400);
      expect(await t.app.db.select().from(outgoingMessages).where(eq(outgoingMessages.phone, poor))).toEqual([]);

      // Any cause: a rolled-back transaction takes its queued message with it.
      const other = uniquePhone();
      await expect(
        t.app.db.transaction(async (tx) => {
          await enqueueMessage(tx, { channel: 'sms', kind: 'reward', phone: other, text: 'x' });
          throw new Error('cause failed');
        }),
      ).rejects.toThrow('cause failed');
      expect(await t.app.db.select().from(outgoingMessages).where(eq(outgoingMessages.phone, other))).toEqual([]);
    });

    it('sends the request SMS, and the list and detail show it sent after one attempt', async () => {
      const { owner, form } = await funded(t);
      const phone = uniquePhone();
      const created = await request(t.app, owner, form._id, { phone, typeMotive: 'coin', coin: 1000 });
      const row = await until('sent', async () => {
        const r = await listed(t.app, owner, phone);
        return r.delivery.status === 'sent' && r;
      });
      expect(row.delivery).toEqual({ channel: 'sms', status: 'sent', attempts: 1, sentAt: expect.any(String) });
      const detail = await call(t.app, 'GET', `/api/responses/${created._id}`, { token: owner.token });
      expect(detail.body.data.response.delivery).toEqual(row.delivery);
      const sms = await outbox(t.app, phone);
      expect(sms).toHaveLength(1);
      expect(Object.keys(sms[0]).sort()).toEqual([
        'channel',
        'chatId',
        'createdAt',
        'endpoint',
        'phone',
        'replyMarkup',
        'scheduledFor',
        'text',
      ]);
      expect(sms[0].scheduledFor).toBeNull();
    });

    it('a number ending in 0000 fails its first attempt in the sandbox and is sent by the retry', async () => {
      const { owner, form } = await funded(t);
      const phone = `99890${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}0000`;
      await sendRequest(t.app, owner, form._id, { phone, typeMotive: 'coin', coin: 1000 });
      const row = await until('sent after a retry', async () => {
        const r = await listed(t.app, owner, phone);
        return r.delivery.status === 'sent' && r;
      });
      expect(row.delivery).toEqual({
        channel: 'sms',
        status: 'sent',
        attempts: 2,
        sentAt: expect.any(String),
        lastError: 'sandbox: numbers ending in 0000 fail their first attempt (temporary failure)',
      });
      expect((await outbox(t.app, phone)).filter((m) => m.text.includes('/form/'))).toHaveLength(1);
    });

    it('password resets, voucher links, top-up OTPs and chat alerts all go through the outbox', async () => {
      const owner = await ownerWithBusiness(t.app);
      await topUp(t.app, owner, 50_000); // reads the OTP SMS from the sandbox outbox
      const form = await createForm(t.app, owner, 'Hammasi');
      const customer = uniquePhone();
      await sendRequest(t.app, owner, form._id, {
        phone: customer,
        typeMotive: 'voucher',
        voucher: { amount: 20_000, description: 'Kofe', duration: 30 },
      });
      await call(t.app, 'POST', `/api/responses/${await linkCode(t.app, customer)}/submit`, {
        body: { answers: answersFor(form) },
      });
      const vouchers = await call(t.app, 'GET', `/api/vouchers?search=${customer}`, { token: owner.token });
      await call(t.app, 'POST', '/api/vouchers/sendConfirm', {
        token: owner.token,
        body: { voucherId: vouchers.body.data.responses[0]._id },
      });
      expect((await call(t.app, 'POST', '/api/auth/reset-password', { body: { phone: owner.phone } })).status).toBe(
        200,
      );
      await t.app.db.transaction((tx) =>
        enqueueMessage(tx, { channel: 'telegram', chatId: '-100123', text: 'Past baho: 1' }),
      );

      const toCustomer = (await outbox(t.app, customer)).map((m) => m.text);
      expect(toCustomer.some((x) => x.includes('/voucher/'))).toBe(true);
      expect(toCustomer.some((x) => x.includes('voucheringiz kodi'))).toBe(true);
      const toOwner = await outbox(t.app, owner.phone);
      expect(toOwner.some((m) => m.channel === 'telegram' && /yangi parolingiz \d+/.test(m.text))).toBe(true);
      const all = (await call(t.app, 'GET', '/api/dev/outbox')).body.data.messages;
      expect(all).toContainEqual(
        expect.objectContaining({ channel: 'telegram', chatId: '-100123', phone: null, text: 'Past baho: 1' }),
      );
      const kinds = await t.app.db
        .select({ kind: outgoingMessages.kind, status: outgoingMessages.status, text: outgoingMessages.text })
        .from(outgoingMessages)
        .where(eq(outgoingMessages.businessId, owner.businessId));
      // The thank-you SMS (with the voucher code) is written by the submit's own statement.
      expect(kinds.map((k) => k.kind).sort()).toEqual(['reward', 'survey', 'voucher_confirm']);
      // A reset password is not kept in the outbox once it is sent.
      const resets = await t.app.db.select().from(outgoingMessages).where(eq(outgoingMessages.kind, 'password_reset'));
      expect(resets.every((r) => r.status === 'sent' && r.text === '')).toBe(true);
    });

    it("resend: the business's own request only (404 otherwise), 409 for an open-link answer, 429 over the limit", async () => {
      const { owner, form } = await funded(t);
      const other = await ownerWithBusiness(t.app);
      const phone = uniquePhone();
      const created = await request(t.app, owner, form._id, { phone, typeMotive: 'coin', coin: 1000 });
      await until('sent', async () => (await listed(t.app, owner, phone)).delivery.status === 'sent');

      expect(await call(t.app, 'POST', `/api/responses/${created._id}/resend`, { token: other.token })).toMatchObject({
        status: 404,
        body: { success: false, message: 'Javob topilmadi' },
      });
      const resent = await call(t.app, 'POST', `/api/responses/${created._id}/resend`, { token: owner.token });
      expect(resent.status).toBe(200);
      expect(resent.body.data.delivery).toEqual({ channel: 'sms', status: 'queued', attempts: 0, sentAt: null });
      await until('sent again', async () => (await outbox(t.app, phone)).length === 2);
      expect((await listed(t.app, owner, phone)).delivery).toMatchObject({ status: 'sent', attempts: 1 });

      const open = await call(t.app, 'POST', `/api/responses/${form.shareCode}/submit`, {
        body: { answers: answersFor(form) },
      });
      const openResend = await call(t.app, 'POST', `/api/responses/${open.body.data._id}/resend`, {
        token: owner.token,
      });
      expect(openResend.status).toBe(409);
      expect(openResend.body.success).toBe(false);
      expect(typeof openResend.body.message).toBe('string');

      // Like every SMS to a customer: once a minute per request (and 3 a day, 20 an hour per business).
      const again = await call(t.app, 'POST', `/api/responses/${created._id}/resend`, { token: owner.token });
      expect(again.status).toBe(429);
      expect(again.body).toMatchObject({
        success: false,
        message: "Bu so'rovning SMS'i yaqinda yuborilgan: daqiqasiga 1 ta va kuniga 3 tagacha qayta yuborish mumkin",
      });
    });
  });

  it('an enqueue wakes the sender of its process: the SMS goes out although the loop polls only once a minute', async () => {
    const t = await createTestApp(kind, { outbox: { ...FAST, pollMs: 60_000 } });
    try {
      const { owner, form } = await funded(t);
      const phone = uniquePhone();
      await request(t.app, owner, form._id, { phone, typeMotive: 'coin', coin: 1000 });
      // Read through the list (the dev outbox would send due messages itself).
      const row = await until(
        'sent',
        async () => {
          const r = await listed(t.app, owner, phone);
          return r.delivery.status === 'sent' && r;
        },
        10_000,
      );
      expect(row.delivery).toEqual({ channel: 'sms', status: 'sent', attempts: 1, sentAt: expect.any(String) });
    } finally {
      await t.close();
    }
  });

  it('a failing provider (an Eskiz stand-in answering 500) is retried with backoff and failed after 6 attempts', async () => {
    let failing = true;
    const eskiz = await eskizDouble(() => ({ status: failing ? 500 : 200 }));
    const t = await createTestApp(kind, eskizConfig(eskiz));
    try {
      const { owner, form } = await funded(t);
      const phone = uniquePhone();
      const created = await request(t.app, owner, form._id, { phone, typeMotive: 'coin', coin: 1000 });
      const row = await until('failed', async () => {
        const r = await listed(t.app, owner, phone);
        return r.delivery.status === 'failed' && r;
      });
      expect(row.delivery).toEqual({
        channel: 'sms',
        status: 'failed',
        attempts: MAX_ATTEMPTS,
        sentAt: null,
        lastError: 'eskiz send failed with HTTP 500',
      });
      const sends = smsSends(eskiz).filter((r) => r.body.includes(phone));
      expect(sends).toHaveLength(MAX_ATTEMPTS);
      // Not a send more once failed.
      await new Promise((r) => setTimeout(r, 300));
      expect(smsSends(eskiz).filter((r) => r.body.includes(phone))).toHaveLength(MAX_ATTEMPTS);

      // The provider is back: resend queues it again from the first attempt and it goes out.
      failing = false;
      expect((await call(t.app, 'POST', `/api/responses/${created._id}/resend`, { token: owner.token })).status).toBe(
        200,
      );
      const sent = await until('sent after resend', async () => {
        const r = await listed(t.app, owner, phone);
        return r.delivery.status === 'sent' && r;
      });
      expect(sent.delivery).toMatchObject({ status: 'sent', attempts: 1, sentAt: expect.any(String) });
    } finally {
      await t.close();
      await eskiz.close();
    }
  });

  it('a provider that never answers: the send timeout ends the attempt, which counts as failed', async () => {
    let hang = true;
    const eskiz = await eskizDouble(() => (hang ? null : { status: 200 }));
    const t = await createTestApp(kind, eskizConfig(eskiz, { sendTimeoutMs: 300, retryBaseMs: 1_000 }));
    try {
      const { owner, form } = await funded(t);
      const phone = uniquePhone();
      await sendRequest(t.app, owner, form._id, { phone, typeMotive: 'coin', coin: 1000 });
      const row = await until('first attempt timed out', async () => {
        const r = await listed(t.app, owner, phone);
        return r.delivery.attempts === 1 && r.delivery.lastError && r;
      });
      expect(row.delivery).toEqual({
        channel: 'sms',
        status: 'queued',
        attempts: 1,
        sentAt: null,
        lastError: 'no answer within 300 ms',
      });
      hang = false;
      const sent = await until('sent by the retry', async () => {
        const r = await listed(t.app, owner, phone);
        return r.delivery.status === 'sent' && r;
      });
      expect(sent.delivery.attempts).toBe(2);
    } finally {
      await t.close();
      await eskiz.close();
    }
  });

  it('two sender loops on one database never send a message twice', async () => {
    const eskiz = await eskizDouble(() => ({ status: 200 }));
    const pg = kind === 'postgres' ? await throwawayPgDatabase() : null;
    const databases: Database[] = [];
    const open = () => openDatabase({ dataDir: 'memory', databaseUrl: pg?.url, poolSize: 5 });
    try {
      const first = await open();
      databases.push(first);
      // On PostgreSQL each loop has its own connection pool (as two instances would); PGlite has one connection.
      const second = pg ? await open() : first;
      if (second !== first) databases.push(second);
      const config = testConfig(eskizConfig(eskiz, { pollMs: 10 }));
      const senders = [first, second].map(
        (d) => new OutboxSender(d.db, createProviders(config, d.db), { ...config.outbox, batchSize: 7 }),
      );
      const phones = Array.from({ length: 120 }, () => uniquePhone());
      await first.db
        .insert(outgoingMessages)
        .values(
          phones.map((phone) => ({ channel: 'sms' as const, kind: 'reward' as const, phone, text: `salom ${phone}` })),
        );
      senders.forEach((s) => s.start());
      await until('all sent', async () => {
        const [{ n }] = await first.db
          .select({ n: sql<number>`count(*)::int` })
          .from(outgoingMessages)
          .where(eq(outgoingMessages.status, 'sent'));
        return Number(n) === phones.length;
      });
      await Promise.all(senders.map((s) => s.stop()));
      const sent = smsSends(eskiz).map((r) => r.body.match(/salom (\d+)/)?.[1]);
      expect(sent).toHaveLength(phones.length);
      expect(new Set(sent).size).toBe(phones.length);
    } finally {
      for (const d of databases) await d.close();
      await pg?.drop();
      await eskiz.close();
    }
  });
});
