/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@fikr/shared';
import FeatureRoutes from '../routes';
import { ok, renderAt, useApiServer } from '@fikr/shared/testing';

jest.setTimeout(30_000);
const fx = useApiServer();

beforeEach(() => {
  fx.server.route('GET /api/vouchers', ok({ responses: [], pagination: { total: 0, page: 1, limit: 10 } }));
});
afterEach(() => act(() => setLanguage('uz')));

async function openDialog(button = 'Coin qabul qilish') {
  renderAt(<FeatureRoutes />, '/business/vouchers');
  fireEvent.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog');
}

function fill(dialog: HTMLElement, code: string, amount: string, labels = ["To'lov kodi", 'Miqdor (coin)']) {
  fireEvent.change(within(dialog).getByLabelText(labels[0]), { target: { value: code } });
  fireEvent.change(within(dialog).getByLabelText(labels[1]), { target: { value: amount } });
}

const payments = () => fx.server.requests.filter((r) => r.path === '/api/business/coin-payments');

it('says what a coin is worth and checks the code and amount by the shared schema before asking the API', async () => {
  const dialog = await openDialog();
  expect(within(dialog).getByText("1 coin = 1 so'm")).toBeInTheDocument();

  fireEvent.click(within(dialog).getByRole('button', { name: 'Qabul qilish' }));
  // the messages fade in: present, not yet opaque
  expect(await within(dialog).findByText("6 xonali to'lov kodini kiriting")).toBeInTheDocument();
  expect(within(dialog).getByText("Miqdor kamida 1 coin bo'lishi kerak")).toBeInTheDocument();

  fill(dialog, '12345', '12a');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Qabul qilish' }));
  expect(await within(dialog).findByText('Faqat raqam kiriting')).toBeInTheDocument();
  expect(within(dialog).getByText("6 xonali to'lov kodini kiriting")).toBeInTheDocument();
  expect(payments()).toEqual([]);

  fireEvent.click(within(dialog).getByRole('button', { name: 'Bekor qilish' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('speaks the UI language: labels and the schema messages in Russian', async () => {
  await act(() => setLanguage('ru'));
  const dialog = await openDialog('Принять coin');
  expect(within(dialog).getByText('1 coin = 1 сум')).toBeInTheDocument();
  fill(dialog, '1', '0', ['Код оплаты', 'Сумма (coin)']);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Принять' }));
  expect(await within(dialog).findByText('Введите 6-значный код оплаты')).toBeInTheDocument();
  expect(within(dialog).getByText('Сумма должна быть не меньше 1 coin')).toBeInTheDocument();
});

it('takes the coins: the amount and the masked phone in the dialog, a toast, then ready for the next customer', async () => {
  fx.server.route(
    'POST /api/business/coin-payments',
    ok(
      {
        payment: { _id: 'p1', amount: 25_000, customerPhone: '+998 90 ***-**-67', createdAt: '2026-01-01T10:00:00Z' },
      },
      201,
    ),
  );
  const dialog = await openDialog();
  fill(dialog, '123 456', '25 000');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Qabul qilish' }));

  // the dialog may still be fading in on a busy machine: visible once its opening motion ends
  await waitFor(() => expect(within(dialog).getByText('Mijoz: +998 90 ***-**-67')).toBeVisible(), { timeout: 10_000 });
  expect(within(dialog).getByText('25 000 coin qabul qilindi')).toBeVisible();
  const toasts = () => screen.queryAllByRole('status').map((toast) => toast.textContent);
  await waitFor(() => expect(toasts()).toContain('25 000 coin qabul qilindi'));
  expect(payments().map((r) => r.body)).toEqual([{ code: '123456', amount: 25_000 }]);

  fireEvent.click(within(dialog).getByRole('button', { name: 'Yana qabul qilish' }));
  expect(within(dialog).getByLabelText("To'lov kodi")).toHaveProperty('value', '');
  expect(within(dialog).getByLabelText('Miqdor (coin)')).toHaveProperty('value', '');
});

it("shows the API's reason in the dialog and keeps what was typed", async () => {
  const unknown = "To'lov kodi noto'g'ri, muddati tugagan yoki bu miqdorga ruxsat bermaydi";
  fx.server.route('POST /api/business/coin-payments', {
    status: 404,
    body: { success: false, message: unknown, code: 'wallet.payCodeUnknown' },
  });
  const dialog = await openDialog();
  fill(dialog, '654321', '1000');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Qabul qilish' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(unknown);
  expect(within(dialog).getByLabelText("To'lov kodi")).toHaveProperty('value', '654321');

  fx.server.route('POST /api/business/coin-payments', { status: 502, body: {} });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Qabul qilish' }));
  await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent("Coin qabul qilib bo'lmadi"));
});
