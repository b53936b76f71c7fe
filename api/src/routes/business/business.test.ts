import { call, createTestApp, dbKinds, type TestApp } from '../../test/harness';
import { businessBody, ownerWithBusiness, registerOwner } from '../../test/flows';
import { multipartBody, PNG_1PX, WEBP_HEADER } from '../../test/multipart-body';

describe.each(dbKinds)('business on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const put = (
    token: string,
    url: string,
    fields: Record<string, string>,
    file?: Parameters<typeof multipartBody>[1],
  ) => {
    const { payload, headers } = multipartBody(fields, file);
    return call(t.app, 'PUT', url, { token, body: payload, headers });
  };

  it('POST /business creates the one business of a user; GET /business and /auth/me show it', async () => {
    const owner = await registerOwner(t.app);
    const created = await call(t.app, 'POST', '/api/business', {
      token: owner.token,
      body: { ...businessBody(owner.phone), category: '0' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Rayhon',
      phone: owner.phone,
      category: 0,
      region: 1,
      district: 2,
      address: 'Amir Temur 1',
      description: 'Milliy taomlar',
      logo: null,
      coin: 0,
      subscription: { plan: 'standard' },
    });
    const got = await call(t.app, 'GET', '/api/business', { token: owner.token });
    expect(got.body.data).toEqual(created.body.data);
    const me = await call(t.app, 'GET', '/api/auth/me', { token: owner.token });
    expect(me.body.data.user.business._id).toBe(created.body.data._id);

    const second = await call(t.app, 'POST', '/api/business', { token: owner.token, body: businessBody(owner.phone) });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('Sizda allaqachon biznes mavjud');
  });

  it('validates the create payload with the spec texts', async () => {
    const owner = await registerOwner(t.app);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...businessBody(owner.phone), name: ' ' }, 'Biznes nomi kiritilishi shart'],
      [{ ...businessBody(owner.phone), phone: '90123' }, "Telefon raqam noto'g'ri formatda (+998901234567)"],
      [{ ...businessBody(owner.phone), category: undefined }, 'Toifani tanlash majburiy'],
      [{ ...businessBody(owner.phone), region: 3, district: 1 }, 'Tanlangan tuman ushbu viloyatga tegishli emas'],
      [{ ...businessBody(owner.phone), name: 'n'.repeat(100_000) }, 'Biznes nomi 100 ta belgidan oshmasligi kerak'],
    ];
    for (const [body, message] of cases) {
      const res = await call(t.app, 'POST', '/api/business', { token: owner.token, body });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await call(t.app, 'GET', '/api/business', { token: owner.token })).status).toBe(404);
  });

  it('business-only calls answer 403 before a business exists and 401 without a token', async () => {
    const owner = await registerOwner(t.app);
    for (const url of ['/api/forms', '/api/stats', '/api/responses', '/api/vouchers', '/api/business/clients']) {
      const res = await call(t.app, 'GET', url, { token: owner.token });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Avval biznes yarating');
      expect((await call(t.app, 'GET', url)).status).toBe(401);
    }
  });

  it('PUT /business/update changes only the non-empty fields', async () => {
    const owner = await ownerWithBusiness(t.app);
    const res = await put(owner.token, '/api/business/update', {
      name: 'Yangi nom',
      email: 'info@rayhon.uz',
      address: '',
      district: '3',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Yangi nom',
      email: 'info@rayhon.uz',
      address: 'Amir Temur 1',
      region: 1,
      district: 3,
    });
    const bad = await put(owner.token, '/api/business/update', { email: 'not-mail' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Elektron pochta manzili noto'g'ri");
  });

  it('stores a logo checked by content, serves it under /uploads and removes it on request', async () => {
    const owner = await ownerWithBusiness(t.app);
    const res = await put(
      owner.token,
      '/api/business/update',
      {},
      { field: 'logo', filename: 'x.bin', contentType: 'application/octet-stream', content: PNG_1PX },
    );
    expect(res.status).toBe(200);
    const logo: string = res.body.data.logo;
    expect(logo).toMatch(/^\/uploads\/logos\/[\w-]+\.png$/);
    const served = await t.app.inject({ method: 'GET', url: logo });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG_1PX)).toBe(true);

    const webp = await put(
      owner.token,
      '/api/business/update',
      {},
      { field: 'logo', filename: 'l.webp', contentType: 'image/webp', content: WEBP_HEADER },
    );
    expect(webp.body.data.logo).toMatch(/\.webp$/);
    expect((await t.app.inject({ method: 'GET', url: logo })).statusCode).toBe(404);

    const removed = await put(owner.token, '/api/business/update', { removeLogo: 'true' });
    expect(removed.body.data.logo).toBeNull();
  });

  it('refuses a fake image and a logo over 2 MB', async () => {
    const owner = await ownerWithBusiness(t.app);
    const fake = await put(
      owner.token,
      '/api/business/update',
      { name: 'X' },
      { field: 'logo', filename: 'a.png', contentType: 'image/png', content: Buffer.from('<svg></svg>') },
    );
    expect(fake.status).toBe(400);
    expect(fake.body.message).toBe('Faqat rasm fayllarini yuklash mumkin');
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await put(
      owner.token,
      '/api/business/update',
      {},
      { field: 'logo', filename: 'a.png', contentType: 'image/png', content: big },
    );
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.message).toBe('Fayl hajmi juda katta');
    const after = await call(t.app, 'GET', '/api/business', { token: owner.token });
    expect(after.body.data).toMatchObject({ name: 'Rayhon', logo: null });
  });

  it('PUT /auth/me sets the user name and the business profile fields', async () => {
    const owner = await ownerWithBusiness(t.app);
    const res = await put(owner.token, '/api/auth/me', { userName: 'Aziz', description: 'Yangi tavsif' });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({
      name: 'Aziz',
      business: { description: 'Yangi tavsif', name: 'Rayhon' },
    });
    const json = await call(t.app, 'PUT', '/api/auth/me', { token: owner.token, body: { userName: 'Bek' } });
    expect(json.body.data.user.name).toBe('Bek');
  });
});
