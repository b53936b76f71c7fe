import { sql } from 'drizzle-orm';
import { call, createTestApp, dbKinds, uniquePhone, type TestApp } from '../test/harness';
import { SegmentedMessage } from 'sms-segments-calculator';
import { rows } from '../db/rows';
import { answersFor, createForm, linkCode, outbox, ownerWithBusiness, sendRequest, topUp } from '../test/flows';
import { latinize, normalizeSmsText, smsBusinessName, smsBusinessNameSql } from './sms-text';

const PHISHING =
  'Kafe\r\nRayhon\u202E https://evil.example/pay bit.ly/x +998 90 123-45-67 PAYME.UZ/login www.fake ' +
  'juda uzun nom '.repeat(5);

describe('smsBusinessName', () => {
  it.each([
    ['Rayhon', 'Rayhon'],
    ['  Choyxona   No 1  ', 'Choyxona No 1'],
    ['Kafe 2000', 'Kafe 2000'],
    ['Kafe http://evil.uz/a?b=1 yaxshi', 'Kafe yaxshi'],
    ['Pul: payme.uz/x tez', 'Pul: tez'],
    ['Qo‘ng‘iroq +998 (90) 123-45-67 hoziroq', "Qo'ng'iroq hoziroq"],
    ['www.evil', 'Fikr'],
    ['x'.repeat(60), 'x'.repeat(40)],
    ['Rayhon\nYangi xabar: kartangiz bloklandi', 'Rayhon Yangi xabar: kartangiz bloklandi'],
    ['Rayhon\u2028\u0085\u0007\u001b[31m', 'Rayhon 31m'],
    ['\u202Enohyar\u202C \u2066Kafe\u2069\u200B', 'nohyar Kafe'],
  ])('%j → %j', (name, expected) => {
    expect(smsBusinessName(name)).toBe(expected);
  });
  it('never leaves a link or a phone number and keeps 40 characters at most', () => {
    const clean = smsBusinessName(PHISHING);
    expect(clean.length).toBeLessThanOrEqual(40);
    expect(clean).not.toMatch(/https?:|\.uz|\.example|bit\.ly|www|\d{3}|[\r\n\u202E]/i);
    expect(clean.startsWith('Kafe Rayhon')).toBe(true);
  });
});

const UZBEK_NAMES: Array<[string, string, string]> = [
  // name, in an Uzbek or English SMS, in a Russian SMS
  ['Choyxona «Bo‘ston»', 'Choyxona "Bo\'ston"', 'Choyxona "Bo\'ston"'],
  ['O‘rik ʻG‘uncha’ `Oqsaroy´', "O'rik 'G'uncha' 'Oqsaroy'", "O'rik 'G'uncha' 'Oqsaroy'"],
  ['“Ўзбегим” — ош маркази', '"O\'zbegim" - osh markazi', '"Ўзбегим" - ош маркази'],
  ['Щедрый Хлеб и Чай', 'Shedriy Xleb i Chay', 'Щедрый Хлеб и Чай'],
  ['Ғалаба Қўрғон Ҳовли', "G'alaba Qo'rg'on Hovli", 'Ғалаба Қўрғон Ҳовли'],
  ['Café Crème 🍰 {Best} [1]', 'Cafe Creme Best 1', 'Café Crème {Best} [1]'],
  ['🍰🍰', 'Fikr', 'Fikr'],
  ['Ш'.repeat(30), 'Sh'.repeat(20), 'Ш'.repeat(30)],
];

describe('normalising SMS texts', () => {
  it.each([
    ['Bo‘ston, G‘alaba, oʻrik, o’zbek, oʼq, `x´', "Bo'ston, G'alaba, o'rik, o'zbek, o'q, 'x'"],
    ['«Rayhon» va “Bahor” „x‟', '"Rayhon" va "Bahor" "x"'],
    ['a — b – c\u00a0d', 'a - b - c d'],
    ['Fikr: kod 123456.', 'Fikr: kod 123456.'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeSmsText(input)).toBe(expected);
  });

  it('writes Uzbek Cyrillic in Uzbek Latin', () => {
    expect(latinize('Ўзбекистон Ғалаба Қўқон Ҳамза Шоҳ Чорсу Ёшлик Юлдуз Ямоқ')).toBe(
      "O'zbekiston G'alaba Qo'qon Hamza Shoh Chorsu Yoshlik Yulduz Yamoq",
    );
  });

  it.each(UZBEK_NAMES)('the name %j is %j in uz and en, %j in ru', (name, latin, russian) => {
    expect(smsBusinessName(name, 'uz')).toBe(latin);
    expect(smsBusinessName(name, 'en')).toBe(latin);
    expect(smsBusinessName(name, 'ru')).toBe(russian);
  });
});

describe.each(dbKinds)('business names in SMS on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('the survey, reward and voucher SMS carry the cleaned name (the same in SQL and TypeScript)', async () => {
    const owner = await ownerWithBusiness(t.app);
    await topUp(t.app, owner, 1_000_000);
    const form = await createForm(t.app, owner);
    await t.app.db.execute(sql`update businesses set name = ${PHISHING} where id = ${owner.businessId}`);
    const expected = smsBusinessName(PHISHING);
    const phone = uniquePhone();
    expect(
      (
        await sendRequest(t.app, owner, form._id, {
          phone,
          typeMotive: 'voucher',
          voucher: { amount: 20_000, description: 'Kofe', duration: 30 },
        })
      ).status,
    ).toBe(201);
    const code = await linkCode(t.app, phone);
    await call(t.app, 'POST', `/api/responses/${code}/submit`, { body: { answers: answersFor(form) } });
    const list = await call(t.app, 'GET', `/api/vouchers?search=${phone}`, { token: owner.token });
    expect(
      (
        await call(t.app, 'POST', '/api/vouchers/sendConfirm', {
          token: owner.token,
          body: { voucherId: list.body.data.responses[0]._id },
        })
      ).status,
    ).toBe(200);
    const texts = (await outbox(t.app, phone)).filter((m) => m.channel === 'sms').map((m) => m.text);
    expect(texts).toHaveLength(3);
    for (const text of texts) {
      expect(text.startsWith(`${expected} `) || text.startsWith(`${expected}:`)).toBe(true);
      expect(text).not.toMatch(/evil|bit\.ly|payme|123-45-67|www\.fake/i);
    }
  });

  it('a Cyrillic name reaches an Uzbek customer in Latin: the survey and the reward SMS stay GSM-7', async () => {
    const owner = await ownerWithBusiness(t.app);
    await topUp(t.app, owner, 1_000_000);
    const form = await createForm(t.app, owner);
    await t.app.db.execute(
      sql`update businesses set name = ${'“Ўзбегим” — ош маркази'} where id = ${owner.businessId}`,
    );
    const phone = uniquePhone();
    expect((await sendRequest(t.app, owner, form._id, { phone, typeMotive: 'coin', coin: 500 })).status).toBe(201);
    const code = await linkCode(t.app, phone);
    await call(t.app, 'POST', `/api/responses/${code}/submit`, { body: { answers: answersFor(form) } });
    const texts = (await outbox(t.app, phone)).filter((m) => m.channel === 'sms').map((m) => m.text);
    expect(texts).toHaveLength(2);
    for (const text of texts) {
      expect(text.startsWith(`"O'zbegim" - osh markazi`)).toBe(true);
      expect([text, new SegmentedMessage(text).encodingName]).toEqual([text, 'GSM-7']);
    }
  });

  it('cleans a name in SQL exactly as in TypeScript, in every language', async () => {
    for (const name of [...UZBEK_NAMES.map(([n]) => n), PHISHING]) {
      for (const lang of ['uz', 'ru', 'en'] as const) {
        const [row] = await rows<{ clean: string }>(
          t.app.db,
          sql`select ${smsBusinessNameSql(sql`${name}::text`, lang)} as clean`,
        );
        expect([name, lang, row.clean]).toEqual([name, lang, smsBusinessName(name, lang)]);
      }
    }
  });
});
