/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Voucher } from '@fikr/shared';
import { voucherFixture } from '../test/vouchers';
import FeatureRoutes from '../routes';
import { renderAt, useApiServer } from '@fikr/shared/testing';

jest.setTimeout(30_000);
const fx = useApiServer();

let stored: Voucher;
function serve(voucher: Voucher) {
  stored = voucher;
  fx.server.route('GET /api/vouchers', () => ({
    status: 200,
    body: { success: true, data: { responses: [stored], pagination: { total: 1, page: 1, limit: 10 } } },
  }));
}

async function openDialog(voucher: Voucher) {
  serve(voucher);
  renderAt(<FeatureRoutes />);
  fireEvent.click(await screen.findByText('Batafsil'));
  const title = await screen.findByText("Voucher ma'lumotlari");
  // the one dialog, holding the title: not found by name, as antd names it through aria-labelledby and under jest
  // every antd id is 'test-id' (rc-util's useId), so the name would be read from the list's first such element
  const dialog = screen.getByRole('dialog');
  expect(dialog).toContainElement(title);
  return dialog;
}

/** The button whose label is `name` (text queries: role queries are slow on antd's DOM). */
const button = (container: HTMLElement, name: string) => within(container).queryByText(name)?.closest('button') ?? null;
const useButton = (dialog: HTMLElement) => button(dialog, 'Foydalanish');
const click = (container: HTMLElement, name: string) => fireEvent.click(button(container, name) as HTMLElement);

it('shows amount, code, days-left chip, description, expiry, customer, phone, created and updated', async () => {
  const dialog = await openDialog(voucherFixture({ days: 4.2 }));
  for (const text of [
    "Voucher ma'lumotlari",
    "20 000 so'm",
    'AB12CD',
    'Yaroqli',
    '5 kun qoldi',
    'Kofe uchun',
    'Aziz',
    '+998 90 123-45-67',
    '12-03-2025 00:30',
    '12-03-2025 10:00',
  ]) {
    expect(within(dialog).getByText(text)).toBeInTheDocument();
  }
  click(dialog, 'Yopish');
  await waitFor(() => expect(screen.queryByText("Voucher ma'lumotlari")).not.toBeInTheDocument());
});

it('a redeemed voucher reads Ishlatilgan and has no use button and no confirmation request', async () => {
  const dialog = await openDialog(voucherFixture({ isRedeemed: true, userConfirm: true }));
  expect(within(dialog).getByText('Ishlatilgan')).toBeInTheDocument();
  expect(useButton(dialog)).toBeNull();
  expect(within(dialog).queryByText(/kun qoldi/)).not.toBeInTheDocument();
});

it('an expired voucher reads Muddati tugagan and offers neither use nor a request', async () => {
  const dialog = await openDialog(voucherFixture({ days: -2 }));
  expect(within(dialog).getByText('Muddati tugagan')).toBeInTheDocument();
  expect(useButton(dialog)).toBeNull();
  expect(button(dialog, 'Surov yuborish')).toBeNull();
});

it('request → check → confirmed → use: the voucher is used once and the dialog closes', async () => {
  fx.server.route('POST /api/vouchers/sendConfirm', (req) => ({
    status: 200,
    body: { success: true, data: { voucher: { ...stored, _id: (req.body as { voucherId: string }).voucherId } } },
  }));
  fx.server.route('POST /api/vouchers/confirm', () => {
    stored = { ...stored, isRedeemed: true };
    return { status: 200, body: { success: true, data: { voucher: stored } } };
  });
  const dialog = await openDialog(voucherFixture());
  expect(useButton(dialog)).toHaveProperty('disabled', true);
  expect(within(dialog).getByText('Foydalanish uchun mijoz voucherni tasdiqlashi kerak')).toBeInTheDocument();
  expect(button(dialog, 'Tekshirish')).toBeNull();

  click(dialog, 'Surov yuborish');
  await within(dialog).findByText("Tasdiqlash so'rovi mijozga yuborildi");
  expect(fx.server.requests.find((r) => r.path === '/api/vouchers/sendConfirm')?.body).toEqual({ voucherId: 'v1' });

  click(dialog, 'Tekshirish');
  await within(dialog).findByText('Mijoz hali tasdiqlamagan');
  expect(useButton(dialog)).toHaveProperty('disabled', true);

  stored = { ...stored, userConfirm: true };
  click(dialog, 'Tekshirish');
  await within(dialog).findByText('Tasdiqlangan');
  expect(button(dialog, 'Tekshirish')).toBeNull();
  await waitFor(() => expect(useButton(dialog)).toHaveProperty('disabled', false));

  fireEvent.click(useButton(dialog) as HTMLElement);
  expect(await screen.findByText('Voucher muvaffaqiyatli ishlatildi!')).toBeVisible();
  expect(fx.server.requests.filter((r) => r.path === '/api/vouchers/confirm').map((r) => r.body)).toEqual([
    { voucherId: 'v1' },
  ]);
  await waitFor(() => expect(screen.queryByText("Voucher ma'lumotlari")).not.toBeInTheDocument());
  // the list was read again and now shows the voucher as used
  expect(await screen.findByText('Foydalanilgan')).toBeVisible();
});

it('shows the reason when sending the request fails', async () => {
  fx.server.route('POST /api/vouchers/sendConfirm', {
    status: 400,
    body: { success: false, message: 'Voucher muddati tugagan' },
  });
  const dialog = await openDialog(voucherFixture());
  click(dialog, 'Surov yuborish');
  expect(await within(dialog).findByText('Voucher muddati tugagan')).toBeVisible();
  expect(button(dialog, 'Tekshirish')).toBeNull();

  // The per-voucher SMS limit (1 a minute, 3 a day) answers 429 with its own text.
  const limited = 'Bu voucher uchun SMS yaqinda yuborilgan: daqiqasiga 1 ta va kuniga 3 tagacha yuborish mumkin';
  fx.server.route('POST /api/vouchers/sendConfirm', {
    status: 429,
    body: { success: false, message: limited, code: 'errors.voucherSmsLimit' },
  });
  click(dialog, 'Surov yuborish');
  expect(await within(dialog).findByText(limited)).toBeVisible();

  fx.server.route('POST /api/vouchers/sendConfirm', { status: 502, body: {} });
  click(dialog, 'Surov yuborish');
  expect(await within(dialog).findByText("Tasdiqlash so'rovini yuborib bo'lmadi")).toBeVisible();
});

it('keeps the dialog open with the reason when using fails', async () => {
  fx.server.route('POST /api/vouchers/confirm', {
    status: 409,
    body: { success: false, message: 'Voucher allaqachon ishlatilgan' },
  });
  const dialog = await openDialog(voucherFixture({ userConfirm: true }));
  expect(within(dialog).getByText('Tasdiqlangan')).toBeInTheDocument();
  fireEvent.click(useButton(dialog) as HTMLElement);
  expect(await within(dialog).findByText('Voucher allaqachon ishlatilgan')).toBeVisible();
  expect(screen.getByText("Voucher ma'lumotlari")).toBeVisible();

  fx.server.route('POST /api/vouchers/confirm', { status: 500, body: {} });
  fireEvent.click(useButton(dialog) as HTMLElement);
  expect(await within(dialog).findByText("Voucherni ishlatib bo'lmadi")).toBeVisible();
});

it('says when checking fails', async () => {
  // answers the voucher the dialog opened (set by openDialog), as the API does
  fx.server.route('POST /api/vouchers/sendConfirm', () => ({
    status: 200,
    body: { success: true, data: { voucher: stored } },
  }));
  const dialog = await openDialog(voucherFixture());
  click(dialog, 'Surov yuborish');
  await within(dialog).findByText('Tekshirish');
  fx.server.route('GET /api/vouchers', { status: 500, body: {} });
  click(dialog, 'Tekshirish');
  expect(await within(dialog).findByText("Voucher ma'lumotlarini yangilab bo'lmadi")).toBeVisible();
});
