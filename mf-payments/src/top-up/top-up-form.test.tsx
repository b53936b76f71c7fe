/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../i18n';
import PaymentsTab from '../payments-tab';
import { TopUpForm } from './top-up-form';
import { ok, renderAt, useApiServer } from '@fikr/shared/testing';

jest.setTimeout(30_000);

/** The button labelled `name` (text queries: role queries are slow on antd's DOM). */
const buttonNamed = (name: string) => screen.getByText(name).closest('button') as HTMLButtonElement;
const fx = useApiServer();
/** The form's posts (its first GET asks /api/health whether the card processor is the sandbox). */
const posts = () => fx.server.requests.filter((r) => r.method === 'POST');
const historyReads = () => fx.server.requests.filter((r) => r.path === '/api/payment/uzcard/myPayments').length;

/** The form alone, or (`tab`) the settings tab as the owner sees it: the history under the form. */
function setup(tab = false) {
  const user = userEvent.setup({ delay: null });
  renderAt(tab ? <PaymentsTab /> : <TopUpForm />);
  const amount = screen.getByLabelText("To'lov miqdori (so'm)");
  const card = screen.getByLabelText('Karta raqami');
  const expiry = screen.getByLabelText('Amal qilish muddati');
  const requestCode = () => user.click(buttonNamed('SMS kod olish'));
  return { user, amount, card, expiry, requestCode };
}

/** Types a whole value at once (as a paste does); the inputs' own formatting still applies. */
function fill(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

function fillValid(f: ReturnType<typeof setup>, cardNumber = '8600000000000001') {
  fill(f.amount, '50000');
  fill(f.card, cardNumber);
  fill(f.expiry, '1229');
}

describe('top-up inputs', () => {
  it('keeps only digits in the amount', async () => {
    const f = setup();
    await f.user.type(f.amount, '12a.5 000');
    expect(f.amount).toHaveProperty('value', '125000');
  });

  it('groups the card number in fours, stops at 16 digits and names the brand', async () => {
    const f = setup();
    await f.user.type(f.card, '86000000000000019999');
    expect(f.card).toHaveProperty('value', '8600 0000 0000 0001');
    expect(screen.getByText('Uzcard')).toBeVisible();
    await f.user.clear(f.card);
    await f.user.type(f.card, '9860123');
    expect(f.card).toHaveProperty('value', '9860 123');
    expect(screen.getByText('Humo')).toBeVisible();
    expect(screen.queryByText('Uzcard')).not.toBeInTheDocument();
    await f.user.clear(f.card);
    await f.user.type(f.card, '4111');
    expect(screen.queryByText('Humo')).not.toBeInTheDocument();
  });

  it('formats the expiry as MM/YY', async () => {
    const f = setup();
    await f.user.type(f.expiry, '07');
    expect(f.expiry).toHaveProperty('value', '07');
    await f.user.type(f.expiry, '2955');
    expect(f.expiry).toHaveProperty('value', '07/29');
  });
});

describe('top-up validation', () => {
  it('reports every empty field and sends nothing', async () => {
    const f = setup();
    await f.requestCode();
    expect(screen.getByText("Minimal to'lov miqdori 10,000 so'm")).toBeVisible();
    expect(screen.getByText("Karta raqami 16 ta raqamdan iborat bo'lishi kerak")).toBeVisible();
    expect(screen.getByText("Karta amal qilish muddatini to'g'ri kiriting (MM/YY)")).toBeVisible();
    expect(posts()).toHaveLength(0);
  });

  it('refuses an amount under 10,000, a short card and a bad month; the message goes when the field is edited', async () => {
    const f = setup();
    fill(f.amount, '9999');
    fill(f.card, '860000000000000');
    fill(f.expiry, '1329');
    await f.requestCode();
    expect(screen.getByText("Minimal to'lov miqdori 10,000 so'm")).toBeVisible();
    expect(screen.getByText("Karta raqami 16 ta raqamdan iborat bo'lishi kerak")).toBeVisible();
    expect(screen.getByText("Karta amal qilish muddatini to'g'ri kiriting (MM/YY)")).toBeVisible();
    expect(posts()).toHaveLength(0);
    await f.user.type(f.amount, '0');
    expect(screen.queryByText("Minimal to'lov miqdori 10,000 so'm")).not.toBeInTheDocument();
    expect(f.amount).toHaveProperty('value', '99990');
  });

  it('accepts exactly 10,000', async () => {
    fx.server.route('POST /api/payment/uzcard/createTransaction', {
      status: 200,
      body: { success: true, data: { result: { transactionId: 't1', otpSentPhone: '+99890***4567' } } },
    });
    const f = setup();
    fill(f.amount, '10000');
    fill(f.card, '8600 0000 0000 0001');
    fill(f.expiry, '0130');
    await f.requestCode();
    await screen.findByText('+99890***4567 raqamiga SMS kod yuborildi');
    expect(posts()[0].body).toEqual({ amount: 10000, cardNumber: '8600000000000001', expireDate: '3001' });
  });
});

describe('SMS code step', () => {
  beforeEach(() => {
    fx.server.route('POST /api/payment/uzcard/createTransaction', {
      status: 200,
      body: { success: true, data: { result: { transactionId: 'tx-42', otpSentPhone: '+99890***4567' } } },
    });
  });

  it('locks the fields, enables confirm only with 6 digits, then clears everything on success', async () => {
    fx.server.route('POST /api/payment/uzcard/confirmTransaction', {
      status: 200,
      body: { success: true, data: { status: 1 } },
    });
    fx.server.route('GET /api/business', {
      status: 200,
      body: { success: true, data: { _id: 'b1', name: 'Rayhon', category: 1, phone: '998901234567', coin: 50000 } },
    });
    fx.server.route(
      'GET /api/payment/uzcard/myPayments',
      ok({ transactions: [], pagination: { total: 0, page: 1, limit: 10 } }),
    );
    const f = setup(true);
    fillValid(f);
    await f.requestCode();
    await screen.findByText('+99890***4567 raqamiga SMS kod yuborildi');
    expect(posts()[0].body).toEqual({ amount: 50000, cardNumber: '8600000000000001', expireDate: '2912' });
    for (const input of [f.amount, f.card, f.expiry]) expect(input).toHaveProperty('disabled', true);
    expect(screen.queryByText('SMS kod olish')).not.toBeInTheDocument();

    const otp = screen.getByLabelText('SMS kod');
    const confirm = buttonNamed('Tasdiqlash');
    fill(otp, '12a345');
    expect(otp).toHaveProperty('value', '12345');
    expect(confirm).toHaveProperty('disabled', true);
    expect(screen.getByText('6 raqamli SMS kodni kiriting')).toBeVisible();
    fill(otp, '1234567');
    expect(otp).toHaveProperty('value', '123456');
    expect(confirm).toHaveProperty('disabled', false);
    await f.user.click(confirm);

    await screen.findByText("To'lov muvaffaqiyatli amalga oshirildi!");
    expect(posts()[1].body).toEqual({ transactionId: 'tx-42', otp: '123456' });
    expect(screen.queryByLabelText('SMS kod')).not.toBeInTheDocument();
    for (const input of [f.amount, f.card, f.expiry]) {
      expect(input).toHaveProperty('value', '');
      expect(input).toHaveProperty('disabled', false);
    }
    // the history is read on open, again after the code request and after the confirmation (each leaves a row)
    await waitFor(() => expect(historyReads()).toBe(3));
    await waitFor(() => expect(fx.server.requests.map((r) => r.path)).toContain('/api/business'));
  });

  it('cancel unlocks the fields and keeps what was typed', async () => {
    const f = setup();
    fillValid(f);
    await f.requestCode();
    await screen.findByLabelText('SMS kod');
    await f.user.click(buttonNamed('Bekor qilish'));
    expect(screen.queryByLabelText('SMS kod')).not.toBeInTheDocument();
    expect(f.card).toHaveProperty('value', '8600 0000 0000 0001');
    expect(f.card).toHaveProperty('disabled', false);
  });
});

describe('the sandbox card', () => {
  const health = (cards: string) => ok({ status: 'ok', db: { kind: 'pglite', migration: null }, cards });

  it('is named in the demo, where the card processor is the sandbox', async () => {
    fx.server.route('GET /api/health', health('sandbox'));
    setup();
    expect(await screen.findByTestId('sandbox-card')).toHaveTextContent(
      "Sinov rejimi: haqiqiy pul yechilmaydi. 8600 0000 0000 0001 kartasi va istalgan kelajakdagi muddat bilan to'lang.",
    );
  });

  it('is not named with the real card processor', async () => {
    fx.server.route('GET /api/health', health('uzcard'));
    setup();
    await waitFor(() => expect(fx.server.requests.some((r) => r.path === '/api/health')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('sandbox-card')).not.toBeInTheDocument();
  });
});
