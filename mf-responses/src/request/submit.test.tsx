import { fireEvent, screen, waitFor } from '@testing-library/react';
import { businessAtom, FIRST_RESPONSES_PAGE, queryClient, responseQueries, statsQueries } from '@fikr/shared';
import { ok, selectShows } from '@fikr/shared/testing';
import {
  alertText,
  chooseForm,
  field,
  pick,
  renderDialog,
  submit,
  submitButton,
  type,
  useDialogFixture,
} from './dialog-fixture';

const fx = useDialogFixture();
const PHONE = 'Mijoz telefon raqami';

async function expectAlert(text: string) {
  await submit();
  await waitFor(() => expect(alertText()).toBe(text));
}

test('submit alerts come in the spec order', async () => {
  renderDialog(5_000);
  await expectAlert('Iltimos, shaklni tanlang');
  await chooseForm('Xizmat sifati');
  await expectAlert('Iltimos, telefon raqamini kiriting');
  type(PHONE, '1234');
  await expectAlert("Telefon raqami noto'g'ri formatda");
  pick("To'liq raqam");
  type(PHONE, '90123');
  await expectAlert("Telefon raqami noto'g'ri formatda");
  type(PHONE, '901234567');
  type('Coin miqdori', '9000');
  pick('Oxirgi 4 raqam'); // clears the balance error shown under the amount, so submit is possible again
  pick("To'liq raqam");
  type(PHONE, '901234567');
  await expectAlert("Hisobingizda yetarli mablag' mavjud emas");
  type('Coin miqdori', '');
  await expectAlert("Iltimos, to'g'ri coin miqdorini kiriting");
  pick('Voucher');
  await expectAlert("Iltimos, to'g'ri voucher miqdorini kiriting");
  type("Voucher miqdori (so'm)", '1000');
  await expectAlert('Iltimos, voucher tavsifini kiriting');
  type('Voucher tavsifi', '  ');
  await expectAlert('Iltimos, voucher tavsifini kiriting');
  type('Voucher tavsifi', 'Bepul kofe');
  type('Amal qilish muddati (kun)', '');
  await expectAlert("Iltimos, to'g'ri amal qilish muddatini kiriting");
  expect(fx.server.requests.filter((r) => r.method === 'POST')).toEqual([]);
});

test('a coin request is sent with the phone digits, then the success dialog opens, the balance and every list refresh', async () => {
  fx.server.route('POST /api/responses/f1', () => {
    fx.balance = 100_000 - 1_200;
    return { ...ok({ response: { _id: 'r1' } }), status: 201, delayMs: 300 };
  });
  // what the dashboard and the responses list read before the request (not on screen now)
  const latest = responseQueries.list(FIRST_RESPONSES_PAGE).queryKey;
  const figures = [...statsQueries.summary().queryKey]; // untyped: any answer stands for the figures
  queryClient.setQueryData(latest, { responses: [], pagination: { total: 0, page: 1, limit: 10 } });
  queryClient.setQueryData(figures, { total: 0 });
  const { store, onClose } = renderDialog(100_000);
  await chooseForm('Xizmat sifati');
  const formReads = () => fx.server.requests.filter((r) => r.method === 'GET' && r.path === '/api/forms').length;
  const formsBefore = formReads();
  pick("To'liq raqam");
  type(PHONE, '+998 90 123-45-67');
  type('Coin miqdori', '1000');
  await submit();
  await waitFor(() => expect(submitButton().textContent).toBe('Yuklanmoqda...'));
  expect(submitButton().disabled).toBe(true);
  await screen.findByText("So'rovnoma muvaffaqiyatli yuborildi!");
  expect(fx.server.requests.find((r) => r.method === 'POST')?.body).toEqual({
    phone: '998901234567',
    typeMotive: 'coin',
    coin: 1000,
  });
  await waitFor(() => expect(store.get(businessAtom)?.coin).toBe(98_800));
  // the forms (their counts) on screen are read again; the latest responses and the figures the next time shown
  await waitFor(() => expect(formReads()).toBe(formsBefore + 1));
  expect(queryClient.getQueryState(latest)?.isInvalidated).toBe(true);
  expect(queryClient.getQueryState(figures)?.isInvalidated).toBe(true);
  expect(onClose).not.toHaveBeenCalled();
  fireEvent.click(screen.getByText('Yopish'));
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('a voucher request sends amount, description and duration', async () => {
  fx.server.route('POST /api/responses/f2', { ...ok({ response: { _id: 'r2' } }), status: 201 });
  renderDialog(100_000);
  await chooseForm('Taomlar');
  type(PHONE, '7788');
  await waitFor(() => expect(screen.getByText('Jasur · +998 94 111-77-88')).toBeVisible());
  fireEvent.click(screen.getByText('Jasur · +998 94 111-77-88'));
  pick('Voucher');
  type("Voucher miqdori (so'm)", '20000');
  type('Voucher tavsifi', ' Bepul kofe ');
  // the validity starts at 30 days: an owner who leaves it is not stopped by an empty required field
  expect(field('Amal qilish muddati (kun)').value).toBe('30');
  await submit();
  await screen.findByText("So'rovnoma muvaffaqiyatli yuborildi!");
  expect(fx.server.requests.find((r) => r.method === 'POST')?.body).toEqual({
    phone: '998941117788',
    typeMotive: 'voucher',
    voucher: { amount: 20000, description: 'Bepul kofe', duration: 30 },
  });
});

test('a refused request shows the server message and re-enables submit; no message → Xatolik yuz berdi', async () => {
  fx.server.route('POST /api/responses/f1', {
    status: 400,
    body: { success: false, message: 'Forma topilmadi (server)' },
  });
  renderDialog(100_000);
  await chooseForm('Xizmat sifati');
  pick("To'liq raqam");
  type(PHONE, '901234567');
  type('Coin miqdori', '1000');
  await expectAlert('Forma topilmadi (server)');
  expect(submitButton().disabled).toBe(false);
  expect(submitButton().textContent).toBe('Yuborish');
  fx.server.route('POST /api/responses/f1', { status: 500, body: {} });
  await expectAlert('Xatolik yuz berdi');
  expect(screen.queryByText("So'rovnoma muvaffaqiyatli yuborildi!")).not.toBeInTheDocument();
});

test("a business without forms is told so, with a link to 'Yangi Forma'", async () => {
  fx.server.route('GET /api/forms', ok({ forms: [] }));
  const { onClose } = renderDialog(100_000);
  const notice = await screen.findByTestId('no-forms');
  expect(notice.textContent).toContain("Sizda hali forma yo'q");
  const link = screen.getByRole('link', { name: 'Yangi Forma' });
  expect(link.getAttribute('href')).toBe('/business/forms/new');
  fireEvent.click(link);
  expect(onClose).toHaveBeenCalled();
});

test('with branches the request can be sent for one of them (branchId)', async () => {
  fx.server.route(
    'GET /api/business/branches',
    ok({ branches: [{ _id: 'br1', name: 'Chilonzor', address: '', region: null, district: null, code: 'ab3d' }] }),
  );
  fx.server.route('POST /api/responses/f1', { ...ok({ response: { _id: 'r1' } }), status: 201 });
  renderDialog(100_000);
  await chooseForm('Xizmat sifati');
  await waitFor(() => expect(screen.getByLabelText('Filial')).toBeInTheDocument());
  expect(selectShows('Filial')).toBe('Filialsiz (butun biznes)');
  fireEvent.mouseDown(screen.getByLabelText('Filial'));
  fireEvent.click(await screen.findByTitle('Chilonzor'));
  pick("To'liq raqam");
  type(PHONE, '901234567');
  type('Coin miqdori', '1000');
  await submit();
  await screen.findByText("So'rovnoma muvaffaqiyatli yuborildi!");
  expect(fx.server.requests.find((r) => r.method === 'POST')?.body).toEqual({
    phone: '998901234567',
    branchId: 'br1',
    typeMotive: 'coin',
    coin: 1000,
  });
});

test('without branches the dialog asks for none', async () => {
  fx.server.route('GET /api/business/branches', ok({ branches: [] }));
  renderDialog(100_000);
  await chooseForm('Xizmat sifati');
  await waitFor(() => expect(fx.server.requests.some((r) => r.path === '/api/business/branches')).toBe(true));
  expect(screen.queryByLabelText('Filial')).not.toBeInTheDocument();
});
