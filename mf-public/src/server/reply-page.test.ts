/**
 * @jest-environment node
 */
// The customer's page of a business's reply (/reply/{code}) against a real API over HTTP, as a browser without
// JavaScript reads it: the text, a coin make-good, a voucher make-good confirmed by a post, and an unknown code.
import { Browser } from './test/browser';
import {
  answersFor,
  call,
  createForm,
  ownerWithBusiness,
  replyCode,
  sendRequest,
  topUp,
  uniquePhone,
  type Owner,
} from './test/http';
import { dbKinds, startStack, type Stack } from './test/stack';

jest.setTimeout(60_000);

describe.each(dbKinds)('the reply page on %s', (kind) => {
  let s: Stack;
  let owner: Owner;
  beforeAll(async () => {
    s = await startStack(kind);
    owner = await ownerWithBusiness(s.api.url);
    await topUp(s.api.url, owner, 500_000);
  });
  afterAll(() => s?.close());

  /** A customer's one-star public answer, replied to with `reward`: the reply page's code. */
  async function replied(text: string, reward?: unknown) {
    const form = await createForm(s.api.url, owner);
    const phone = uniquePhone();
    const { code, id } = await sendRequest(s.api.url, owner, form, { typeMotive: 'coin', coin: 1_000 }, phone);
    const done = await call(s.api.url, 'POST', `/api/responses/${code}/submit`, {
      body: { answers: answersFor(form, 'Yomon', '1'), rating: 1, review: 'Sovuq', isPublic: true },
    });
    expect(done.status).toBe(200);
    const res = await call(s.api.url, 'POST', `/api/responses/${id}/reply`, {
      token: owner.token,
      body: { text, ...(reward === undefined ? {} : { reward }) },
    });
    expect(res.status).toBe(201);
    return replyCode(s.api.url, phone);
  }

  it('shows the text and a voucher make-good like the voucher page, confirmed without JavaScript', async () => {
    const code = await replied('Kechirasiz!\nKeyingi kofe bizdan.', {
      amount: 15_000,
      description: 'Bepul kofe',
      duration: 10,
    });
    const browser = new Browser(s);
    const res = await browser.get(`/reply/${code}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const text = Browser.text(res);
    expect(text).toContain('Kechirasiz!');
    expect(text).toContain('Keyingi kofe bizdan.');
    expect(text).toContain("15 000 so'm");
    expect(text).toContain('Bepul kofe');
    expect(text).toContain('Tasdiqlash');
    const token = /action="\/voucher\/([^"]+)"/.exec(String(res.body))?.[1];
    expect(token).toBeDefined();
    const confirmed = await browser.post(`/voucher/${token}`);
    expect(confirmed.status).toBe(303);
    const again = await browser.get(`/reply/${code}`);
    expect(Browser.text(again)).toContain('Tasdiqlangan');
  });

  it('a coin make-good says the coins are in the wallet; the page speaks Russian and English too', async () => {
    const code = await replied('Uzr so‘raymiz', 3_000);
    const uz = Browser.text(await new Browser(s).get(`/reply/${code}`));
    expect(uz).toContain('3 000 coin hisobingizga tushdi');
    expect(uz).toContain('Uzr so‘raymiz');
    const ru = await call(s.web, 'GET', `/reply/${code}?lang=ru`);
    expect(String(ru.body)).toContain('3 000 coin зачислено на ваш счёт');
    const en = await call(s.web, 'GET', `/reply/${code}?lang=en`);
    expect(String(en.body)).toContain('replied');
  });

  it('words only: the text, no reward; an unknown code is the not-found page', async () => {
    const code = await replied('Rahmat, fikringiz uchun!');
    const text = Browser.text(await new Browser(s).get(`/reply/${code}`));
    expect(text).toContain('Rahmat, fikringiz uchun!');
    expect(text).not.toContain('coin');
    const missing = await call(s.web, 'GET', '/reply/aaaaaaaaaaaaaaaaaaaaaa');
    expect(missing.status).toBe(404);
    expect(String(missing.body)).toContain('Javob topilmadi');
    expect((await call(s.web, 'GET', '/reply/%3Cscript%3E')).status).toBe(404);
  });
});
