import { eq, sql } from 'drizzle-orm';
import { customerContacts } from '../../db/schema';
import { rows } from '../../db/rows';
import { cleanReplyText } from '../../services/response-replies';
import { call, createTestApp, dbKinds, testConfig, uniqueChatId, uniquePhone, type TestApp } from '../../test/harness';
import { outboxSettled } from '../../test/abuse-routes';
import {
  answersFor,
  createForm,
  linkCode,
  outbox,
  ownerWithBusiness,
  sendRequest,
  signInCustomer,
  topUp,
  type Owner,
} from '../../test/flows';
import { moneyMismatches } from '../../test/money';
import { chatOutbox, linkCustomerChat } from '../../test/telegram';

type Form = Awaited<ReturnType<typeof createForm>>;

describe.each(dbKinds)('replies to customers on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // one reply a minute per response, as in production; the other limits out of the way
    t = await createTestApp(kind, {
      rateLimits: { ...testConfig().rateLimits, replyMinute: { max: 1, windowMs: 60_000 } },
    });
  });
  afterAll(() => t.close());

  const balance = async (owner: Owner) =>
    (await call(t.app, 'GET', '/api/business', { token: owner.token })).body.data.coin as number;
  const ledgerRows = (businessId: string) =>
    rows<{ kind: string; amount: number; commission: number }>(
      t.app.db,
      sql`select kind, amount::int, commission::int from ledger where business_id = ${businessId} order by created_at`,
    );
  const reply = (owner: Owner, id: string, body: Record<string, unknown>) =>
    call(t.app, 'POST', `/api/responses/${id}/reply`, { token: owner.token, body });
  const detail = async (owner: Owner, id: string) =>
    (await call(t.app, 'GET', `/api/responses/${id}`, { token: owner.token })).body.data.response;
  /** "A minute later": the response's per-minute reply counter starts again. */
  const minuteLater = (id: string) => t.app.rateCounters.refund('replyMinute', id);

  /** A customer's completed answer (a coin request) with `rating`, public or private. */
  async function answered(owner: Owner, form: Form, rating: number, isPublic = true, phone = uniquePhone()) {
    const sent = await sendRequest(t.app, owner, form._id, { phone, typeMotive: 'coin', coin: 1_000 });
    expect(sent.status).toBe(201);
    const done = await call(t.app, 'POST', `/api/responses/${await linkCode(t.app, phone)}/submit`, {
      body: { answers: answersFor(form, 'Yomon', String(rating)), rating, review: 'Sovuq edi', isPublic },
    });
    expect(done.status).toBe(200);
    await outboxSettled(t.app, { phone });
    return { id: sent.body.data.response._id as string, phone };
  }

  async function setUp(amount = 1_000_000) {
    const owner = await ownerWithBusiness(t.app);
    await topUp(t.app, owner, amount);
    return { owner, form: await createForm(t.app, owner) };
  }

  it('a voucher make-good: paid like a request (commission), in the ledger, in the wallet, on the reply page and redeemable at the till', async () => {
    const { owner, form } = await setUp();
    const { id, phone } = await answered(owner, form, 1);
    const before = await balance(owner);
    const res = await reply(owner, id, {
      text: 'Kechirasiz! Keyingi safar kofe bizdan.',
      reward: { amount: 20_000, description: 'Bepul kofe', duration: 14 },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.reply).toEqual({
      id: expect.any(String),
      text: 'Kechirasiz! Keyingi safar kofe bizdan.',
      reward: {
        typeMotive: 'voucher',
        voucher: { amount: 20_000, description: 'Bepul kofe', duration: 14 },
        redeemed: false,
      },
      createdAt: expect.any(String),
      channel: 'sms',
    });
    // a voucher costs the business its commission only, as a survey request's voucher does
    const commission = before - (await balance(owner));
    expect(commission).toBeGreaterThan(0);
    expect((await ledgerRows(owner.businessId)).at(-1)).toEqual({ kind: 'reply', amount: -commission, commission });
    expect(await moneyMismatches(t.app.db)).toEqual([]);

    // the customer's SMS: the one template, with the link to the reply's page
    await outboxSettled(t.app, { phone });
    const sms = (await outbox(t.app, phone)).find((m) => m.text.includes('/reply/'));
    const { name } = (await call(t.app, 'GET', '/api/business', { token: owner.token })).body.data;
    expect(sms?.text).toMatch(
      new RegExp(`^${name} sizning fikringizga javob berdi: http://fikr\\.test/reply/[\\w-]{22}$`),
    );
    const code = /\/reply\/([\w-]+)/.exec(sms?.text ?? '')?.[1];
    const page = await call(t.app, 'GET', `/api/public/replies/${code}`);
    expect(page.status).toBe(200);
    expect(page.body.data.reply).toMatchObject({
      text: 'Kechirasiz! Keyingi safar kofe bizdan.',
      reward: { typeMotive: 'voucher', voucher: { amount: 20_000 } },
      voucher: { code: expect.stringMatching(/^[A-Z0-9]{8}$/), isRedeemed: false, userConfirm: false },
    });

    // in the customer's wallet, beside the survey's coins
    const token = await signInCustomer(t.app, phone);
    const wallet = await call(t.app, 'GET', '/api/customer/wallet', { token });
    expect(wallet.body.data.vouchers).toEqual([
      expect.objectContaining({ code: page.body.data.reply.voucher.code, amount: 20_000, description: 'Bepul kofe' }),
    ]);

    // redeemed at the till as any voucher: the customer confirms, the cashier redeems
    const { confirmToken } = page.body.data.reply.voucher;
    expect((await call(t.app, 'POST', `/api/public/vouchers/${confirmToken}/confirm`)).status).toBe(200);
    const found = await call(t.app, 'GET', `/api/vouchers/by-code/${page.body.data.reply.voucher.code}`, {
      token: owner.token,
    });
    expect(found.status).toBe(200);
    const redeemed = await call(t.app, 'POST', '/api/vouchers/confirm', {
      token: owner.token,
      body: { voucherId: found.body.data.voucher._id },
    });
    expect(redeemed.status).toBe(200);
    expect((await detail(owner, id)).replies).toEqual([
      expect.objectContaining({ reward: expect.objectContaining({ redeemed: true }) }),
    ]);
  });

  it('a coin make-good credits the wallet and its movements at once; the business pays coin + commission', async () => {
    const { owner, form } = await setUp();
    const { id, phone } = await answered(owner, form, 2);
    const before = await balance(owner);
    const res = await reply(owner, id, { text: 'Uzr!', reward: 5_000 });
    expect(res.status).toBe(201);
    expect(res.body.data.reply.reward).toEqual({ typeMotive: 'coin', coin: 5_000, redeemed: true });
    expect(before - (await balance(owner))).toBe(5_000 + 400);
    const token = await signInCustomer(t.app, phone);
    const wallet = await call(t.app, 'GET', '/api/customer/wallet', { token });
    // 1 000 for the survey, 5 000 for the make-good
    expect(wallet.body.data.coin).toBe(6_000);
    expect(await moneyMismatches(t.app.db)).toEqual([]);
  });

  it('not enough balance: 400 and nothing changes — no reply, no voucher, no message', async () => {
    const { owner, form } = await setUp(10_000);
    const { id, phone } = await answered(owner, form, 1);
    const before = await balance(owner);
    const sentBefore = (await outbox(t.app, phone)).length;
    const res = await reply(owner, id, { text: 'Uzr', reward: 50_000 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Hisobingizda yetarli mablag' mavjud emas");
    expect(await balance(owner)).toBe(before);
    expect((await detail(owner, id)).replies).toEqual([]);
    expect((await outbox(t.app, phone)).length).toBe(sentBefore);
  });

  it("a private response is never answered: 404 like a missing one, nothing charged; so is another business's", async () => {
    const { owner, form } = await setUp();
    const { id } = await answered(owner, form, 1, false);
    const before = await balance(owner);
    const res = await reply(owner, id, { text: 'Uzr', reward: 1_000 });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Javob topilmadi');
    expect(await balance(owner)).toBe(before);
    const stranger = await ownerWithBusiness(t.app);
    const pub = await answered(owner, form, 1);
    expect((await reply(stranger, pub.id, { text: 'Salom' })).status).toBe(404);
    expect(await t.app.rateCounters.count('replyMinute', pub.id)).toBe(0);
  });

  it('one reply a minute: the second within the minute is 429 in Uzbek and charges nothing', async () => {
    const { owner, form } = await setUp();
    const { id } = await answered(owner, form, 1);
    expect((await reply(owner, id, { text: 'Uzr so‘raymiz' })).status).toBe(201);
    const before = await balance(owner);
    const second = await reply(owner, id, { text: 'Yana bir bor uzr', reward: 5_000 });
    expect(second.status).toBe(429);
    expect(second.body.message).toBe("Bu javobga hozirgina javob berildi: daqiqasiga 1 tadan ko'p yuborib bo'lmaydi");
    expect(await balance(owner)).toBe(before);
    expect((await detail(owner, id)).replies).toHaveLength(1);
  });

  it('three replies in all: the fourth is 429 and charges nothing, even a minute later', async () => {
    const { owner, form } = await setUp();
    const { id } = await answered(owner, form, 1);
    for (const n of [1, 2, 3]) {
      expect((await reply(owner, id, { text: `Javob ${n}` })).status).toBe(201);
      await minuteLater(id);
    }
    const before = await balance(owner);
    const fourth = await reply(owner, id, { text: 'Javob 4', reward: 1_000 });
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toBe("Bu javobga 3 marta javob berildi: boshqa javob yuborib bo'lmaydi");
    expect(await balance(owner)).toBe(before);
    expect((await detail(owner, id)).replies.map((r: { text: string }) => r.text)).toEqual([
      'Javob 1',
      'Javob 2',
      'Javob 3',
    ]);
  });

  it('three replies at once are counted one after another: never a fourth', async () => {
    const { owner, form } = await setUp();
    const { id } = await answered(owner, form, 1);
    await reply(owner, id, { text: 'Birinchi' });
    await minuteLater(id);
    await reply(owner, id, { text: 'Ikkinchi' });
    await minuteLater(id);
    // the minute limit out of the way: only the count of replies stands between these
    await Promise.all([1, 2, 3].map(() => t.app.rateCounters.refund('replyMinute', id)));
    const statuses = await Promise.all(['A', 'B', 'C'].map((x) => reply(owner, id, { text: x })));
    expect(statuses.filter((r) => r.status === 201)).toHaveLength(1);
    expect((await detail(owner, id)).replies).toHaveLength(3);
  });

  it('links and phone numbers leave the text before it is stored; a text of nothing else is refused', async () => {
    const { owner, form } = await setUp();
    const { id } = await answered(owner, form, 2);
    const res = await reply(owner, id, {
      text: 'Uzr! Bizga +998 90 123-45-67 yoki 901234567 ga qo‘ng‘iroq qiling, https://evil.example/x va www.foo.uz, t.me/kanal yoki @kanal_admin. Chegirma 10 000 so‘m.',
    });
    expect(res.status).toBe(201);
    const stored = (await detail(owner, id)).replies[0].text as string;
    expect(stored).not.toMatch(/998|901234567|123-45-67|https?:|evil|www|foo\.uz|t\.me|@kanal/);
    expect(stored).toContain('Uzr!');
    expect(stored).toContain('10 000');
    await minuteLater(id);
    const empty = await reply(owner, id, { text: 'https://evil.example +998901234567' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Javob matnini yozing');
  });

  it('bad input is a 400 with an Uzbek message', async () => {
    const { owner, form } = await setUp();
    const { id } = await answered(owner, form, 1);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, 'Javob matnini yozing'],
      [{ text: 'x'.repeat(1001) }, 'Javob 1000 ta belgidan oshmasligi kerak'],
      [{ text: 'Uzr', reward: -5 }, ''],
      [{ text: 'Uzr', reward: { amount: 1000 } }, ''],
      [{ text: 'Uzr', reward: 'abc' }, ''],
    ];
    for (const [body, message] of cases) {
      const res = await reply(owner, id, body);
      expect(res.status).toBe(400);
      if (message) expect(res.body.message).toBe(message);
      else expect(res.body.message).toEqual(expect.any(String));
    }
    expect(await t.app.rateCounters.count('replyMinute', id)).toBe(0);
  });

  it('a customer with a linked Telegram chat gets the whole text there', async () => {
    const { owner, form } = await setUp();
    const phone = uniquePhone();
    const chatId = uniqueChatId();
    const { id } = await answered(owner, form, 1, true, phone);
    await linkCustomerChat(t.app, chatId, phone);
    const res = await reply(owner, id, { text: 'Hurmatli mijoz, uzr so‘raymiz.\nKeyingi safar yaxshiroq bo‘ladi.' });
    expect(res.status).toBe(201);
    expect(res.body.data.reply.channel).toBe('telegram');
    await outboxSettled(t.app, { chatId: String(chatId) });
    // the chat also got the bot's "linked" message; the sender may send the two in either order
    const texts = (await chatOutbox(t.app, chatId)).map((m) => m.text);
    const { name } = (await call(t.app, 'GET', '/api/business', { token: owner.token })).body.data;
    expect(texts).toContain(`${name}:\nHurmatli mijoz, uzr so‘raymiz.\nKeyingi safar yaxshiroq bo‘ladi.`);
    expect(texts.filter((text) => text.startsWith(`${name}:`))).toHaveLength(1);
  });

  it('a chat that blocked the bot gets the reply by SMS: the one template with the link, not the whole text', async () => {
    const { owner, form } = await setUp();
    const phone = uniquePhone();
    // the sandbox bot answers a chat id ending in 403 as Telegram answers a user who blocked the bot
    const chatId = (7_200_000 + Math.floor(Math.random() * 100_000)) * 1000 + 403;
    const { id } = await answered(owner, form, 1, true, phone);
    await linkCustomerChat(t.app, chatId, phone);
    // the bot's own answers to the linking meet the 403 first; the customer blocks it after linking, as people do
    await outboxSettled(t.app, { chatId: String(chatId) });
    await t.app.db.update(customerContacts).set({ telegramBlockedAt: null }).where(eq(customerContacts.phone, phone));
    const res = await reply(owner, id, { text: 'Hurmatli mijoz, uzr so‘raymiz.' });
    expect(res.status).toBe(201);
    expect(res.body.data.reply.channel).toBe('telegram');
    await outboxSettled(t.app, { phone });
    const sms = (await outbox(t.app, phone)).filter((m) => m.channel === 'sms' && m.text.includes('/reply/'));
    expect(sms).toHaveLength(1);
    expect(sms[0].text).toMatch(/sizning fikringizga javob berdi: http:\/\/fikr\.test\/reply\/[\w-]{22}$/);
    expect(sms[0].text).not.toContain('Hurmatli');
    expect((await detail(owner, id)).replies[0].channel).toBe('sms');
  });

  it('cleanReplyText keeps prices and times, cuts links, handles and phone numbers', () => {
    expect(cleanReplyText('Narxi 25 000 so‘m, soat 10:00 dan')).toBe('Narxi 25 000 so‘m, soat 10:00 dan');
    expect(cleanReplyText('Yozing: fikr.uz/x  yoki 90 123 45 67')).toBe('Yozing: yoki');
  });
});

describe.each(dbKinds)('recovery figures on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('counts public 1–2 star answers, replies, make-goods used and customers who came back; never a private one', async () => {
    const owner = await ownerWithBusiness(t.app);
    await topUp(t.app, owner, 1_000_000);
    const form = await createForm(t.app, owner);
    const answer = async (phone: string, rating: number, isPublic = true) => {
      const sent = await sendRequest(t.app, owner, form._id, { phone, typeMotive: 'coin', coin: 1_000 });
      await call(t.app, 'POST', `/api/responses/${await linkCode(t.app, phone)}/submit`, {
        body: { answers: answersFor(form, 'Yomon', String(rating)), rating, isPublic },
      });
      await outboxSettled(t.app, { phone });
      return sent.body.data.response._id as string;
    };
    const [a, b, c, d, e] = [uniquePhone(), uniquePhone(), uniquePhone(), uniquePhone(), uniquePhone()];
    const lowA = await answer(a, 1); // replied with a voucher, redeemed, came back
    const lowB = await answer(b, 2); // replied with coins
    const lowC = await answer(c, 1); // replied, words only
    const lowD = await answer(d, 2); // not replied
    await answer(e, 1, false); // private: never counted
    await answer(a, 5); // a's return
    await answer(uniquePhone(), 4); // not low
    const replyTo = (id: string, body: Record<string, unknown>) =>
      call(t.app, 'POST', `/api/responses/${id}/reply`, { token: owner.token, body });
    expect(
      (await replyTo(lowA, { text: 'Uzr', reward: { amount: 10_000, description: 'Kofe', duration: 7 } })).status,
    ).toBe(201);
    expect((await replyTo(lowB, { text: 'Uzr', reward: 2_000 })).status).toBe(201);
    expect((await replyTo(lowC, { text: 'Uzr' })).status).toBe(201);
    const recovery = async () =>
      (await call(t.app, 'GET', '/api/stats/recovery?days=30', { token: owner.token })).body.data;
    expect(await recovery()).toEqual({
      lowRatings: 4,
      replied: 3,
      repliedWithin24h: 3,
      madeGood: 2,
      // the coin make-good is credited at once; the voucher waits for the till
      madeGoodRedeemed: 1,
      returned: 1,
      firstUnreplied: lowD,
    });
    const [voucher] = (await call(t.app, 'GET', `/api/vouchers?search=${a}`, { token: owner.token })).body.data
      .responses;
    await rows(t.app.db, sql`update vouchers set user_confirm = true where id = ${voucher._id}`);
    expect(
      (await call(t.app, 'POST', '/api/vouchers/confirm', { token: owner.token, body: { voucherId: voucher._id } }))
        .status,
    ).toBe(200);
    expect(await recovery()).toMatchObject({ madeGoodRedeemed: 2 });
    // an answer older than the window is out
    await rows(t.app.db, sql`update responses set completed_at = now() - interval '40 days' where id = ${lowD}`);
    expect(await recovery()).toMatchObject({ lowRatings: 3, firstUnreplied: null });
    expect((await call(t.app, 'GET', '/api/stats/recovery?days=0', { token: owner.token })).status).toBe(400);
  });
});
