import { call, createTestApp, dbKinds, type TestApp } from '../test/harness';
import { createForm, ownerWithBusiness, type Owner } from '../test/flows';

const HUGE = 'x'.repeat(100_000);
const junkBodies: unknown[] = [
  {},
  [],
  [1, 2],
  'text',
  42,
  null,
  { phone: 998901234567, password: 123, check_password: null },
  { phone: HUGE, password: HUGE, title: HUGE, name: HUGE, amount: HUGE, voucherId: HUGE, otp: HUGE, transactionId: HUGE },
  { answers: [{ question: {}, value: [] }], rating: 'five', isPublic: 'no', questions: [{ type: 1 }], coin: { a: 1 } },
  { voucher: 'abc', typeMotive: [], amount: -1e308, cardNumber: 8600, expireDate: 2412, description: { x: 1 } },
  { category: 'x', region: 1e12, district: -1, email: HUGE, removeLogo: 1 },
];
const ids = ['1', 'null', 'undefined', '%00', HUGE.slice(0, 900), "'; drop table users; --", '00000000-0000-0000-0000-000000000000'];

describe.each(dbKinds)('bad input never reaches a 500 on %s', (kind) => {
  let t: TestApp;
  let owner: Owner;
  let formId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await ownerWithBusiness(t.app);
    formId = (await createForm(t.app, owner))._id;
  });
  afterAll(() => t.close());

  const bodyRoutes: Array<[string, string]> = [
    ['POST', '/api/auth/register'],
    ['POST', '/api/auth/login'],
    ['POST', '/api/auth/reset-password'],
    ['PUT', '/api/auth/me'],
    ['POST', '/api/business'],
    ['PUT', '/api/business/update'],
    ['POST', '/api/forms'],
    ['PATCH', '/api/forms/:formId'],
    ['POST', '/api/responses/:formId'],
    ['POST', '/api/responses/:id/submit'],
    ['POST', '/api/vouchers/sendConfirm'],
    ['POST', '/api/vouchers/confirm'],
    ['POST', '/api/payment/uzcard/createTransaction'],
    ['POST', '/api/payment/uzcard/confirmTransaction'],
  ];

  // Profile updates take "only the non-empty fields": an object without any profile field is a valid no-op there.
  const profileRoutes = new Set(['/api/auth/me', '/api/business/update']);
  const profileFields = ['name', 'description', 'category', 'phone', 'email', 'region', 'district', 'address', 'removeLogo', 'userName'];
  const isNoOpUpdate = (route: string, body: unknown) =>
    profileRoutes.has(route) &&
    typeof body === 'object' &&
    body !== null &&
    !Array.isArray(body) &&
    !Object.keys(body).some((k) => profileFields.includes(k));

  it.each(bodyRoutes)('%s %s with junk bodies answers 4xx with a message', async (method, route) => {
    const url = route.replace(':formId', formId).replace(':id', 'abcdefghijklmnop');
    for (const body of junkBodies) {
      const res = await call(t.app, method as 'POST', url, { token: owner.token, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
      const expected = isNoOpUpdate(route, body) ? 200 : 'a 4xx';
      const got = res.status >= 400 && res.status < 500 ? 'a 4xx' : res.status;
      expect({ body, status: got }).toEqual({ body, status: expected });
      if (expected === 200) continue;
      expect(res.body).toEqual(expect.objectContaining({ success: false, message: expect.any(String) }));
      expect(JSON.stringify(res.body)).not.toMatch(/at .*\.(ts|js):\d+|stack/i);
    }
  });

  const idRoutes: Array<[string, string]> = [
    ['GET', '/api/forms/:id'],
    ['PATCH', '/api/forms/:id'],
    ['DELETE', '/api/forms/:id'],
    ['GET', '/api/forms/u/:id'],
    ['GET', '/api/responses/:id'],
    ['POST', '/api/responses/:id'],
    ['POST', '/api/responses/:id/submit'],
    ['GET', '/api/public/vouchers/:id'],
    ['POST', '/api/public/vouchers/:id/confirm'],
  ];

  it.each(idRoutes)('%s %s with malformed ids answers 400/404', async (method, route) => {
    for (const id of ids) {
      const res = await call(t.app, method as 'GET', route.replace(':id', encodeURIComponent(id)), {
        token: owner.token,
        body: method === 'GET' || method === 'DELETE' ? undefined : { title: 'T', phone: '998901234567', typeMotive: 'coin', coin: 1 },
      });
      expect([400, 404]).toContain(res.status);
      expect(res.body.success).toBe(false);
    }
  });

  it.each([
    '/api/responses?page=-1',
    '/api/responses?limit=abc',
    `/api/responses?search=${HUGE.slice(0, 5000)}`,
    '/api/responses?status=waiting&status=completed',
    '/api/vouchers?isRedeemed=1',
    '/api/vouchers?page=1e9999',
    '/api/payment/uzcard/myPayments?status=2',
    '/api/dev/outbox?phone=abc',
  ])('GET %s answers 400', async (url) => {
    const res = await call(t.app, 'GET', url, { token: owner.token });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });

  it('a wrong content type is refused with 415 in the failure shape', async () => {
    const res = await call(t.app, 'POST', '/api/auth/login', { body: '<phone/>', headers: { 'content-type': 'application/xml' } });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ success: false, message: "Kiritilgan ma'lumotlar noto'g'ri" });
  });
});
