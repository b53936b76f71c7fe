/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import type { Business } from '@fikr/shared';
import { ok, renderAt, seedSession, useApiServer } from '@fikr/shared/testing';
import { voucherFixture } from '../test/vouchers';
import TillRoutes from './till-routes';

jest.setTimeout(30_000);
const fx = useApiServer();
const NOTHING_YET = { entries: [], total: 0 };
beforeEach(() => fx.server.route('GET /api/business/till/today', ok(NOTHING_YET)));

function openTill() {
  const store = createStore();
  seedSession(store, { business: { _id: 'b1', name: 'Rayhon' } as Business });
  return renderAt(<TillRoutes />, '/business/till', store);
}

const requests = (path: string) => fx.server.requests.filter((r) => r.path.startsWith(path));

function find(code: string) {
  fireEvent.change(screen.getByLabelText('Voucher kodi'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Topish' }));
}

it("finds a voucher by its code, asks the customer to confirm, redeems it once and shows the server's list of today", async () => {
  const voucher = voucherFixture({ code: 'AB12CD', user: { name: '', phone: '998901234567' } });
  fx.server.route('GET /api/vouchers/by-code/:code', ok({ voucher }));
  fx.server.route('POST /api/vouchers/sendConfirm', ok({ voucher }));
  fx.server.route('POST /api/vouchers/confirm', ok({ voucher: { ...voucher, isRedeemed: true, userConfirm: true } }));
  openTill();
  expect(await screen.findByText('Bugun hali hech narsa qabul qilinmadi')).toBeInTheDocument();
  find(' ab12cd ');

  const card = await screen.findByRole('region', { name: 'Voucher' });
  expect(requests('/api/vouchers/by-code').map((r) => r.path)).toEqual(['/api/vouchers/by-code/ab12cd']);
  expect(card).toHaveTextContent("20 000 so'm");
  expect(card).toHaveTextContent('+998 90 123-45-67');
  expect(within(card).getByText('Tasdiqlanmagan')).toBeVisible();
  const use = within(card).getByRole('button', { name: 'Foydalanish' });
  expect(use).toBeDisabled();

  fireEvent.click(within(card).getByRole('button', { name: 'Surov yuborish' }));
  expect(await within(card).findByText("Tasdiqlash so'rovi mijozga yuborildi")).toBeVisible();
  fx.server.route('GET /api/vouchers/by-code/:code', ok({ voucher: { ...voucher, userConfirm: true } }));
  fireEvent.click(within(card).getByRole('button', { name: 'Tekshirish' }));
  await waitFor(() => expect(within(card).getByRole('button', { name: 'Foydalanish' })).toBeEnabled());

  fx.server.route(
    'GET /api/vouchers/by-code/:code',
    ok({ voucher: { ...voucher, userConfirm: true, isRedeemed: true } }),
  );
  const readsBefore = requests('/api/business/till/today').length;
  fx.server.route(
    'GET /api/business/till/today',
    ok({ entries: [{ kind: 'voucher', at: '2026-01-01T10:00:00Z', amount: 20000, ref: 'AB12CD' }], total: 20000 }),
  );
  fireEvent.click(within(card).getByRole('button', { name: 'Foydalanish' }));
  const today = await screen.findByRole('region', { name: 'Bugun siz qabul qilganlar' });
  expect(await within(today).findByText(/Voucher AB12CD/)).toBeVisible();
  expect(today).toHaveTextContent("Jami: 20 000 so'm");
  expect(requests('/api/vouchers/confirm').map((r) => r.body)).toEqual([{ voucherId: 'v1' }]);
  expect(requests('/api/business/till/today').length).toBe(readsBefore + 1);
  await waitFor(() => expect(within(card).queryByRole('button', { name: 'Foydalanish' })).not.toBeInTheDocument());
});

it("opens 'Foydalanish' by itself once the customer confirms on their phone: no button to press", async () => {
  const voucher = voucherFixture({ code: 'WAIT01' });
  fx.server.route('GET /api/vouchers/by-code/:code', ok({ voucher }));
  fx.server.route('POST /api/vouchers/sendConfirm', ok({ voucher }));
  openTill();
  find('WAIT01');
  const card = await screen.findByRole('region', { name: 'Voucher' });
  fireEvent.click(within(card).getByRole('button', { name: 'Surov yuborish' }));
  expect(await within(card).findByText("Tasdiqlash so'rovi mijozga yuborildi")).toBeVisible();
  const readsBefore = requests('/api/vouchers/by-code').length;
  // the customer taps the link in their SMS: the server now says confirmed
  fx.server.route('GET /api/vouchers/by-code/:code', ok({ voucher: { ...voucher, userConfirm: true } }));
  await waitFor(() => expect(within(card).getByRole('button', { name: 'Foydalanish' })).toBeEnabled(), {
    timeout: 10_000,
  });
  expect(requests('/api/vouchers/by-code').length).toBeGreaterThan(readsBefore);
  // confirmed: the till stops asking
  const readsAfter = requests('/api/vouchers/by-code').length;
  await new Promise((resolve) => setTimeout(resolve, 4_000));
  expect(requests('/api/vouchers/by-code').length).toBe(readsAfter);
});

it('says when the list of today cannot be read, and reads it again on request', async () => {
  fx.server.route('GET /api/business/till/today', {
    status: 500,
    body: { success: false, message: 'Server xatosi', code: 'errors.internal' },
  });
  openTill();
  const today = screen.getByRole('region', { name: 'Bugun siz qabul qilganlar' });
  expect(await within(today).findByText('Server xatosi')).toBeVisible();
  fx.server.route('GET /api/business/till/today', ok(NOTHING_YET));
  fireEvent.click(within(today).getByRole('button', { name: 'Qayta urinish' }));
  expect(await within(today).findByText('Bugun hali hech narsa qabul qilinmadi')).toBeVisible();
});

it("says the API's reason for a code that is not this business's voucher", async () => {
  fx.server.route('GET /api/vouchers/by-code/:code', {
    status: 404,
    body: { success: false, message: 'Voucher topilmadi', code: 'errors.voucherNotFound' },
  });
  openTill();
  find('ZZZZ99');
  expect(await screen.findByRole('alert')).toHaveTextContent('Voucher topilmadi');
  expect(screen.queryByRole('region', { name: 'Voucher' })).not.toBeInTheDocument();
});

it("takes a customer's coin pay code and lists the payment", async () => {
  fx.server.route(
    'POST /api/business/coin-payments',
    ok(
      { payment: { _id: 'p1', amount: 5000, customerPhone: '+998 90 ***-**-67', createdAt: '2026-01-01T10:00:00Z' } },
      201,
    ),
  );
  openTill();
  fx.server.route(
    'GET /api/business/till/today',
    ok({
      entries: [{ kind: 'coin', at: '2026-01-01T10:00:00Z', amount: 5000, ref: '+998 90 ***-**-67' }],
      total: 5000,
    }),
  );
  fireEvent.click(screen.getByRole('button', { name: 'Coin qabul qilish' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText("To'lov kodi"), { target: { value: '123456' } });
  fireEvent.change(within(dialog).getByLabelText('Miqdor (coin)'), { target: { value: '5000' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Qabul qilish' }));
  const today = screen.getByRole('region', { name: 'Bugun siz qabul qilganlar' });
  expect(await within(today).findByText(/Coin: \+998 90 \*\*\*-\*\*-67/)).toBeVisible();
});

describe('where the browser has BarcodeDetector', () => {
  const g = globalThis as Record<string, unknown>;
  beforeEach(() => {
    g.BarcodeDetector = class {
      detect = async () => [{ rawValue: 'QR0001' }];
    };
    g.createImageBitmap = async () => ({});
  });
  afterEach(() => {
    delete g.BarcodeDetector;
    delete g.createImageBitmap;
  });

  it("a photo of the voucher's QR code finds it", async () => {
    fx.server.route('GET /api/vouchers/by-code/:code', ok({ voucher: voucherFixture({ code: 'QR0001' }) }));
    openTill();
    expect(screen.getByRole('button', { name: 'QR kodni skanerlash' })).toBeVisible();
    const photo = new File(['x'], 'qr.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByTestId('scan-input'), { target: { files: [photo] } });
    expect(await screen.findByRole('region', { name: 'Voucher' })).toHaveTextContent('QR0001');
    expect(screen.getByLabelText('Voucher kodi')).toHaveValue('QR0001');
  });
});

it('without BarcodeDetector there is no scan button: the code is typed', () => {
  openTill();
  expect(screen.queryByRole('button', { name: 'QR kodni skanerlash' })).not.toBeInTheDocument();
});
