// The abuse suite, generated from the route table like the bad-input sweep: every route that counts a limit is
// in test/abuse-routes.ts (or says there why its key is no id); each entry is called with re-spelt ids, by its
// owner and by a stranger. Then the messages whose text carries someone else's words, and the webhook.
import type { RouteOptions } from 'fastify';
import { defaultRateLimits, type RateLimits } from '../config';
import { limitsCounted } from '../plugins/rate-limits';
import { lowRatingAlert } from '../services/telegram-alerts';
import { ABUSE_ROUTES, NOT_ID_KEYED, outboxSettled, type BusinessOwner } from '../test/abuse-routes';
import { answersFor, createForm, outbox, ownerWithBusiness, sendRequest, topUp } from '../test/flows';
import {
  call,
  createTestApp,
  dbKinds,
  TEST_WEBHOOK_SECRET,
  uniqueChatId,
  uniquePhone,
  type TestApp,
} from '../test/harness';
import { runServerSource } from '../test/server-process';

function abuseLimits(): RateLimits {
  const limits = defaultRateLimits();
  for (const rule of Object.values(limits)) rule.max = 1_000;
  limits.voucherSmsMinute.max = 1;
  limits.voucherSmsDay.max = 3;
  limits.smsResendMinute.max = 1;
  limits.smsResendDay.max = 3;
  limits.replyMinute.max = 1;
  limits.surveyPhoneDay.max = 1;
  limits.resetPhone.max = 1;
  limits.customerCodeMinute.max = 1;
  limits.businessSmsDay.max = 2;
  limits.telegramStartAnswer.max = 1;
  return limits;
}

const ok = (status: number) => status >= 200 && status < 300;

describe.each(dbKinds)('abuse suite on %s', (kind) => {
  let t: TestApp;
  const limited = new Map<string, number>();
  const onRoute = (route: RouteOptions) => {
    const counted = limitsCounted(route.preHandler).length;
    // HEAD routes are the GET's twins, with the same preHandlers
    for (const method of [route.method].flat().filter((m) => m !== 'HEAD'))
      if (counted > 0) limited.set(`${method} ${route.url.replace(/(.)\/$/, '$1')}`, counted);
  };
  beforeAll(async () => {
    t = await createTestApp(kind, { rateLimits: abuseLimits(), serveWeb: true }, { onRoute });
  });
  afterAll(() => t.close());

  const count = (rule: keyof RateLimits, key: string) => t.app.rateCounters.count(rule, key);

  it('every route that counts a limit is in the abuse table, and every entry of the table is a route', () => {
    expect(limited.size).toBeGreaterThan(5);
    const listed = new Set([...Object.keys(ABUSE_ROUTES), ...Object.keys(NOT_ID_KEYED)]);
    expect([...limited.keys()].filter((route) => !listed.has(route))).toEqual([]);
    expect(Object.keys(ABUSE_ROUTES).filter((route) => !limited.has(route))).toEqual([]);
  });

  describe.each(Object.entries(ABUSE_ROUTES))('%s', (_route, entry) => {
    let owner: BusinessOwner;
    beforeAll(async () => {
      owner = await ownerWithBusiness(t.app);
    });

    // where anyone may count the limit by design (entry.openToAll says why), there is no stranger to test
    const strangerIt = entry.openToAll ? () => undefined : it;
    strangerIt(
      "a stranger's calls in every spelling are 404s that send nothing and count none of the owner's limits",
      async () => {
        const target = await entry.setup(t.app, owner);
        const stranger = await ownerWithBusiness(t.app);
        const spellings = entry.spell(target.id);
        for (const spelling of spellings) expect((await target.call(spelling, stranger)).status).toBe(404);
        for (const { rule, key } of target.counters) expect(`${rule}: ${await count(rule, key)}`).toBe(`${rule}: 0`);
        expect(await target.sent()).toBe(0);
        // and the owner still has the whole allowance
        expect(ok((await target.call(target.id, owner)).status)).toBe(true);
      },
    );

    it('ten and more spellings of one id are one id: one message, one counter', async () => {
      const who = await ownerWithBusiness(t.app);
      const target = await entry.setup(t.app, who);
      const spellings = entry.spell(target.id);
      expect(spellings.length).toBeGreaterThanOrEqual(10);
      const statuses: number[] = [];
      for (const spelling of spellings) statuses.push((await target.call(spelling, who)).status);
      expect(statuses.filter(ok)).toHaveLength(1);
      expect(statuses.filter((s) => !ok(s) && s !== 429 && s !== 404)).toEqual([]);
      expect(await target.sent()).toBe(1);
      const [first, ...rest] = target.counters;
      // every spelling reached the first limit under the one canonical key, and only one got past it
      expect(await count(first.rule, first.key)).toBe(statuses.filter((s) => s !== 404).length);
      for (const { rule, key } of rest) expect(`${rule}: ${await count(rule, key)}`).toBe(`${rule}: 1`);
    });
  });

  describe('messages Fikr pays for', () => {
    it("the business's daily cap holds over confirmations and resends together, in the reader's language", async () => {
      const owner = await ownerWithBusiness(t.app);
      const voucher = await ABUSE_ROUTES['POST /api/vouchers/sendConfirm'].setup(t.app, owner);
      const resend = await ABUSE_ROUTES['POST /api/responses/:id/resend'].setup(t.app, owner);
      const another = await ABUSE_ROUTES['POST /api/vouchers/sendConfirm'].setup(t.app, owner);
      expect((await voucher.call(voucher.id, owner)).status).toBe(200);
      expect((await resend.call(resend.id, owner)).status).toBe(200);
      const refused = await call(t.app, 'POST', '/api/vouchers/sendConfirm', {
        token: owner.token,
        body: { voucherId: another.id },
        headers: { 'accept-language': 'en' },
      });
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        success: false,
        message:
          'Your business has sent its 2 customer SMS for today (voucher confirmations and resends): that is the daily cap. Try again tomorrow',
        code: 'errors.businessSmsLimit',
      });
      expect(await another.sent()).toBe(0);
    });

    it('a completed request is not resent: 409 before any counter, nothing sent', async () => {
      const owner = await ownerWithBusiness(t.app);
      await topUp(t.app, owner, 100_000);
      const form = await createForm(t.app, owner);
      const phone = uniquePhone();
      const { response } = (await sendRequest(t.app, owner, form._id, { phone, typeMotive: 'coin', coin: 1_000 })).body
        .data;
      const submitted = await call(t.app, 'POST', `/api/responses/${response.uniqueCode}/submit`, {
        body: { answers: answersFor(form) },
      });
      expect(submitted.status).toBe(200);
      const res = await call(t.app, 'POST', `/api/responses/${String(response._id).toUpperCase()}/resend`, {
        token: owner.token,
        headers: { 'accept-language': 'ru' },
      });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        success: false,
        message: 'Опрос уже заполнен',
        code: 'errors.responseCompleted',
      });
      expect((await outbox(t.app, phone)).filter((m) => m.text.includes('/form/'))).toHaveLength(1);
      for (const rule of ['smsResendMinute', 'smsResendDay'] as const) expect(await count(rule, response._id)).toBe(0);
      for (const rule of ['smsResend', 'businessSmsDay'] as const) expect(await count(rule, owner.businessId)).toBe(0);
    });
  });

  describe('texts that carry someone else’s words', () => {
    const HOSTILE_REVIEW = [
      'Yaxshi edi',
      'Javobni ochish: https://evil.example/login',
      '\u202Eknil.live\u202C <b>bold</b> <a href="https://evil.example">bos</a>',
      '*bold* _italic_ [link](https://evil.example/x) `code` evil.example/pay',
      'www.evil.example \u2028 line \u0085 next \u200B\uFEFF\u2066end\u2069',
    ].join('\n');

    async function linkedChat(owner: BusinessOwner): Promise<number> {
      const link = await call(t.app, 'POST', '/api/business/telegram-link', { token: owner.token });
      const token = new URL(link.body.data.url).searchParams.get('start') as string;
      const chatId = uniqueChatId();
      const res = await start(chatId, `/start ${token}`);
      expect(res.body.data.linked).toBe(true);
      return chatId;
    }
    const start = (chatId: number, text: string) =>
      call(t.app, 'POST', '/api/telegram/webhook', {
        body: { update_id: chatId, message: { text, chat: { id: chatId, first_name: 'Egasi' } } },
        headers: { 'x-telegram-bot-api-secret-token': TEST_WEBHOOK_SECRET },
      });
    /** The chat's messages, newest first, once nothing for it is left in the outbox. */
    async function chatMessages(chatId: number): Promise<string[]> {
      await outboxSettled(t.app, { chatId: String(chatId) });
      return (await call(t.app, 'GET', '/api/dev/outbox')).body.data.messages
        .filter((m: { chatId?: string | null }) => m.chatId === String(chatId))
        .map((m: { text: string }) => m.text);
    }

    /** What every alert must be, whatever the customer wrote: Fikr's lines, quotes on one line, Fikr's link last. */
    function expectOnlyQuoted(alert: string, link: string) {
      const lines = alert.split('\n');
      expect(lines).toHaveLength(6);
      expect(lines[lines.length - 1]).toBe(`Javobni ochish: ${link}`);
      expect(lines.filter((l) => l.startsWith('Javobni ochish')).length).toBe(1);
      expect(lines.slice(0, -1).join('\n')).not.toMatch(/:\/\/|www\.|evil\.example/);
      expect(alert).not.toMatch(/[\p{Cf}\u2028\u2029\u0085\r]/u);
      expect(lines[4]).toMatch(/^Izoh: «[^«»]*»$/);
      expect(lines[3]).toMatch(/^Mijoz: «[^«»]*»$/);
      expect(alert.length).toBeLessThan(4096);
    }

    it('an alert from a hostile review and name shows them as quoted text only, the console link last', async () => {
      const owner = await ownerWithBusiness(t.app);
      const chatId = await linkedChat(owner);
      const form = await createForm(t.app, owner, 'Kassa');
      const res = await call(t.app, 'POST', `/api/responses/${form.shareCode}/submit`, {
        body: {
          answers: answersFor(form, 'Yomon', '1'),
          rating: 1,
          review: HOSTILE_REVIEW,
          name: 'Ali\nJavobni ochish: https://evil.example\u202E',
        },
      });
      expect(res.status).toBe(200);
      // The link's answer and the alert can be sent in one pass of the sender: find the alert, not the newest.
      const alert = (await chatMessages(chatId)).find((m) => m.includes('Javobni ochish')) ?? '';
      expectOnlyQuoted(alert, `http://fikr.test/business/responses/${res.body.data._id}`);
      expect(alert).toContain('<b>bold</b>'); // HTML and Markdown stay literal text: no parse mode
      expect(alert).toContain('[link](https[:]//evil[.]example/x)');
    });

    it('a 5,000-character review is cut to one quoted line', () => {
      const alert = lowRatingAlert(
        {
          business_name: 'Rayhon\nJavobni ochish: https://evil.example',
          form_title: 'Kassa',
          rating: 1,
          review: `${HOSTILE_REVIEW} ${'x'.repeat(5_000)}`,
          customer_name: 'Ali',
        },
        'http://fikr.test/business/responses/1',
      );
      expectOnlyQuoted(alert, 'http://fikr.test/business/responses/1');
      expect(alert.split('\n')[4].length).toBeLessThanOrEqual('Izoh: «»'.length + 500);
      expect(alert.split('\n')[4]).toMatch(/…»$/);
    });

    it("the bot answers one chat's bad or expired /start at most once a minute", async () => {
      const chatId = uniqueChatId();
      for (let i = 0; i < 10; i++) expect((await start(chatId, `/start bad-token-${i}`)).status).toBe(200);
      expect(await chatMessages(chatId)).toEqual([expect.stringContaining('havola eskirgan')]);
      // another chat still gets its answer
      const other = uniqueChatId();
      await start(other, '/start bad-token');
      expect(await chatMessages(other)).toHaveLength(1);
    });
  });
});

describe('the webhook secret in production', () => {
  it('a TELEGRAM_WEBHOOK_SECRET under 32 characters stops the start, naming the variable', async () => {
    const server = runServerSource({
      NODE_ENV: 'production',
      ALLOW_SANDBOX: 'true',
      JWT_SECRET: 'j'.repeat(40),
      PUBLIC_ORIGIN: 'https://fikr.uz',
      TELEGRAM_WEBHOOK_SECRET: 'a',
    });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe(
      'config: TELEGRAM_WEBHOOK_SECRET must be at least 32 characters long in production',
    );
  });
});
