import { startHttpDouble } from '../test/http-double';
import { eskizSms } from './eskiz-sms';
import { isExpired, sandboxCard } from './sandbox-card';
import { telegramBot } from './telegram-bot';
import { ChatBlocked } from './types';
import { telegramGateway } from './telegram-gateway';
import { uzcardHttp } from './uzcard-http';

describe('uzcard HTTP client', () => {
  it('creates a payment with basic auth and maps the session and errors', async () => {
    const gateway = await startHttpDouble((req) => {
      const body = JSON.parse(req.body);
      if (req.url === '/api/Payment/paymentWithoutRegistration') {
        return body.cardNumber.endsWith('0116')
          ? { json: { result: null, error: { errorCode: -116, errorMessage: 'no funds' } } }
          : { json: { result: { session: 4711, otpSentPhone: '+99890***4567' }, error: null } };
      }
      if (body.otp === '111111') return { json: { result: { status: 'OK' }, error: null } };
      return { json: { result: null, error: { errorCode: -205 } } };
    });
    try {
      const card = uzcardHttp({
        baseUrl: `${gateway.baseUrl}/api`,
        login: 'merchant',
        password: 'pw',
        serviceId: '77',
      });
      const ok = await card.createTransaction({
        transactionId: 't-1',
        amount: 10_000,
        cardNumber: '8600123412341234',
        expireDate: '3012',
        businessPhone: '998901234567',
      });
      expect(ok).toEqual({ ok: true, providerRef: '4711', otpSentPhone: '+99890***4567' });
      expect(gateway.requests[0].headers.authorization).toBe(`Basic ${Buffer.from('merchant:pw').toString('base64')}`);
      expect(JSON.parse(gateway.requests[0].body)).toEqual({
        serviceId: 77,
        cardNumber: '8600123412341234',
        expireDate: '3012',
        amount: 10_000,
        extraId: 't-1',
      });
      const refused = await card.createTransaction({
        transactionId: 't-2',
        amount: 10_000,
        cardNumber: '8600123412340116',
        expireDate: '3012',
        businessPhone: '998901234567',
      });
      expect(refused).toEqual({ ok: false, code: -116 });
      const input = { transactionId: 't-1', providerRef: '4711', otpHash: null, otpSentAt: new Date() };
      expect(await card.confirmTransaction({ ...input, otp: '111111' })).toEqual({ ok: true });
      expect(await card.confirmTransaction({ ...input, otp: '222222' })).toEqual({
        ok: false,
        code: -205,
        retry: true,
      });
      expect(JSON.parse(gateway.requests[3].body)).toEqual({ session: 4711, otp: '222222' });
    } finally {
      await gateway.close();
    }
  });

  it('reports an unreachable gateway as -101 (temporary fault)', async () => {
    const card = uzcardHttp({ baseUrl: 'http://127.0.0.1:9', login: 'a', password: 'b', serviceId: '1' });
    const res = await card.createTransaction({
      transactionId: 't',
      amount: 10_000,
      cardNumber: '8600123412341234',
      expireDate: '3012',
      businessPhone: '998901234567',
    });
    expect(res).toEqual({ ok: false, code: -101 });
  });

  it('a payout without an answer rejects (unknown, not a failure); its status query reads every definite answer', async () => {
    const statuses: Record<string, { status?: number; json: unknown }> = {
      p1: { json: { result: { status: 'paid', transferId: 9 } } },
      p2: { json: { result: { status: 'failed', errorCode: -114 } } },
      p3: { json: { result: { status: 'processing' } } },
      p4: { json: { error: { errorCode: -2 } } },
      p5: { json: { error: { errorCode: -101 } } },
      p6: { status: 502, json: '<html>bad gateway</html>' },
    };
    const gateway = await startHttpDouble((req) => {
      const body = JSON.parse(req.body);
      if (req.url === '/Payment/payoutStatus') return statuses[body.extraId];
      if (body.cardNumber.endsWith('0114')) return { json: { error: { errorCode: -114 } } };
      if (body.cardNumber.endsWith('0001')) return { json: { result: { transferId: 5 } } };
      return { json: {} }; // neither a result nor an error
    });
    try {
      const card = uzcardHttp({ baseUrl: gateway.baseUrl, login: 'a', password: 'b', serviceId: '7' });
      const payout = (cardNumber: string) => card.payout({ payoutId: 'p1', amount: 5_000, cardNumber, attempt: 1 });
      expect(await payout('8600000000000001')).toEqual({ ok: true, providerRef: '5' });
      expect(gateway.requests[0].headers['idempotency-key']).toBe('p1');
      expect(await payout('8600000000000114')).toEqual({ ok: false, code: -114, retry: false });
      await expect(payout('8600000000009999')).rejects.toThrow(/unreadable/);
      const unreachable = uzcardHttp({ baseUrl: 'http://127.0.0.1:9', login: 'a', password: 'b', serviceId: '7' });
      await expect(
        unreachable.payout({ payoutId: 'p1', amount: 5_000, cardNumber: '8600000000000001', attempt: 1 }),
      ).rejects.toThrow();

      const status = (payoutId: string) => card.payoutStatus({ payoutId });
      expect(await status('p1')).toEqual({ status: 'paid', providerRef: '9' });
      expect(JSON.parse(gateway.requests.at(-1)!.body)).toEqual({ serviceId: 7, extraId: 'p1' });
      expect(await status('p2')).toEqual({ status: 'failed', code: -114 });
      expect(await status('p3')).toEqual({ status: 'unknown' });
      expect(await status('p4')).toEqual({ status: 'failed', code: -2 });
      expect(await status('p5')).toEqual({ status: 'unknown' });
      await expect(status('p6')).rejects.toThrow();
    } finally {
      await gateway.close();
    }
  });
});

describe('eskiz SMS client', () => {
  it('logs in once, sends with the bearer token and logs in again after a 401', async () => {
    let tokens = 0;
    let rejectNext = false;
    const eskiz = await startHttpDouble((req) => {
      if (req.url === '/api/auth/login') return { json: { data: { token: `tok-${++tokens}` } } };
      if (rejectNext) {
        rejectNext = false;
        return { status: 401, json: { message: 'expired' } };
      }
      return { json: { id: 'sms-1', status: 'waiting' } };
    });
    try {
      const sms = eskizSms({ baseUrl: `${eskiz.baseUrl}/api`, email: 'a@b.uz', password: 'pw', from: '4546' });
      await sms.send('998901234567', 'Salom');
      await sms.send('998901234567', 'Yana');
      rejectNext = true;
      await sms.send('998901234567', 'Uchinchi');
      const sends = eskiz.requests.filter((r) => r.url === '/api/message/sms/send');
      expect(sends.map((r) => r.headers.authorization)).toEqual([
        'Bearer tok-1',
        'Bearer tok-1',
        'Bearer tok-1',
        'Bearer tok-2',
      ]);
      expect(sends[0].body).toContain('998901234567');
      expect(sends[0].body).toContain('Salom');
    } finally {
      await eskiz.close();
    }
  });
});

describe('telegram gateway client', () => {
  it('sends the password as the verification code to the +phone', async () => {
    const tg = await startHttpDouble(() => ({ json: { ok: true, result: {} } }));
    try {
      await telegramGateway({ baseUrl: tg.baseUrl, token: 'gw' }).sendPassword('998901234567', '12345678');
      expect(tg.requests[0].url).toBe('/sendVerificationMessage');
      expect(tg.requests[0].headers.authorization).toBe('Bearer gw');
      expect(JSON.parse(tg.requests[0].body)).toEqual({ phone_number: '+998901234567', code: '12345678' });
    } finally {
      await tg.close();
    }
  });

  it('fails loudly when the gateway refuses', async () => {
    const tg = await startHttpDouble(() => ({ status: 400, json: { ok: false, error: 'PHONE_NUMBER_INVALID' } }));
    try {
      await expect(
        telegramGateway({ baseUrl: tg.baseUrl, token: 'gw' }).sendPassword('998901234567', '1'),
      ).rejects.toThrow('PHONE_NUMBER_INVALID');
    } finally {
      await tg.close();
    }
  });
});

describe('telegram bot client', () => {
  it('sends a chat message through the Bot API sendMessage and fails loudly on a refusal', async () => {
    const bot = await startHttpDouble((req) =>
      JSON.parse(req.body).chat_id === '-1'
        ? { status: 403, json: { ok: false, error_code: 403, description: 'Forbidden: bot was blocked by the user' } }
        : { json: { ok: true, result: {} } },
    );
    try {
      const client = telegramBot({ baseUrl: bot.baseUrl, token: '123:abc' });
      await client.sendToChat('4711', 'Past baho: 1');
      expect(bot.requests[0].url).toBe('/bot123:abc/sendMessage');
      expect(JSON.parse(bot.requests[0].body)).toMatchObject({ chat_id: '4711', text: 'Past baho: 1' });
      const replyMarkup = { inline_keyboard: [[{ text: 'Hamyonni ochish', url: 'https://fikr.uz/wallet' }]] };
      await client.sendToChat('4712', 'Mukofot', { replyMarkup });
      expect(JSON.parse(bot.requests[1].body)).toMatchObject({ chat_id: '4712', reply_markup: replyMarkup });
      // a 403 is a customer who blocked the bot: its own error, so the outbox falls back to SMS at once
      await expect(client.sendToChat('-1', 'x')).rejects.toBeInstanceOf(ChatBlocked);
    } finally {
      await bot.close();
    }
  });
});

describe('sandbox card expiry', () => {
  const now = new Date('2026-05-15T12:00:00Z');
  it.each([
    ['2605', false],
    ['2604', true],
    ['2512', true],
    ['3001', false],
  ])('YYMM %s expired: %s', (yymm, expired) => expect(isExpired(yymm, now)).toBe(expired));
});

describe('sandbox card payouts', () => {
  const sms = { kind: 'sandbox' as const, send: async () => undefined };

  it('answers the status of what it did: paid, declined, never received; 0102 pays without ever answering', async () => {
    const card = sandboxCard(sms);
    const input = { amount: 5_000, attempt: 1 };
    expect(await card.payout({ ...input, payoutId: 'a', cardNumber: '8600000000000001' })).toEqual({
      ok: true,
      providerRef: null,
    });
    expect(await card.payout({ ...input, payoutId: 'b', cardNumber: '8600000000000114' })).toMatchObject({
      ok: false,
      code: -114,
    });
    const controller = new AbortController();
    const silent = card.payout({ ...input, payoutId: 'c', cardNumber: '8600000000000102', signal: controller.signal });
    controller.abort();
    await expect(silent).rejects.toThrow('no answer');
    expect(await card.payoutStatus({ payoutId: 'a' })).toEqual({ status: 'paid', providerRef: null });
    expect(await card.payoutStatus({ payoutId: 'b' })).toEqual({ status: 'failed', code: -114 });
    expect(await card.payoutStatus({ payoutId: 'c' })).toEqual({ status: 'paid', providerRef: null });
    expect(await card.payoutStatus({ payoutId: 'never' })).toEqual({ status: 'failed', code: -2 });
  });
});
