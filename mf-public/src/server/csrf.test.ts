/**
 * @jest-environment node
 */
// Cross-site posts to the light app's own server, against a real API over HTTP: a page elsewhere that posts a
// form to /wallet/* with the customer's cookie, or signs a browser into the attacker's wallet, is refused (403,
// a page in the reader's language) before anything reaches the API; the app's own forms still work.
import { answersFor, answerSurvey, call, createForm, customerCode, ownerWithBusiness, topUp } from './test/http';
import { uniquePhone } from './test/http';
import { Browser } from './test/browser';
import { dbKinds, startStack, type Stack } from './test/stack';

jest.setTimeout(60_000);

const EVIL = 'https://evil.example';

describe.each(dbKinds)('the light app refuses cross-site posts on %s', (kind) => {
  let s: Stack;
  beforeAll(async () => {
    s = await startStack(kind);
  });
  afterAll(() => s?.close());
  const api = () => s.api.url;

  /** A customer with 20 000 coins, signed in on the app's own pages. */
  async function signedIn(lang = 'uz') {
    const owner = await ownerWithBusiness(api());
    await topUp(api(), owner, 100_000);
    const form = await createForm(api(), owner);
    const phone = uniquePhone();
    await answerSurvey(api(), owner, form, phone, { typeMotive: 'coin', coin: 20_000 });
    const browser = new Browser(s, lang);
    await browser.get(`/wallet?lang=${lang}`);
    await browser.post('/wallet/code', { phone });
    const verified = await browser.post('/wallet/verify', { phone, code: await customerCode(api(), phone) });
    expect(verified.status).toBe(303);
    return { browser, phone, owner, form };
  }
  /** The payouts the API holds for the signed-in phone (its own JSON route, with the browser's cookie). */
  const payoutsOf = async (browser: Browser) =>
    (await call(api(), 'GET', '/api/customer/payouts', { headers: { cookie: browser.cookies } })).body.data.payouts;

  it('the form token is an HttpOnly, SameSite cookie and a hidden field of every wallet form', async () => {
    const browser = new Browser(s);
    const page = await browser.get('/wallet');
    const cookie = page.cookies.find((c) => c.startsWith('fikr_csrf='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(browser.formToken).toMatch(/^[\w-]{43}$/);
    expect(browser.cookies).toContain(`fikr_csrf=${browser.formToken}`);
    // the survey form has no token and sets no cookie
    const owner = await ownerWithBusiness(api());
    const form = await createForm(api(), owner);
    const survey = await call<string>(s.web, 'GET', `/form/${form.shareCode}`);
    expect(survey.cookies.filter((c) => c.startsWith('fikr_csrf='))).toEqual([]);
    expect(String(survey.body)).not.toContain('name="csrf"');
  });

  it('a cash-out posted from another site, or without the token, is refused and nothing is paid', async () => {
    const { browser } = await signedIn('en');
    const form = await browser.get('/wallet/payouts');
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(String(form.body))?.[1] as string;
    const fields = { idempotencyKey: key, amount: '6000', cardNumber: '8600 0000 0000 0001' };

    const foreign = await browser.post('/wallet/payouts', fields, { origin: EVIL });
    expect(foreign.status).toBe(403);
    expect(foreign.headers['cache-control']).toBe('no-store');
    expect(Browser.text(foreign)).toContain('This request was not accepted: it came from another site');
    const noToken = await browser.post('/wallet/payouts', fields, { withoutToken: true });
    expect(noToken.status).toBe(403);
    const wrongToken = await browser.post('/wallet/payouts', { ...fields, csrf: 'x'.repeat(43) });
    expect(wrongToken.status).toBe(403);
    const foreignReferer = await browser.post('/wallet/payouts', fields, { origin: null, referer: `${EVIL}/pay` });
    expect(foreignReferer.status).toBe(403);
    const nameless = await browser.post('/wallet/payouts', fields, { origin: null });
    expect(nameless.status).toBe(403);
    expect(await payoutsOf(browser)).toEqual([]);

    // a post without the page's idempotency key is not a form's: 400, the form again with a new key
    const { idempotencyKey: _dropped, ...keyless } = fields;
    const noKey = await browser.post('/wallet/payouts', keyless);
    expect(noKey.status).toBe(400);
    expect(Browser.text(noKey)).toContain('The form was out of date');
    expect(/name="idempotencyKey" value="([^"]+)"/.exec(String(noKey.body))?.[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(await payoutsOf(browser)).toEqual([]);

    // the app's own form: Referer when a browser sends no Origin, and the usual Origin
    const own = await browser.post('/wallet/payouts', fields, { origin: null, referer: `${s.web}/wallet/payouts` });
    expect(own.status).toBe(303);
    expect(await payoutsOf(browser)).toEqual([expect.objectContaining({ amount: 6_000 })]);

    // behind a proxy (the API's in `npm start`, nginx), the host the browser named is the one Origin must name
    const proxied = { 'x-forwarded-host': 'fikr.test' };
    const again = { ...fields, idempotencyKey: crypto.randomUUID() };
    const behind = await browser.post('/wallet/payouts', again, { origin: s.web, headers: proxied });
    expect(behind.status).toBe(403);
    const named = await browser.post('/wallet/payouts', again, { origin: 'http://fikr.test', headers: proxied });
    expect(named.status).toBe(303);
    expect(await payoutsOf(browser)).toHaveLength(2);
  });

  it("a cross-site sign-in cannot put a browser into the attacker's wallet", async () => {
    const { phone } = await signedIn();
    const victim = new Browser(s, 'ru');
    await victim.get('/wallet');
    await call(api(), 'POST', '/api/customer/auth/code', { body: { phone } }); // the attacker's own code
    const code = await customerCode(api(), phone);
    const forced = await victim.post('/wallet/verify', { phone, code }, { origin: EVIL });
    expect(forced.status).toBe(403);
    expect(Browser.text(forced)).toContain('Запрос не принят');
    expect(forced.cookies.filter((c) => c.startsWith('fikr_customer='))).toEqual([]);
    expect(victim.cookies).not.toContain('fikr_customer=');
    expect((await victim.post('/wallet/code', { phone }, { withoutToken: true })).status).toBe(403);
  });

  it('every other wallet and voucher post from elsewhere is refused; signed in, nothing changes', async () => {
    const { browser } = await signedIn();
    for (const url of ['/wallet/pay', '/wallet/logout', '/wallet/forget', '/wallet/vouchers/x/confirm', '/voucher/x']) {
      const res = await browser.post(url, {}, { origin: EVIL });
      expect([url, res.status]).toEqual([url, 403]);
    }
    expect(browser.cookies).toContain('fikr_customer=');
    expect((await browser.get('/wallet')).status).toBe(200);
    expect(Browser.text(await browser.get('/wallet'))).toContain('20 000 coin');
  });

  it('the survey form without JavaScript posts from its own page only', async () => {
    const owner = await ownerWithBusiness(api());
    await topUp(api(), owner, 100_000);
    const form = await createForm(api(), owner);
    const body = new URLSearchParams({
      ...Object.fromEntries(answersFor(form).map((a) => [`a.${a.question}`, a.value])),
      rating: '5',
      isPublic: 'true',
    }).toString();
    const post = (headers: Record<string, string>) =>
      call<string>(s.web, 'POST', `/form/${form.shareCode}`, {
        body,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      });
    expect((await post({ origin: EVIL })).status).toBe(403);
    expect((await post({})).status).toBe(403);
    const own = await post({ origin: s.web });
    expect(own.status).toBe(303);
    expect(own.headers.location).toMatch(/^\/form-completed/);
  });
});
