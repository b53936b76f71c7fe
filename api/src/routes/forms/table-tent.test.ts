import { execFile } from 'node:child_process';
import path from 'node:path';
import { call, createTestApp, dbKinds, type TestApp } from '../../test/harness';
import { createForm, ownerWithBusiness, type Owner } from '../../test/flows';
import { multipartBody, PNG_1PX } from '../../test/multipart-body';

interface Tent {
  status: number;
  type: string | undefined;
  pdf: Buffer;
}

const READER = path.join(__dirname, '../../test/read-pdf.cjs');

/** The PDF's text per page and the link each page's QR code opens, read as a phone camera would: rendered. */
function readTent(
  pdf: Buffer,
): Promise<{ pages: string[]; qr: Array<Record<'whole' | 'top' | 'bottom', string | null>> }> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, [READER], { maxBuffer: 10 * 1024 * 1024 }, (err, stdout, stderr) => {
      if (err) return reject(new Error(`read-pdf failed: ${stderr || err.message}`));
      const read = JSON.parse(stdout) as {
        pages: string[];
        qr: Array<Record<'whole' | 'top' | 'bottom', string | null>>;
      };
      resolve({ pages: read.pages.map((p) => p.replace(/\s+/g, ' ')), qr: read.qr });
    });
    child.stdin?.end(pdf);
  });
}

describe.each(dbKinds)('the table tent PDF on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function tent(owner: Owner, formId: string, query = '', headers: Record<string, string> = {}): Promise<Tent> {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/forms/${formId}/table-tent.pdf${query}`,
      headers: { authorization: `Bearer ${owner.token}`, ...headers },
    });
    return { status: res.statusCode, type: res.headers['content-type'], pdf: res.rawPayload };
  }

  it("prints the business's name, the reward line and a QR code that opens the form (tent and till card)", async () => {
    const owner = await ownerWithBusiness(t.app);
    const form = await createForm(t.app, owner);
    const res = await tent(owner, form._id, '?lang=uz&coin=2000');
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/pdf');
    const { pages, qr } = await readTent(res.pdf);
    expect(pages).toHaveLength(2);
    for (const page of pages) {
      expect(page).toContain('Rayhon');
      expect(page).toContain('Fikringizni yozing — 2 000 coin oling');
    }
    const link = `${t.app.config.publicFormOrigin}/form/${form.shareCode}`;
    expect(pages[1]).toContain(link.replace(/^https?:\/\//, ''));
    // each face of the folded tent (the top one printed upside down) and the till card
    expect(qr.map((page) => [page.top, page.bottom])[0]).toEqual([link, link]);
    expect(qr[1].whole).toBe(link);
    const steps = (await call(t.app, 'GET', '/api/business/onboarding', { token: owner.token })).body.data.steps;
    expect(steps.find((s: { key: string }) => s.key === 'share').done).toBe(true);
  });

  it("in Russian and English, with a Cyrillic name and the logo; a branch's tent opens the branch's link", async () => {
    const owner = await ownerWithBusiness(t.app);
    const profile = multipartBody(
      { name: 'Кофейня «Ўзбек»' },
      { field: 'logo', filename: 'l.png', contentType: 'image/png', content: PNG_1PX },
    );
    const updated = await call(t.app, 'PUT', '/api/business/update', {
      token: owner.token,
      body: profile.payload,
      headers: profile.headers,
    });
    expect(updated.status).toBe(200);
    const form = await createForm(t.app, owner);
    const branch = await call(t.app, 'POST', '/api/business/branches', {
      token: owner.token,
      body: { name: 'Chilonzor' },
    });
    const code = branch.body.data.branch.code as string;

    const ru = await tent(owner, form._id, `?branch=${code.toUpperCase()}&coin=1500`, { 'accept-language': 'ru' });
    expect(ru.status).toBe(200);
    expect(ru.pdf.toString('latin1')).toContain('/Subtype /Image');
    const read = await readTent(ru.pdf);
    expect(read.pages[0]).toContain('Кофейня «Ўзбек»');
    expect(read.pages[0]).toContain('Пройдите опрос — получите 1 500 коинов');
    const link = `${t.app.config.publicFormOrigin}/form/${form.shareCode}?b=${code}`;
    expect([read.qr[0].top, read.qr[0].bottom, read.qr[1].whole]).toEqual([link, link, link]);

    const en = await readTent((await tent(owner, form._id, '?lang=en', { 'accept-language': 'ru' })).pdf);
    expect(en.pages[1]).toContain('Share your feedback — it takes a minute');
  });

  it("refuses another business's form, an unknown branch and bad query values with a clear message", async () => {
    const owner = await ownerWithBusiness(t.app);
    const stranger = await ownerWithBusiness(t.app);
    const form = await createForm(t.app, owner);
    const foreign = await call(t.app, 'GET', `/api/forms/${form._id}/table-tent.pdf`, { token: stranger.token });
    expect(foreign).toMatchObject({ status: 404, body: { message: 'Form topilmadi' } });
    const branch = await call(t.app, 'GET', `/api/forms/${form._id}/table-tent.pdf?branch=zzzz`, {
      token: owner.token,
    });
    expect(branch).toMatchObject({ status: 404, body: { message: 'Filial topilmadi' } });
    const lang = await call(t.app, 'GET', `/api/forms/${form._id}/table-tent.pdf?lang=fr`, { token: owner.token });
    expect(lang).toMatchObject({ status: 400, body: { message: "Til uz, ru yoki en bo'lishi kerak" } });
    const coin = await call(t.app, 'GET', `/api/forms/${form._id}/table-tent.pdf?coin=-5`, { token: owner.token });
    expect(coin).toMatchObject({ status: 400, body: { message: "Mukofot miqdori musbat butun son bo'lishi kerak" } });
    const steps = (await call(t.app, 'GET', '/api/business/onboarding', { token: stranger.token })).body.data.steps;
    expect(steps.find((s: { key: string }) => s.key === 'share').done).toBe(false);
  });
});
