import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { Route, Routes } from 'react-router-dom';
import type { User } from '@fikr/shared';
import { meReply, ok, useApiServer } from '@fikr/shared/testing';
import { renderAt } from '../test/render';
import { RegisterPage } from './register-page';

jest.setTimeout(30_000); // antd forms are slow to render in jsdom on a busy machine

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

describe('after registering, the phone is proven with the code sent by SMS', () => {
  const fx = useApiServer();
  const user: User = { _id: 'u9', name: '', phone: '998901112233', phoneVerified: false, business: null };

  function registerThrough(store = createStore()) {
    fx.server.route('POST /api/auth/register', ok({ token: 'good', user }, 201));
    fx.server.route('GET /api/auth/me', (req) =>
      meReply({ ...user, phoneVerified: req.authorization === 'Bearer good' && proven }),
    );
    fx.server.route('POST /api/auth/phone/code', ok({ sent: true }));
    renderAt(
      <Routes>
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/" element={<p>landing</p>} />
        <Route path="/create-business" element={<p>wizard</p>} />
      </Routes>,
      '/register',
      store,
    );
    fireEvent.change(screen.getByLabelText('Telefon raqam'), { target: { value: '+998901112233' } });
    fireEvent.change(screen.getByLabelText('Parol'), { target: { value: 'secret123' } });
    fireEvent.change(screen.getByLabelText('Parolni takrorlang'), { target: { value: 'secret123' } });
    fireEvent.click(screen.getByRole('button', { name: "Ro'yxatdan o'tish" }));
    return store;
  }
  let proven = false;
  beforeEach(() => {
    proven = false;
  });

  test('the code step asks for the code; a wrong one shows the API message, the right one opens the wizard', async () => {
    registerThrough();
    expect(await screen.findByText('Telefon raqamini tasdiqlang')).toBeVisible();
    expect(screen.getByText(/raqamiga SMS orqali 6 xonali kod yuborildi/)).toBeVisible();
    await waitFor(() => expect(fx.urls.filter((u) => u.endsWith('/auth/phone/code'))).toHaveLength(1));

    fx.server.route('POST /api/auth/phone/verify', {
      status: 400,
      body: { success: false, message: "Kod noto'g'ri yoki muddati tugagan. Yangi kod so'rang" },
    });
    fireEvent.change(screen.getByLabelText('SMS kod'), { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tasdiqlash' }));
    expect(await screen.findByText("Kod noto'g'ri yoki muddati tugagan. Yangi kod so'rang")).toBeVisible();

    fx.server.route('POST /api/auth/phone/verify', (req) => {
      proven = (req.body as { code: string }).code === '123456';
      return ok({ user: { ...user, phoneVerified: proven } });
    });
    fireEvent.change(screen.getByLabelText('SMS kod'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tasdiqlash' }));
    expect(await screen.findByText('wizard')).toBeVisible();
  });

  test('resend asks for a new code and says so', async () => {
    registerThrough();
    await screen.findByText('Telefon raqamini tasdiqlang');
    await waitFor(() => expect(fx.urls.filter((u) => u.endsWith('/auth/phone/code'))).toHaveLength(1));
    fireEvent.click(await screen.findByRole('button', { name: 'Kodni qayta yuborish' }));
    expect(await screen.findByText('Yangi kod yuborildi')).toBeVisible();
    expect(fx.urls.filter((u) => u.endsWith('/auth/phone/code'))).toHaveLength(2);
  });
});

test('the password rule shows before the first submit; ?phone= fills the phone in', () => {
  renderAt(<RegisterPage />, '/register?phone=90%20111%2022%2033');
  expect(screen.getByText('Kamida 8 ta belgi; keng tarqalgan parollar (12345678 kabi) qabul qilinmaydi')).toBeVisible();
  const phone = screen.getByLabelText('Telefon raqam') as HTMLInputElement;
  expect(phone.value).toBe('+998901112233');
  expect(phone.type).toBe('tel');
});
