import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPublic } from '../test/render';

describe('/form-completed', () => {
  it("thanks the customer after sending; 'Bosh sahifaga qaytish' goes to /", async () => {
    renderPublic('/form-completed');
    expect(screen.getByRole('heading', { name: 'Rahmat!' })).toBeTruthy();
    expect(screen.getByText('Sizning javoblaringiz muvaffaqiyatli yuborildi.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Bosh sahifaga qaytish' }));
    expect(screen.getByText('home route')).toBeTruthy();
  });

  it("with artu=true says the survey was already completed", () => {
    renderPublic('/form-completed?artu=true');
    expect(screen.getByRole('heading', { name: "To'ldirilgan" })).toBeTruthy();
    expect(screen.getByText("Bu so'rovnoma allaqachon to'ldirilgan.")).toBeTruthy();
    expect(screen.queryByText('Rahmat!')).toBeNull();
  });

  it('reads Russian when the customer chose it', () => {
    renderPublic('/form-completed', { lang: 'ru' });
    expect(screen.getByRole('heading', { name: 'Спасибо!' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Вернуться на главную' })).toBeTruthy();
  });
});
