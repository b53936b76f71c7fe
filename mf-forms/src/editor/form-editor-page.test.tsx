import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Form } from '@fikr/shared';
import { gate, useFormsServer } from '../test/forms-server';
import { findDialog, renderForms, setupUser } from '../test/render';

const server = useFormsServer();

const saved: Form = {
  _id: 'f1',
  title: 'Xizmat',
  description: 'Tavsif',
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
  responses: [],
  responsesCount: 0,
  completedCount: 0,
  shareCode: 'share-f1',
  uniqueCode: 'share-f1',
  questions: [
    { _id: 'qa', type: 'text', text: 'Savol A', required: false, options: [] },
    { _id: 'qb', type: 'choice', text: 'Savol B', required: true, options: ['Ha', "Yo'q"] },
    { _id: 'qc', type: 'number', text: 'Savol C', required: false, options: [], min: 2, max: 7 },
  ],
};

const clone = <T,>(value: T): T => JSON.parse(JSON.stringify(value));
const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
const cards = () => screen.getAllByTestId('question-card');
const questionTexts = () => cards().map((c) => (within(c).getByLabelText('Savol matni') as HTMLTextAreaElement).value);
const lastBody = (method: string) =>
  server.requests.filter((r) => r.method === method).at(-1)?.body as { questions: object[] };

describe('form editor', () => {
  it('adds a question with the defaults: text, not required, no options, range 1..5', async () => {
    const user = setupUser();
    renderForms('/business/forms/new');
    expect(await screen.findByText("Hali savollar yo'q")).toBeVisible();
    // the builder says what every form already ends with, so no second overall rating is added
    expect(
      screen.getByText(
        "Har bir forma oxirida o'zi bor: umumiy baho (1–5 yulduz), izoh, mijozning ismi va anonimlik tanlovi. Ularni savol qilib qo'shmang.",
      ),
    ).toBeVisible();
    await user.click(screen.getByText("Birinchi savolni qo'shish"));
    const card = cards()[0];
    expect((within(card).getByLabelText('Matn') as HTMLInputElement).checked).toBe(true);
    expect(within(card).getByLabelText('Majburiy').getAttribute('aria-checked')).toBe('false');
    expect(within(card).queryByText('Variantlar')).not.toBeInTheDocument();
    await user.click(within(card).getByLabelText('Raqam'));
    expect((within(card).getByLabelText('Eng kichik qiymat') as HTMLInputElement).value).toBe('1');
    expect((within(card).getByLabelText('Eng katta qiymat') as HTMLInputElement).value).toBe('5');
    await user.click(within(card).getByLabelText('Matn'));

    type(screen.getByLabelText('Forma nomi'), 'Yangi so‘rov');
    type(within(card).getByLabelText('Savol matni'), 'Fikringiz?');
    await user.click(screen.getByText('Yaratish'));
    expect(await screen.findByText('Forma muvaffaqiyatli yaratildi')).toBeVisible();
    expect(lastBody('POST')).toEqual({
      title: 'Yangi so‘rov',
      description: '',
      questions: [{ type: 'text', text: 'Fikringiz?', required: false, options: [], min: 1, max: 5 }],
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/business/forms'));
    // the next step of a new form is to share it: its share panel opens, not the bare list
    expect(await findDialog('Formani ulashish')).toBeVisible();
  });

  it("refuses an empty title with 'Forma nomini kiriting' and shows the question errors, sending nothing", async () => {
    const user = setupUser();
    renderForms('/business/forms/new');
    await user.click(await screen.findByText("Birinchi savolni qo'shish"));
    await user.click(screen.getByText("Savol qo'shish"));
    const [, second] = cards();
    await user.click(within(second).getByLabelText('Tanlov'));
    type(screen.getByLabelText('Forma nomi'), '   ');
    await user.click(screen.getByText('Yaratish'));
    expect((await screen.findAllByText('Forma nomini kiriting')).length).toBe(2); // toast + under the field
    expect(within(cards()[0]).getByText('Savol matnini kiriting')).toBeVisible();
    expect(within(cards()[1]).getAllByText("Variant matni bo'sh bo'lmasligi kerak")).toHaveLength(2);

    type(screen.getByLabelText('Forma nomi'), 'F');
    type(within(cards()[0]).getByLabelText('Savol matni'), 'A');
    type(within(cards()[1]).getByLabelText('Savol matni'), 'B');
    type(within(cards()[1]).getByLabelText('Variant 1'), 'Bir');
    type(within(cards()[1]).getByLabelText('Variant 2'), 'bir');
    await user.click(screen.getByText('Yaratish'));
    expect((await screen.findAllByText('Variantlar takrorlanmasligi kerak')).length).toBeGreaterThan(0);
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('reorders by keyboard (buttons and Alt+Arrow) and saves the new order with the question ids', async () => {
    server.forms = [clone(saved)];
    const user = setupUser();
    renderForms('/business/forms/f1/edit');
    expect(await screen.findByText('Forma yuklanmoqda...')).toBeVisible();
    await screen.findByDisplayValue('Xizmat');
    expect(questionTexts()).toEqual(['Savol A', 'Savol B', 'Savol C']);

    const down = within(cards()[0]).getByLabelText("Pastga ko'chirish");
    await user.click(down);
    expect(questionTexts()).toEqual(['Savol B', 'Savol A', 'Savol C']);
    expect(document.activeElement).toBe(down);
    expect(screen.getByText("1-savol 2-o'ringa ko'chirildi")).toBeVisible();

    fireEvent.keyDown(within(cards()[2]).getByLabelText('Savol matni'), { key: 'ArrowUp', altKey: true });
    expect(questionTexts()).toEqual(['Savol B', 'Savol C', 'Savol A']);

    await user.click(screen.getByText('Saqlash'));
    expect(await screen.findByText('Forma muvaffaqiyatli yangilandi')).toBeVisible();
    const sent = lastBody('PATCH').questions as { _id: string; text: string }[];
    expect(sent.map((q) => [q._id, q.text])).toEqual([
      ['qb', 'Savol B'],
      ['qc', 'Savol C'],
      ['qa', 'Savol A'],
    ]);
    expect(sent[1]).toMatchObject({ type: 'number', min: 2, max: 7 });
  });

  it('previews the customer form itself: the questions as customers get them, a 1–5 scale when no range is set', async () => {
    server.forms = [clone(saved)];
    const user = setupUser();
    renderForms('/business/forms/f1');
    await screen.findByDisplayValue('Xizmat');
    await user.click(screen.getByText("Ko'rib chiqish"));
    const preview = within(within(await findDialog("Formani ko'rib chiqish")).getByTestId('form-preview'));
    expect(preview.getByRole('heading', { name: 'Fikringiz biz uchun juda muhim!' })).toBeInTheDocument();
    expect(preview.getByRole('textbox', { name: 'Savol A' })).toBeInTheDocument();
    const choice = preview.getByRole('radiogroup', { name: /Savol B/ });
    expect(choice).toHaveAttribute('aria-required', 'true');
    expect(
      within(choice)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['Ha', "Yo'q"]);
    const range = within(preview.getByRole('radiogroup', { name: 'Savol C' })).getAllByRole('radio');
    expect(range.map((r) => r.getAttribute('value'))).toEqual(['2', '3', '4', '5', '6', '7']);
    // the preview checks the required answers as the customer's form does, and sends nothing
    const requests = server.requests.length;
    await user.click(preview.getByRole('button', { name: 'Yuborish' }));
    expect(preview.getByRole('alert')).toHaveTextContent('Majburiy savollarga javob bering');
    expect(server.requests.length).toBe(requests);
    await user.click(within(await findDialog("Formani ko'rib chiqish")).getByText('Yopish'));

    const number = cards()[2];
    type(within(number).getByLabelText('Eng kichik qiymat'), '');
    type(within(number).getByLabelText('Eng katta qiymat'), '');
    await user.click(screen.getByText("Ko'rib chiqish"));
    const scale = await screen.findByRole('radiogroup', { name: 'Savol C' });
    expect(
      within(scale)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Yomon', 'Qoniqarsiz', "O'rtacha", 'Yaxshi', "A'lo"]);
  });

  it("toasts 'Formani yuklashda xatolik yuz berdi' when the form cannot be loaded", async () => {
    renderForms('/business/forms/missing/edit');
    expect((await screen.findAllByText('Formani yuklashda xatolik yuz berdi')).length).toBeGreaterThan(0);
    expect(screen.queryByLabelText('Forma nomi')).not.toBeInTheDocument();
  });

  it("shows 'Saqlanmoqda...' while saving, then the server's message or 'Xatolik yuz berdi'", async () => {
    server.forms = [clone(saved)];
    const held = gate();
    server.route('PATCH /api/forms/f1', async () => {
      await held.promise;
      return { status: 400, body: { success: false, message: 'Serverdagi xabar' } };
    });
    const user = setupUser();
    renderForms('/business/forms/f1/edit');
    await screen.findByDisplayValue('Xizmat');
    await user.click(screen.getByText('Saqlash'));
    expect(await screen.findByText('Saqlanmoqda...')).toBeVisible();
    held.open();
    expect(await screen.findByText('Serverdagi xabar')).toBeVisible();

    server.route('PATCH /api/forms/f1', () => ({ status: 500, body: { success: false } }));
    await user.click(await screen.findByText('Saqlash'));
    expect(await screen.findByText('Xatolik yuz berdi')).toBeVisible();
    expect(screen.getByTestId('location').textContent).toBe('/business/forms/f1/edit');
  });

  it('asks before leaving with unsaved changes; leaves at once without them', async () => {
    server.forms = [clone(saved)];
    const user = setupUser();
    renderForms('/business/forms/f1/edit');
    await screen.findByDisplayValue('Xizmat');
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);

    type(screen.getByLabelText('Forma nomi'), 'Xizmat!');
    const guarded = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(guarded);
    expect(guarded.defaultPrevented).toBe(true);

    await user.click(screen.getByText('Orqaga'));
    await user.click(within(await findDialog("Saqlanmagan o'zgarishlar bor")).getByText('Qolish'));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
    expect(screen.getByTestId('location').textContent).toBe('/business/forms/f1/edit');

    await user.click(screen.getByText('Orqaga'));
    await user.click(within(await findDialog("Saqlanmagan o'zgarishlar bor")).getByText('Chiqish'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/business/forms'));
  });
});
