import { fireEvent, screen } from '@testing-library/react';
import { renderAt } from '../test/render';
import { LoginPage } from './login-page';

test('an empty sign-in submit shows what is missing; the phone placeholder is the one the other forms use', async () => {
  renderAt(<LoginPage />, '/login');
  expect(screen.getByLabelText('Telefon raqam').getAttribute('placeholder')).toBe('+998901234567');
  fireEvent.click(screen.getByRole('button', { name: 'Kirish' }));
  expect(await screen.findByText('Telefon raqamini kiriting')).toBeVisible();
  expect(screen.getByText('Parolni kiriting')).toBeVisible();
  expect(document.title).toBe('Kirish — Fikr');
});
