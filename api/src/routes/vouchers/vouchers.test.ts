import { sql } from 'drizzle-orm';
import { call, createTestApp, dbKinds, uniquePhone, type TestApp } from '../../test/harness';
import {
  answersFor,
  createForm,
  linkCode,
  outbox,
  ownerWithBusiness,
  sendRequest,
  topUp,
  type Owner,
} from '../../test/flows';

describe.each(dbKinds)('vouchers on %s', (kind) => {
  let t: TestApp;
  let owner: Owner & { businessId: string };
  let form: Awaited<ReturnType<typeof createForm>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await ownerWithBusiness(t.app);
    await topUp(t.app, owner, 1_000_000);
    form = await createForm(t.app, owner);
  });
  afterAll(() => t.close());

  async function issueVoucher(amount = 20_000, duration = 30) {
    const phone = uniquePhone();
    await sendRequest(t.app, owner, form._id, {
      phone,
      typeMotive: 'voucher',
      voucher: { amount, description: 'Kofe', duration },
    });
    await call(t.app, 'POST', `/api/responses/${await linkCode(t.app, phone)}/submit`, {
      body: { answers: answersFor(form) },
    });
    const list = await call(t.app, 'GET', `/api/vouchers?search=${phone}`, { token: owner.token });
    return { phone, voucher: list.body.data.responses[0] as { _id: string; code: string } };
  }
  async function customerConfirms(phone: string) {
    await call(t.app, 'POST', '/api/vouchers/sendConfirm', {
      token: owner.token,
      body: { voucherId: (await voucherOf(phone))._id },
    });
    const link = (await outbox(t.app, phone)).find((m) => m.text.includes('/voucher/'));
    const token = link?.text.match(/\/voucher\/([\w-]+)/)?.[1] as string;
    return token;
  }
  async function voucherOf(phone: string) {
    return (await call(t.app, 'GET', `/api/vouchers?search=${phone}`, { token: owner.token })).body.data.responses[0];
  }
  const redeem = (voucherId: string, token = owner.token) =>
    call(t.app, 'POST', '/api/vouchers/confirm', { token, body: { voucherId } });

  it('the customer confirms through the texted link, then the business redeems exactly once', async () => {
    const { phone, voucher } = await issueVoucher();
    const early = await redeem(voucher._id);
    expect(early.status).toBe(400);
    expect(early.body.message).toBe('Mijoz voucherni hali tasdiqlamagan');

    const token = await customerConfirms(phone);
    expect(token).toMatch(/^[\w-]{32}$/);
    const page = await call(t.app, 'GET', `/api/public/vouchers/${token}`);
    expect(page.body.data.voucher).toMatchObject({
      amount: 20_000,
      code: voucher.code,
      userConfirm: false,
      isRedeemed: false,
      business: { name: 'Rayhon' },
    });
    const confirmed = await call(t.app, 'POST', `/api/public/vouchers/${token}/confirm`);
    expect(confirmed.body.data.voucher.userConfirm).toBe(true);
    expect((await voucherOf(phone)).userConfirm).toBe(true);

    const used = await redeem(voucher._id);
    expect(used.status).toBe(200);
    expect(used.body.data.voucher).toMatchObject({ isRedeemed: true, redeemedAt: expect.any(String) });
    const twice = await redeem(voucher._id);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Voucher allaqachon ishlatilgan');
  });

  it('20 concurrent redeems → exactly one succeeds', async () => {
    const { phone, voucher } = await issueVoucher();
    await call(t.app, 'POST', `/api/public/vouchers/${await customerConfirms(phone)}/confirm`);
    const results = await Promise.all(Array.from({ length: 20 }, () => redeem(voucher._id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
  });

  it('an expired voucher cannot be confirmed or redeemed', async () => {
    const { phone, voucher } = await issueVoucher();
    const token = await customerConfirms(phone);
    await t.app.db.execute(sql`update vouchers set expires_at = now() - interval '1 minute' where id = ${voucher._id}`);
    expect((await call(t.app, 'POST', `/api/public/vouchers/${token}/confirm`)).body.message).toBe(
      'Voucher muddati tugagan',
    );
    const res = await redeem(voucher._id);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Voucher muddati tugagan');
    expect(
      (await call(t.app, 'POST', '/api/vouchers/sendConfirm', { token: owner.token, body: { voucherId: voucher._id } }))
        .status,
    ).toBe(400);
  });

  it('lists with search by code, redeemed filter and paging; strangers get 404', async () => {
    const { voucher } = await issueVoucher(7_000);
    const byCode = await call(t.app, 'GET', `/api/vouchers?search=${voucher.code.toLowerCase()}`, {
      token: owner.token,
    });
    expect(byCode.body.data.responses.map((v: { _id: string }) => v._id)).toEqual([voucher._id]);
    const redeemed = await call(t.app, 'GET', '/api/vouchers?isRedeemed=true', { token: owner.token });
    expect(redeemed.body.data.pagination.total).toBe(2);
    const open = await call(t.app, 'GET', '/api/vouchers?isRedeemed=false&limit=25', { token: owner.token });
    expect(open.body.data.pagination).toEqual({ total: 2, page: 1, limit: 25 });
    expect(open.body.data.responses[0]._id).toBe(voucher._id);
    expect((await call(t.app, 'GET', '/api/vouchers?isRedeemed=maybe', { token: owner.token })).status).toBe(400);

    const stranger = await ownerWithBusiness(t.app);
    expect((await call(t.app, 'GET', '/api/vouchers', { token: stranger.token })).body.data.responses).toEqual([]);
    expect((await redeem(voucher._id, stranger.token)).status).toBe(404);
    const send = await call(t.app, 'POST', '/api/vouchers/sendConfirm', {
      token: stranger.token,
      body: { voucherId: voucher._id },
    });
    expect(send.status).toBe(404);
    expect((await redeem('x')).status).toBe(404);
    expect((await call(t.app, 'POST', '/api/vouchers/confirm', { token: owner.token, body: {} })).status).toBe(400);
    expect((await call(t.app, 'GET', '/api/public/vouchers/not-a-token')).status).toBe(404);
  });

  it('the reward SMS gives the expiry date as DD-MM-YYYY, like the console', async () => {
    const { phone } = await issueVoucher(4_000, 30);
    const sms = (await outbox(t.app, phone)).find((m) => m.text.includes('gacha amal qiladi'));
    expect(sms?.text).toMatch(/, \d{2}-\d{2}-\d{4} gacha amal qiladi\. Hamyon: http:\/\/fikr\.test\/wallet$/);
  });

  it("validity: 'valid' is not redeemed and not expired, 'invalid' the rest (an expired voucher is not valid)", async () => {
    const [fresh, expired, used] = [await issueVoucher(1_000), await issueVoucher(2_000), await issueVoucher(3_000)];
    await t.app.db.execute(
      sql`update vouchers set expires_at = now() - interval '1 minute' where id = ${expired.voucher._id}`,
    );
    await t.app.db.execute(
      sql`update vouchers set is_redeemed = true, redeemed_at = now() where id = ${used.voucher._id}`,
    );
    const ids = async (validity: string) =>
      (
        await call(t.app, 'GET', `/api/vouchers?validity=${validity}&limit=50`, { token: owner.token })
      ).body.data.responses.map((v: { _id: string }) => v._id);
    const mine = (list: string[]) =>
      [fresh, expired, used].filter((x) => list.includes(x.voucher._id)).map((x) => x.voucher.code);
    expect(mine(await ids('valid'))).toEqual([fresh.voucher.code]);
    expect(mine(await ids('invalid')).sort()).toEqual([expired.voucher.code, used.voucher.code].sort());
    const bad = await call(t.app, 'GET', '/api/vouchers?validity=soon', { token: owner.token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Holat qiymati noto'g'ri");
  });
});
