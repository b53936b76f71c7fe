import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { Route, Routes } from 'react-router-dom';
import type { User } from '@fikr/shared';
import { meReply, ok, useApiServer } from '@fikr/shared/testing';
import { renderAt } from '../test/render';

jest.setTimeout(30_000); // antd forms are slow to render in jsdom on a busy machine
import { LoginPage } from './login-page';
import { RegisterPage } from './register-page';

test('an empty sign-in submit shows what is missing; the phone placeholder is the one the other forms use', async () => {
  renderAt(<LoginPage />, '/login');
  expect(screen.getByLabelText('Telefon raqam').getAttribute('placeholder')).toBe('+998901234567');
  fireEvent.click(screen.getByRole('button', { name: 'Kirish' }));
  expect(await screen.findByText('Telefon raqamini kiriting')).toBeVisible();
  expect(screen.getByText('Parolni kiriting')).toBeVisible();
  expect(document.title).toBe('Kirish — Fikr');
});

describe('signing in with an unproven phone and nothing to act for', () => {
  const fx = useApiServer();
  const user: User = { _id: 'u7', name: '', phone: '998901113344', phoneVerified: false, business: null };

  test('asks for the SMS code that takes the waiting seat; "Keyinroq" goes on unproven', async () => {
    fx.server.route('POST /api/auth/login', ok({ token: 'good', user }));
    fx.server.route('GET /api/auth/me', meReply(user, { businesses: [] }));
    fx.server.route('POST /api/auth/phone/code', ok({ sent: true }));
    renderAt(
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/" element={<p>landing</p>} />
      </Routes>,
      '/login',
      createStore(),
    );
    fireEvent.change(screen.getByLabelText('Telefon raqam'), { target: { value: '+998901113344' } });
    fireEvent.change(screen.getByLabelText('Parol'), { target: { value: 'secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kirish' }));
    expect(await screen.findByText('Telefon raqamini tasdiqlang')).toBeVisible();
    await waitFor(() => expect(fx.urls.filter((u) => u.endsWith('/auth/phone/code'))).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Keyinroq' }));
    expect(await screen.findByText('landing')).toBeVisible();
  });
});

test("the invitation's /login?phone= fills the phone in; registration is offered with the phone carried over", async () => {
  renderAt(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/register" element={<RegisterPage />} />
    </Routes>,
    '/login?phone=998901112233',
  );
  const phone = screen.getByLabelText('Telefon raqam') as HTMLInputElement;
  expect(phone.value).toBe('+998901112233');
  expect(phone.type).toBe('tel');
  fireEvent.click(screen.getByText("Hisobingiz yo'qmi? Ro'yxatdan o'ting"));
  await screen.findByRole('button', { name: "Ro'yxatdan o'tish" });
  expect((screen.getByLabelText('Telefon raqam') as HTMLInputElement).value).toBe('+998901112233');
});
