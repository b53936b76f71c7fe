import { CATEGORIES, formInputSchema, LANGUAGES, templatesListSchema } from '@fikr/shared/core';
import { listTemplates } from '../../services/templates';
import { TEMPLATES } from '../../templates';
import { call, createTestApp, dbKinds, type TestApp } from '../../test/harness';
import { ownerWithBusiness } from '../../test/flows';

describe('form templates (data)', () => {
  it('has a template for every spec category and two for restaurant, café, beauty and shop', () => {
    const count = (id: number) => TEMPLATES.filter((t) => t.category === id).length;
    for (const category of CATEGORIES) expect([category.name, count(category.id) >= 1]).toEqual([category.name, true]);
    expect([1, 2, 4, 5].map(count).every((n) => n >= 2)).toBe(true);
    expect(new Set(TEMPLATES.map((t) => t.id)).size).toBe(TEMPLATES.length);
  });

  it.each(TEMPLATES.map((t) => [t.id]))('%s is a valid form in uz, ru and en, the same form in each', (id) => {
    const forms = LANGUAGES.map((lang) => listTemplates(lang).find((t) => t.id === id)!);
    for (const form of forms) {
      const parsed = formInputSchema.safeParse(form);
      expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
      expect(form.title.trim()).not.toBe('');
      expect(form.description.trim()).not.toBe('');
      expect(form.questions.length).toBeGreaterThanOrEqual(3);
      expect(form.questions.length).toBeLessThanOrEqual(6);
      for (const q of form.questions) expect(q.text.trim()).not.toBe('');
      // every form ends with the overall rating on the customer's page: a template never asks it again
      for (const q of form.questions) expect(q.text).not.toMatch(/umumiy|overall|общ(ая|ее)/i);
    }
    const shape = (f: (typeof forms)[number]) =>
      f.questions.map((q) => [q.type, q.required, q.options.length, q.min ?? null, q.max ?? null]);
    expect(shape(forms[1])).toEqual(shape(forms[0]));
    expect(shape(forms[2])).toEqual(shape(forms[0]));
    // written per language, not one text copied into three
    const [uz, ru, en] = forms;
    expect(new Set([uz.title, ru.title, en.title]).size).toBe(3);
    expect(ru.questions.map((q) => q.text).join(' ')).toMatch(/[а-яё]/i);
    expect(uz.questions.map((q) => q.text).join(' ')).not.toMatch(/[а-яё]/i);
    // the suggested reward is one the request dialog takes
    const reward = uz.reward;
    if (reward.typeMotive === 'coin') expect(reward.coin).toBeGreaterThan(0);
    else {
      expect(reward.voucher?.amount).toBeGreaterThan(0);
      expect(forms.map((f) => f.reward.voucher?.description.trim()).every(Boolean)).toBe(true);
    }
  });
});

describe.each(dbKinds)('GET /api/templates and forms from templates on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("lists a category's templates without signing in, in Uzbek by default", async () => {
    const res = await call(t.app, 'GET', '/api/templates?category=1');
    expect(res.status).toBe(200);
    const { templates } = templatesListSchema.parse(res.body.data);
    expect(templates.map((x) => x.id)).toEqual(['restaurant-visit', 'restaurant-delivery']);
    expect(templates[0]).toMatchObject({
      category: 1,
      lang: 'uz',
      title: 'Restoranimizdagi kechangiz',
      reward: { typeMotive: 'coin', coin: 2000 },
    });
    expect(templates[0].questions[0]).toEqual({
      type: 'number',
      text: "Taomlar ta'mi",
      required: true,
      options: [],
      min: 1,
      max: 5,
    });
  });

  it("answers in the reader's language: ?lang= first, then Accept-Language", async () => {
    const ru = await call(t.app, 'GET', '/api/templates?category=4', {
      headers: { 'accept-language': 'ru-RU,ru;q=0.9' },
    });
    expect(ru.body.data.templates[0]).toMatchObject({ lang: 'ru', title: 'Ваш визит в салон' });
    expect(ru.body.data.templates[0].reward.voucher).toEqual({
      amount: 30000,
      description: 'Скидка на следующий визит',
      duration: 60,
    });
    const en = await call(t.app, 'GET', '/api/templates?category=0&lang=en', { headers: { 'accept-language': 'ru' } });
    expect(en.body.data.templates).toEqual([
      expect.objectContaining({ id: 'other-visit', lang: 'en', title: 'Your visit' }),
    ]);
    const all = await call(t.app, 'GET', '/api/templates');
    expect(all.body.data.templates).toHaveLength(TEMPLATES.length);
  });

  it.each(['9', '-1', 'restoran', '1.5'])('refuses the unknown category %s with a clear message', async (category) => {
    const res = await call(t.app, 'GET', `/api/templates?category=${category}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Bunday toifa yo'q: toifa raqami 0 dan 8 gacha bo'ladi");
    const ru = await call(t.app, 'GET', `/api/templates?category=${category}`, {
      headers: { 'accept-language': 'ru' },
    });
    expect(ru.body.message).toBe('Такой категории нет: номер категории от 0 до 8');
  });

  it('refuses an unknown language', async () => {
    const res = await call(t.app, 'GET', '/api/templates?lang=de');
    expect(res).toMatchObject({ status: 400, body: { message: "Til uz, ru yoki en bo'lishi kerak" } });
  });

  it("POST /api/forms { templateId } makes the template's form in the caller's language, then edits like any", async () => {
    const owner = await ownerWithBusiness(t.app);
    const made = await call(t.app, 'POST', '/api/forms', {
      token: owner.token,
      body: { templateId: 'cafe-coffee' },
      headers: { 'accept-language': 'ru' },
    });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ title: 'Кофе и настроение', responsesCount: 0 });
    expect(made.body.data.questions.map((q: { text: string }) => q.text)).toEqual(
      listTemplates('ru')
        .find((x) => x.id === 'cafe-coffee')!
        .questions.map((q) => q.text),
    );
    expect(made.body.data.questions[0]._id).toEqual(expect.any(String));
    const en = await call(t.app, 'POST', '/api/forms', {
      token: owner.token,
      body: { templateId: 'cafe-coffee', lang: 'en' },
      headers: { 'accept-language': 'ru' },
    });
    expect(en.body.data.title).toBe('Coffee and the mood');

    const [first, ...rest] = made.body.data.questions;
    const edited = await call(t.app, 'PATCH', `/api/forms/${made.body.data._id}`, {
      token: owner.token,
      body: { title: 'Наш кофе', questions: [{ ...first, text: 'Кофе' }, ...rest.slice(1)] },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.questions[0]).toMatchObject({ _id: first._id, text: 'Кофе' });
    expect(edited.body.data.questions).toHaveLength(made.body.data.questions.length - 1);
  });

  it('refuses an unknown or malformed templateId with a clear message and keeps the usual form messages', async () => {
    const owner = await ownerWithBusiness(t.app);
    const unknown = await call(t.app, 'POST', '/api/forms', {
      token: owner.token,
      body: { templateId: 'pizza-night' },
    });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Bunday shablon topilmadi' } });
    const en = await call(t.app, 'POST', '/api/forms', {
      token: owner.token,
      body: { templateId: 'pizza-night' },
      headers: { 'accept-language': 'en' },
    });
    expect(en.body.message).toBe('No such template');
    for (const templateId of ['', 42, 'x'.repeat(101)]) {
      const bad = await call(t.app, 'POST', '/api/forms', { token: owner.token, body: { templateId } });
      expect(bad).toMatchObject({
        status: 400,
        body: { message: 'Shablon identifikatorini yuboring (100 ta belgigacha)' },
      });
    }
    const blank = await call(t.app, 'POST', '/api/forms', { token: owner.token, body: { title: ' ' } });
    expect(blank).toMatchObject({ status: 400, body: { message: 'Forma nomini kiriting' } });
    expect((await call(t.app, 'GET', '/api/forms', { token: owner.token })).body.data.forms).toEqual([]);
  });
});
