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

test('an empty submit shows the field errors; the mismatch alert goes away as soon as the user edits', async () => {
  renderAt(<RegisterPage />, '/register');
  fireEvent.click(screen.getByRole('button', { name: "Ro'yxatdan o'tish" }));
  expect(await screen.findByText('Telefon raqamini kiriting')).toBeVisible();
  expect(screen.getByText('Parolni kiriting')).toBeVisible();
  expect(screen.getByText('Parolni takroran kiriting')).toBeVisible();
  fireEvent.change(screen.getByLabelText('Telefon raqam'), { target: { value: '+998901234567' } });
  fireEvent.change(screen.getByLabelText('Parol'), { target: { value: 'secret123' } });
  fireEvent.change(screen.getByLabelText('Parolni takrorlang'), { target: { value: 'secret124' } });
  await waitFor(() => expect(screen.queryByText('Parolni takroran kiriting')).not.toBeInTheDocument());
  fireEvent.click(screen.getByRole('button', { name: "Ro'yxatdan o'tish" }));
  expect(await screen.findByText('Parollar mos kelmadi')).toBeVisible();
  fireEvent.change(screen.getByLabelText('Parolni takrorlang'), { target: { value: 'secret12' } });
  await waitFor(() => expect(screen.queryByText('Parollar mos kelmadi')).not.toBeInTheDocument());
  expect(screen.queryAllByRole('alert')).toHaveLength(0);
});
