/**
 * @jest-environment node
 */
// The survey SMS's opt-out page (/stop/{code}) and the completion page's review links (/r/{code}/{site}) of the
// public server against a real API over HTTP, as a browser without JavaScript drives them.
import { Browser } from './test/browser';
import {
  answersFor,
  call,
  createForm,
  customerCode,
  ownerWithBusiness,
  sendRequest,
  topUp,
  uniquePhone,
  type Owner,
} from './test/http';
import { dbKinds, startStack, type Stack } from './test/stack';

jest.setTimeout(60_000);

const FORM_TYPE = { 'content-type': 'application/x-www-form-urlencoded' };
const GOOGLE = 'https://maps.google.com/?cid=777';

describe.each(dbKinds)('closing the loop with the customer on %s', (kind) => {
  let s: Stack;
  beforeAll(async () => {
    s = await startStack(kind);
  });
  afterAll(() => s?.close());

  async function business() {
    const owner = await ownerWithBusiness(s.api.url);
    await topUp(s.api.url, owner, 100_000);
    return { owner, form: await createForm(s.api.url, owner) };
  }
  const ask = (owner: Owner, form: { _id: string }, phone: string) =>
    call(s.api.url, 'POST', `/api/responses/${form._id}`, {
      token: owner.token,
      body: { phone, typeMotive: 'coin', coin: 1_000 },
    });

  it('/stop/{code}: one tap without JavaScript stops every business, the undo is on the same page', async () => {
    const { owner, form } = await business();
    const other = await business();
    const phone = `9989${String(Date.now()).slice(-8)}`;
    const { code } = await sendRequest(s.api.url, owner, form, { typeMotive: 'coin', coin: 1_000 }, phone);
    const browser = new Browser(s);
    const page = await browser.get(`/stop/${code}`);
    expect(page.status).toBe(200);
    expect(Browser.text(page)).toContain("Bizneslar sizga SMS orqali so'rovnoma yuborishi mumkin.");
    expect(String(page.body)).toContain(`<form method="post" action="/stop/${code}">`);
    expect(browser.formToken).toBeTruthy();

    // a cross-site post (no form token) changes nothing
    expect((await browser.post(`/stop/${code}`, { action: 'stop' }, { withoutToken: true })).status).toBe(403);
    expect((await ask(other.owner, other.form, phone)).status).toBe(201);

    const stopped = await browser.post(`/stop/${code}`, { action: 'stop' });
    expect(stopped.status).toBe(303);
    expect(stopped.headers.location).toBe(`/stop/${code}`);
    const after = await browser.get(`/stop/${code}`);
    expect(Browser.text(after)).toContain("Siz so'rovnomalardan voz kechdingiz");
    expect(Browser.text(after)).toContain("So'rovnomalarni qaytarish");
    const refused = await ask(other.owner, other.form, phone);
    expect([refused.status, refused.body.code]).toEqual([409, 'errors.customerOptedOut']);
    // the wallet's sign-in code still goes
    expect((await call(s.api.url, 'POST', '/api/customer/auth/code', { body: { phone } })).status).toBe(200);

    expect((await browser.post(`/stop/${code}`, { action: 'resume' })).status).toBe(303);
    expect(Browser.text(await browser.get(`/stop/${code}`))).toContain("So'rovnomalarni to'xtatish");
    expect((await ask(other.owner, other.form, phone)).status).toBe(201);

    for (const unknown of ['/stop/no-such-code', `/stop/${'x'.repeat(300)}`])
      expect((await call(s.web, 'GET', unknown)).status).toBe(404);
    expect((await browser.post('/stop/no-such-code', { action: 'stop' })).status).toBe(404);
  });

  it("the wallet's toggle stops and resumes survey requests without JavaScript, the same stop as the SMS link", async () => {
    const { owner, form } = await business();
    const phone = uniquePhone();
    const browser = new Browser(s);
    await browser.get('/wallet');
    await browser.post('/wallet/code', { phone: `+${phone}` });
    expect((await browser.post('/wallet/verify', { phone, code: await customerCode(s.api.url, phone) })).status).toBe(
      303,
    );
    const home = await browser.get('/wallet');
    expect(Browser.text(home)).toContain("Bizneslar sizga SMS orqali so'rovnoma yuborishi mumkin.");
    expect(String(home.body)).toContain('<input type="hidden" name="stopped" value="true"/>');
    const stopped = await browser.post('/wallet/surveys', { stopped: 'true' });
    expect([stopped.status, stopped.headers.location]).toEqual([303, '/wallet']);
    expect(Browser.text(await browser.get('/wallet'))).toContain("Siz so'rovnomalardan voz kechdingiz");
    expect((await ask(owner, form, phone)).status).toBe(409);
    expect((await browser.post('/wallet/surveys', { stopped: 'true' }, { withoutToken: true })).status).toBe(403);
    await browser.post('/wallet/surveys', { stopped: 'false' });
    expect((await ask(owner, form, phone)).status).toBe(201);
  });

  it('/r/{code}/{site}: a public answer is offered the review links apart from the reward; a click is counted once and goes to the site', async () => {
    const { owner, form } = await business();
    const links = { google: GOOGLE, yandex: null, twogis: null };
    expect(
      (await call(s.api.url, 'PUT', '/api/business/update', { token: owner.token, body: { reviewLinks: links } }))
        .status,
    ).toBe(200);
    const { code } = await sendRequest(s.api.url, owner, form, { typeMotive: 'coin', coin: 1_000 });
    const posted = await call(s.web, 'POST', `/form/${code}`, {
      body: new URLSearchParams({
        ...Object.fromEntries(answersFor(form, 'Yomon', '1').map((a) => [`a.${a.question}`, a.value])),
        rating: '1',
        isPublic: 'true',
      }).toString(),
      headers: { ...FORM_TYPE, origin: s.web },
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.location).toBe(`/form-completed?reward=coin&amount=1000&r=${code}`);
    const done = String((await call(s.web, 'GET', posted.headers.location)).body);
    const section = /<section[^>]*data-testid="review-links"[^>]*>([\s\S]*?)<\/section>/.exec(done);
    expect(section?.[1]).toContain(`href="/r/${code}/google"`);
    expect(section?.[1]).not.toMatch(/1 000|coin|hisobingizga/);
    expect(done).toContain('1 000 coin hisobingizga tushdi');

    const balance = async () =>
      (await call(s.api.url, 'GET', '/api/business', { token: owner.token })).body.data.coin as number;
    const before = await balance();
    for (let i = 0; i < 2; i++) {
      const click = await call(s.web, 'GET', `/r/${code}/google`);
      expect([click.status, click.headers.location]).toEqual([302, GOOGLE]);
    }
    const clicks = await call(s.api.url, 'GET', '/api/stats/review-clicks?days=30', { token: owner.token });
    expect(clicks.body.data).toEqual({ google: 1, yandex: 0, twogis: 0 });
    expect(await balance()).toBe(before); // a click moves no money

    for (const url of [`/r/${code}/yandex`, `/r/${code}/tripadvisor`, '/r/no-such-code/google', `/r/${code}/%00`]) {
      const res = await call(s.web, 'GET', url);
      expect(res.status).toBe(404);
      expect(String(res.body)).toContain('Sahifa topilmadi');
    }
  });

  it('a private answerer is not asked: no code in the redirect, no review links on the page', async () => {
    const { owner, form } = await business();
    await call(s.api.url, 'PUT', '/api/business/update', {
      token: owner.token,
      body: { reviewLinks: { google: GOOGLE, yandex: null, twogis: null } },
    });
    const { code } = await sendRequest(s.api.url, owner, form, { typeMotive: 'coin', coin: 1_000 });
    const posted = await call(s.web, 'POST', `/form/${code}`, {
      body: new URLSearchParams({
        ...Object.fromEntries(answersFor(form).map((a) => [`a.${a.question}`, a.value])),
        rating: '5',
        isPublic: 'false',
      }).toString(),
      headers: { ...FORM_TYPE, origin: s.web },
    });
    expect(posted.headers.location).toBe('/form-completed?reward=coin&amount=1000');
    // its code given by hand offers nothing either
    const page = String((await call(s.web, 'GET', `/form-completed?reward=coin&amount=1000&r=${code}`)).body);
    expect(page).not.toContain('data-testid="review-links"');
    expect((await call(s.web, 'GET', `/r/${code}/google`)).status).toBe(404);
  });
});
