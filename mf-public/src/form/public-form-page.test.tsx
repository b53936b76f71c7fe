import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, useApiServer } from '@fikr/shared/testing';
import { fail, formData } from '../test/fixtures';
import { renderPublic } from '../test/render';

const api = useApiServer();
const FORM = 'GET /api/forms/u/abcdefgh12';

async function openForm(data = formData()) {
  api.server.route(FORM, ok(data));
  const view = renderPublic('/form/abcdefgh12');
  await screen.findByRole('heading', { name: 'Fikringiz biz uchun juda muhim!' });
  return view;
}

describe('public form: loading and header', () => {
  it('shows a spinner, then the business header with the coin badge', async () => {
    api.server.route(FORM, ok(formData()));
    renderPublic('/form/abcdefgh12');
    expect(screen.getByRole('status').textContent).toBe('Yuklanmoqda...');
    await screen.findByRole('heading', { name: 'Fikringiz biz uchun juda muhim!' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('Choyxona Navro‘z')).toBeVisible();
    expect(screen.getByText('Milliy taomlar')).toBeVisible();
    const logo = screen.getByRole('img', { name: 'Choyxona Navro‘z logotipi' }) as HTMLImageElement;
    // the logo comes from the API's origin (the standalone app may live on another one)
    expect(logo.getAttribute('src')).toBe(api.server.baseUrl.replace(/\/api$/, '/uploads/logos/a.png'));
    expect(screen.getByTestId('reward-badge').textContent).toBe('5000 coin');
  });

  it('a voucher request shows the formatted amount', async () => {
    await openForm(formData({ typeMotive: 'voucher', coin: 0, voucher: { amount: 25000 } }));
    expect(screen.getByTestId('reward-badge').textContent).toBe("Voucher 25 000 so'm");
  });

  it('an open share link has no reward badge', async () => {
    await openForm(formData({ coin: 0, openLink: true }));
    expect(screen.queryByTestId('reward-badge')).not.toBeInTheDocument();
  });

  it('HTTP 409 (already completed) goes to /form-completed?artu=true', async () => {
    api.server.route(FORM, fail(409, "So'rovnoma allaqachon to'ldirilgan"));
    renderPublic('/form/abcdefgh12');
    await screen.findByRole('heading', { name: "To'ldirilgan" });
    expect(screen.getByTestId('location').textContent).toBe('/form-completed?artu=true');
  });

  it("other load errors show the server's message, or 'Xatolik yuz berdi', as an alert", async () => {
    api.server.route(FORM, fail(404, 'Form topilmadi'));
    const first = renderPublic('/form/abcdefgh12');
    expect((await screen.findByRole('alert')).textContent).toBe('Form topilmadi');
    first.unmount();
    api.server.route(FORM, fail(500));
    renderPublic('/form/abcdefgh12');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Xatolik yuz berdi');
    expect(alert.className).toContain('fp-alert');
  });
});

describe('public form: question types and defaults', () => {
  it('text questions are labelled inputs; required ones are marked', async () => {
    await openForm();
    const name = screen.getByRole('textbox', { name: /Sevimli taomingiz/ });
    expect(name.getAttribute('aria-required')).toBe('true');
    expect(screen.getAllByText('(majburiy)')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: "Qo'shimcha" }).getAttribute('aria-required')).toBeNull();
  });

  it('choice questions are radios with their options', async () => {
    await openForm();
    const group = screen.getByRole('radiogroup', { name: 'Qaysi taom yoqdi?' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['Osh', 'Somsa']);
  });

  it('number questions are radios: a 1–5 scale reads Yomon … A’lo, any other range plain numbers', async () => {
    await openForm();
    const service = screen.getByRole('radiogroup', { name: /Xizmat sifati/ });
    const labels = (group: HTMLElement) =>
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent);
    expect(labels(service)).toEqual(['Yomon', 'Qoniqarsiz', "O'rtacha", 'Yaxshi', "A'lo"]);
    const recommend = screen.getByRole('radiogroup', { name: 'Tavsiya qilasizmi?' });
    expect(labels(recommend)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    await userEvent.click(within(service).getByRole('radio', { name: 'Yaxshi' }));
    expect((within(service).getByRole('radio', { name: 'Yaxshi' }) as HTMLInputElement).checked).toBe(true);
  });

  it('rating defaults to 1 star, the review is empty, Anonim emas is on', async () => {
    await openForm();
    const stars = within(screen.getByRole('radiogroup', { name: 'Umumiy baho' })).getAllByRole(
      'radio',
    ) as HTMLInputElement[];
    expect(stars.map((s) => s.checked)).toEqual([true, false, false, false, false]);
    expect((screen.getByRole('textbox', { name: 'Izoh' }) as HTMLTextAreaElement).value).toBe('');
    expect((screen.getByRole('switch', { name: 'Anonim emas' }) as HTMLInputElement).checked).toBe(true);
  });
});
