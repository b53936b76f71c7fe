import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderAt } from '../test/render';
import { RegisterPage } from './register-page';

test('different passwords are refused without a call', async () => {
  renderAt(<RegisterPage />, '/register');
  fireEvent.change(screen.getByLabelText('Telefon raqam'), { target: { value: '+998 90 123 45 67' } });
  expect((screen.getByLabelText('Telefon raqam') as HTMLInputElement).value).toBe('+998901234567');
  fireEvent.change(screen.getByLabelText('Parol'), { target: { value: 'secret123' } });
  fireEvent.change(screen.getByLabelText('Parolni takrorlang'), { target: { value: 'secret124' } });
  fireEvent.click(screen.getByRole('button', { name: "Ro'yxatdan o'tish" }));
  await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Parollar mos kelmadi'));
});

test('the reset button asks for the phone first', async () => {
  renderAt(<RegisterPage />, '/register');
  fireEvent.click(screen.getByRole('button', { name: 'Parolni tiklash' }));
  await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Telefon raqamini kiriting'));
});

test("the sign-up page names the browser tab: 'Ro'yxatdan o'tish — Fikr'", () => {
  renderAt(<RegisterPage />, '/register');
  expect(document.title).toBe("Ro'yxatdan o'tish — Fikr");
});
