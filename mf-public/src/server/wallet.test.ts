/**
 * @jest-environment node
 */
// The wallet's pages of the public app's own server against a real API over HTTP (test/stack.ts), driven as a
// browser without JavaScript drives them: url-encoded posts, 303s, the cookie the API sets, passed on.
import { answerSurvey, call, createForm, customerCode, ownerWithBusiness, topUp, uniquePhone } from './test/http';
import { Browser } from './test/browser';
import { dbKinds, startStack, type Stack } from './test/stack';

jest.setTimeout(60_000);

describe.each(dbKinds)('the wallet pages on %s', (kind) => {
  let s: Stack;
  beforeAll(async () => {
    s = await startStack(kind);
  });
  afterAll(() => s?.close());
  const api = () => s.api.url;

  /** A customer who earned 10 000 coins and a 25 000 so'm voucher by answering two surveys. */
  async function customerWithRewards() {
    const owner = await ownerWithBusiness(api());
    await topUp(api(), owner, 200_000);
    const form = await createForm(api(), owner);
    const phone = uniquePhone();
    await answerSurvey(api(), owner, form, phone, { typeMotive: 'coin', coin: 10_000 });
    await answerSurvey(api(), owner, form, phone, {
      typeMotive: 'voucher',
      voucher: { amount: 25_000, description: 'Kofe', duration: 30 },
    });
    return phone;
  }

  async function signIn(browser: Browser, phone: string) {
    await browser.get('/wallet');
    const sent = await browser.post('/wallet/code', { phone: `+${phone}` });
    expect(sent.status).toBe(303);
    expect(sent.headers.location).toBe(`/wallet/verify?phone=${phone}`);
    const verified = await browser.post('/wallet/verify', { phone, code: await customerCode(api(), phone) });
    expect(verified.status).toBe(303);
    expect(verified.headers.location).toBe('/wallet');
    return verified;
  }

  it('signs in without JavaScript: phone, SMS code (a wrong one told by the field), the HttpOnly cookie', async () => {
    const phone = await customerWithRewards();
    const browser = new Browser(s);
    const signedOut = await browser.get('/wallet');
    expect(signedOut.status).toBe(200);
    expect(signedOut.headers['cache-control']).toBe('private, no-store');
    expect(Browser.text(signedOut)).toContain('Hamyonga kirish');
    expect(signedOut.body).toMatch(/<form[^>]+method="post"[^>]+action="\/wallet\/code"/);

    const badPhone = await browser.post('/wallet/code', { phone: '12' });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body).toMatch(/id="fw-phone-error"/);

    await browser.post('/wallet/code', { phone });
    const verify = await browser.get(`/wallet/verify?phone=${phone}`);
    expect(Browser.text(verify)).toContain('6 xonali kod yuborildi');
    const wrong = await browser.post('/wallet/verify', { phone, code: '000000' });
    expect(wrong.status).toBe(400);
    expect(Browser.text(wrong)).toContain("Kod noto'g'ri");
    expect(wrong.body).toMatch(/aria-invalid="true"[^>]*aria-describedby="fw-code-error"|id="fw-code-error"/);

    const verified = await browser.post('/wallet/verify', { phone, code: await customerCode(api(), phone) });
    expect(verified.status).toBe(303);
    const cookie = verified.cookies.find((c) => c.startsWith('fikr_customer='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it('a 429 from the API is said on the sign-in page', async () => {
    // this suite's API counts almost nothing; this one has the real per-phone minute
    const limited = await startStack(kind, { RATE_LIMIT_CUSTOMER_CODE_MINUTE: '1' });
    try {
      const browser = new Browser(limited);
      await browser.get('/wallet');
      const phone = uniquePhone();
      expect((await browser.post('/wallet/code', { phone })).status).toBe(303);
      const res = await browser.post('/wallet/code', { phone });
      expect(res.status).toBe(429);
      expect(res.body).toContain('fp-alert');
      expect(Browser.text(res)).toContain('Kod yaqinda yuborilgan');
    } finally {
      await limited.close();
    }
  });

  it('the wallet page: balance in coin, 1 coin = 1 so’m, the voucher with its QR code; confirm by a post', async () => {
    const phone = await customerWithRewards();
    const browser = new Browser(s);
    await signIn(browser, phone);
    const res = await browser.get('/wallet');
    expect(res.status).toBe(200);
    const text = Browser.text(res);
    expect(text).toContain('10 000 coin');
    expect(text).toContain("1 coin = 1 so'm");
    expect(text).toContain("25 000 so'm");
    expect(text).toContain('Kofe');
    expect(text).toContain('Amal qiladi');
    expect(String(res.body)).toMatch(/<svg viewBox="-4 -4 \d+ \d+" role="img"[^>]*class="fw-qr"[^>]*><path d="M\d/);
    for (const link of ['/wallet/history', '/wallet/payouts', '/wallet/pay', '/wallet/forget'])
      expect(res.body).toContain(`href="${link}"`);
    expect(res.body).toContain('action="/wallet/logout"');

    const id = /action="\/wallet\/vouchers\/([^/"]+)\/confirm"/.exec(String(res.body))?.[1];
    expect(id).toBeDefined();
    const confirmed = await browser.post(`/wallet/vouchers/${id}/confirm`);
    expect(confirmed.status).toBe(303);
    const after = await browser.get('/wallet');
    expect(Browser.text(after)).toContain('Foydalanish tasdiqlangan');
    expect(after.body).not.toContain('/confirm"');

    const ru = await new Browser(s, 'ru').get('/wallet?lang=ru');
    expect(Browser.text(ru)).toContain('Вход в кошелёк');
  });

  it('a cash-out posts once per idempotency key (a double submit pays once), 4xx messages by the fields', async () => {
    const phone = await customerWithRewards();
    const browser = new Browser(s);
    await signIn(browser, phone);
    const form = await browser.get('/wallet/payouts');
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(String(form.body))?.[1];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);

    const tooSmall = await browser.post('/wallet/payouts', { idempotencyKey: key!, amount: '100', cardNumber: '9999' });
    expect(tooSmall.status).toBe(400);
    expect(tooSmall.body).toContain('id="fw-amount-error"');
    expect(tooSmall.body).toContain('id="fw-cardNumber-error"');
    expect(tooSmall.body).toContain('value="100"');

    const fields = { idempotencyKey: key!, amount: '6 000', cardNumber: '8600 0000 0000 0001' };
    const [first, second] = await Promise.all([
      browser.post('/wallet/payouts', fields),
      browser.post('/wallet/payouts', fields),
    ]);
    expect([first.status, second.status]).toEqual([303, 303]);
    expect(first.headers.location).toBe('/wallet/payouts');
    const again = await browser.post('/wallet/payouts', fields); // the reload that posts again
    expect(again.status).toBe(303);

    const list = await browser.get('/wallet/payouts');
    expect(String(list.body).match(/data-testid="wallet-payout"/g)).toHaveLength(1);
    expect(Browser.text(list)).toContain('860000******0001');
    expect(Browser.text(list)).toContain('4 000 coin'); // 10 000 − 6 000
    expect(/name="idempotencyKey" value="([^"]+)"/.exec(String(list.body))?.[1]).not.toBe(key);

    const history = await browser.get('/wallet/history');
    expect(Browser.text(history)).toContain('−6 000 coin');
    expect(Browser.text(history)).toContain('+10 000 coin');
  });

  it('a pay code: the amount first (at most the balance), then 6 digits, its QR code, valid 3 minutes', async () => {
    const phone = await customerWithRewards();
    const browser = new Browser(s);
    await signIn(browser, phone);
    const form = await browser.get('/wallet/pay');
    expect(Browser.text(form)).toContain('Kod olish');
    expect(Browser.text(form)).toContain("To'lov miqdori (coin)");
    const balance = /data-testid="wallet-balance"[^>]*>([^<]*)</.exec(String(form.body))?.[1] ?? '';
    const coin = Number(balance.replace(/\D/g, ''));
    expect(form.body).toContain(`max="${coin}"`);

    const tooMuch = await browser.post('/wallet/pay', { amount: String(coin + 1) });
    expect(tooMuch.status).toBe(400);
    expect(Browser.text(tooMuch)).toContain("Hamyonda yetarli coin yo'q");
    expect(tooMuch.body).not.toContain('data-testid="pay-code"');

    const res = await browser.post('/wallet/pay', { amount: '3 000' });
    expect(res.status).toBe(201);
    const code = /data-testid="pay-code"[^>]*>(\d{6})</.exec(String(res.body))?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(Browser.text(res)).toContain("Kassir bu kod bilan ko'pi bilan 3 000 coin oladi");
    expect(res.body).toContain('class="fw-qr"');
    expect(Browser.text(res)).toMatch(/Kod 3 daqiqa amal qiladi: \d\d:\d\d gacha/);
  });

  it('signed out, the pages send to /wallet; logout and forget clear the cookie', async () => {
    const stranger = new Browser(s);
    for (const url of ['/wallet/history', '/wallet/payouts', '/wallet/pay', '/wallet/forget']) {
      const res = await stranger.get(url);
      expect([url, res.status, res.headers.location]).toEqual([url, 303, '/wallet']);
    }
    await stranger.get('/wallet');
    expect((await stranger.post('/wallet/pay')).headers.location).toBe('/wallet');
    const forged = await call<string>(s.web, 'GET', '/wallet/history', { headers: { cookie: 'fikr_customer=forged' } });
    expect(forged.status).toBe(303);

    const phone = await customerWithRewards();
    const browser = new Browser(s);
    await signIn(browser, phone);
    const out = await browser.post('/wallet/logout');
    expect(out.status).toBe(303);
    expect(out.headers.location).toBe('/wallet');
    expect(browser.cookies).not.toContain('fikr_customer=');
    expect(Browser.text(await browser.get('/wallet'))).toContain('Hamyonga kirish');

    await signIn(browser, phone);
    const confirm = await browser.get('/wallet/forget');
    expect(Browser.text(confirm)).toContain("Ma'lumotlaringiz o'chirilsinmi?");
    expect(confirm.body).toContain('action="/wallet/forget"');
    const forgot = await browser.post('/wallet/forget');
    expect(forgot.status).toBe(303);
    expect(browser.cookies).not.toContain('fikr_customer=');
    expect((await browser.get('/wallet/history')).status).toBe(303);
  });
});
