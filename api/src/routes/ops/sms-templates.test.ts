import { SegmentedMessage } from 'sms-segments-calculator';
import { ownerWithBusiness, registerProven } from '../../test/flows';
import { call, createTestApp, dbKinds, uniquePhone, type TestApp } from '../../test/harness';

describe.each(dbKinds)('GET /api/ops/sms-templates on %s', (kind) => {
  let t: TestApp;
  const operatorPhone = uniquePhone();
  beforeAll(async () => {
    t = await createTestApp(kind, {
      operatorPhones: [operatorPhone],
      publicOrigin: 'https://console.fikr.uz',
      publicFormOrigin: 'https://app.fikr.uz',
    });
  });
  afterAll(() => t.close());

  it('is refused to an owner who is not an operator, and to nobody signed in', async () => {
    const owner = await ownerWithBusiness(t.app);
    const refused = await call(t.app, 'GET', '/api/ops/sms-templates', { token: owner.token });
    expect([refused.status, refused.body.code]).toEqual([403, 'errors.forbidden']);
    expect((await call(t.app, 'GET', '/api/ops/sms-templates')).status).toBe(401);
  });

  it("lists every template in uz, ru and en at its longest, measured with this server's links", async () => {
    const operator = await registerProven(t.app, operatorPhone);
    const res = await call(t.app, 'GET', '/api/ops/sms-templates', { token: operator.token });
    expect(res.status).toBe(200);
    const templates: Array<{ key: string; lang: string; text: string; encoding: string; segments: number }> =
      res.body.data.templates;
    const survey = templates.filter((row) => row.key === 'sms.surveyVoucher');
    expect(survey.map((row) => row.lang)).toEqual(['uz', 'ru', 'en']);
    expect(survey[0].text).toMatch(
      /^"O'zbegim" osh .* so'mlik voucher oling: https:\/\/app\.fikr\.uz\/form\/\S{22} To'xtatish: https:\/\/app\.fikr\.uz\/stop\/\S{22}$/,
    );
    // a survey request is GSM-7 in Russian too (Latin letters), so its opt-out link fits in 2 segments
    expect(survey[1]).toMatchObject({ encoding: 'GSM-7', segments: 2 });
    const invite = templates.find((row) => row.key === 'team.smsInvite' && row.lang === 'uz');
    expect(invite?.text).toMatch(/https:\/\/console\.fikr\.uz\/login\?phone=\d{12}$/);
    const keys = [...new Set(templates.map((row) => row.key))];
    expect(keys).toEqual(
      expect.arrayContaining(['sms.phoneCode', 'sms.rewardVoucher', 'wallet.smsCoinReceipt', 'team.smsInvite']),
    );
    expect(templates).toHaveLength(keys.length * 3);
    for (const row of templates) {
      const measured = new SegmentedMessage(row.text);
      expect([row.key, row.lang, row.encoding, row.segments]).toEqual([
        row.key,
        row.lang,
        measured.encodingName,
        measured.segmentsCount,
      ]);
      expect([row.key, row.lang, row.segments <= 2]).toEqual([row.key, row.lang, true]);
    }
  });
});
