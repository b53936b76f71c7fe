/** @jest-environment jsdom */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { voucherFixture } from '../test/vouchers';
import FeatureRoutes from '../routes';
import { SEARCH_DEBOUNCE_MS } from '@fikr/shared';
import { renderAt, useApiServer, usePhoneWidth, withFakeTimeouts } from '@fikr/shared/testing';

jest.setTimeout(30_000);
const fx = useApiServer();

function answer(responses = [voucherFixture()], total = responses.length) {
  fx.server.route('GET /api/vouchers', {
    status: 200,
    body: { success: true, data: { responses, pagination: { total, page: 1, limit: 10 } } },
  });
}

/** The search part of the router's location (the shared render helper shows pathname + search). */
const urlSearch = () => new URL(screen.getByTestId('location').textContent ?? '', 'http://test').search;
const lastQuery = () => Object.fromEntries(new URL(fx.urls[fx.urls.length - 1]).searchParams);

function renderPage(path = '/business/vouchers') {
  return renderAt(<FeatureRoutes />, path);
}

it('lists amount with the customer name or formatted phone (never Anonim), list state labels, days left, uppercase code and expiry', async () => {
  answer([
    voucherFixture({ _id: 'a', days: 2.5, code: 'ab12cd' }),
    voucherFixture({ _id: 'b', code: 'ex0001', days: -1, amount: 5000, user: { phone: '998901112233' } }),
    voucherFixture({
      _id: 'c',
      code: 'rd0001',
      isRedeemed: true,
      amount: 70000,
      expiresAt: '2025-03-11T19:30:00Z',
      user: { name: 'Laylo', phone: '998' },
    }),
  ]);
  renderPage();
  const valid = (await screen.findByText('AB12CD')).closest('tr') as HTMLElement;
  expect(within(valid).getByText("20 000 so'm")).toBeVisible();
  expect(within(valid).getByText('Aziz')).toBeVisible();
  expect(within(valid).getByText('Yaroqli')).toBeVisible();
  expect(within(valid).getByText('3 kun qoldi')).toBeVisible();

  const expired = screen.getByText("5 000 so'm").closest('tr') as HTMLElement;
  expect(within(expired).getByText('+998 90 111-22-33')).toBeVisible();
  expect(within(expired).queryByText('Anonim')).not.toBeInTheDocument();
  expect(within(expired).getByText('Yaroqsiz')).toBeVisible();
  expect(within(expired).queryByText(/kun qoldi/)).not.toBeInTheDocument();

  const redeemed = screen.getByText("70 000 so'm").closest('tr') as HTMLElement;
  expect(within(redeemed).getByText('Foydalanilgan')).toBeVisible();
  expect(within(redeemed).getByText('12-03-2025 00:30')).toBeVisible();
  expect(lastQuery()).toEqual({ page: '1', limit: '10' });
});

it('writes the search to ?search= 400 ms after typing stops and asks the server with it', async () => {
  answer();
  renderPage('/business/vouchers?search=old');
  await screen.findByText('AB12CD');
  expect(lastQuery()).toEqual({ page: '1', limit: '10', search: 'old' });
  const box = screen.getByLabelText("Kod, mijoz ismi yoki telefon bo'yicha qidirish");
  expect(box).toHaveProperty('value', 'old');

  withFakeTimeouts((advance) => {
    fireEvent.change(box, { target: { value: 'aziz' } });
    advance(SEARCH_DEBOUNCE_MS - 1);
    expect(urlSearch()).toBe('?search=old');
    advance(1);
    expect(urlSearch()).toBe('?search=aziz');
  });
  await waitFor(() => expect(lastQuery()).toEqual({ page: '1', limit: '10', search: 'aziz' }));

  fireEvent.change(box, { target: { value: '' } });
  await waitFor(() => expect(urlSearch()).toBe(''));
  await waitFor(() => expect(lastQuery()).toEqual({ page: '1', limit: '10' }));
});

it("sends the 'Holati' filter as validity: 'Yaroqli' leaves out expired vouchers, not only redeemed ones", async () => {
  answer();
  renderPage();
  await screen.findByText('AB12CD');
  const pick = async (label: string) => {
    fireEvent.mouseDown(screen.getByLabelText('Holati', { selector: 'input' }));
    const options = await screen.findAllByTitle(label);
    fireEvent.click(options[options.length - 1]);
  };
  await pick('Yaroqli');
  await waitFor(() => expect(lastQuery()).toEqual({ page: '1', limit: '10', validity: 'valid' }));
  await pick('Yaroqsiz');
  await waitFor(() => expect(lastQuery()).toEqual({ page: '1', limit: '10', validity: 'invalid' }));
  await pick('Barchasi');
  await waitFor(() => expect(lastQuery()).toEqual({ page: '1', limit: '10' }));
});

it('pages with 10, 25 or 50 rows', async () => {
  answer([voucherFixture()], 90);
  renderPage();
  await screen.findByText('AB12CD');
  fireEvent.click(screen.getByTitle('3'));
  await waitFor(() => expect(lastQuery().page).toBe('3'));
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'sahifa hajmi' }));
  const options = await screen.findAllByText(/^\d+ \/ sah\.$/);
  expect(new Set(options.map((o) => o.textContent))).toEqual(new Set(['10 / sah.', '25 / sah.', '50 / sah.']));
  fireEvent.click(options.find((o) => o.textContent === '50 / sah.') as HTMLElement);
  await waitFor(() => expect(lastQuery()).toEqual({ page: '1', limit: '50' }));
});

it('shows the server message when the list cannot be read', async () => {
  fx.server.route('GET /api/vouchers', { status: 500, body: { success: false } });
  renderPage();
  expect(await screen.findByText('Voucherlarni yuklashda xatolik yuz berdi')).toBeVisible();
});

describe('below the md breakpoint', () => {
  usePhoneWidth();

  it('each voucher is a card (amount, status, customer, code and expiry, details) with the same filter and paging', async () => {
    answer(
      [
        voucherFixture({ _id: 'a', code: 'ab12cd' }),
        voucherFixture({ _id: 'b', code: 'ex0001', days: -1, amount: 5000, user: { phone: '998901112233' } }),
      ],
      30,
    );
    renderPage();
    const cards = await screen.findAllByTestId('list-card');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(cards).toHaveLength(2);
    expect(cards[0].textContent).toContain("20 000 so'm");
    expect(cards[0].textContent).toContain('Yaroqli');
    expect(cards[0].textContent).toContain('Aziz');
    expect(cards[0].textContent).toContain('AB12CD');
    expect(cards[1].textContent).toContain('+998 90 111-22-33');
    expect(cards[1].textContent).toContain('Yaroqsiz');
    fireEvent.click(within(cards[1]).getByRole('button', { name: 'Batafsil' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastQuery().page).toBe('2'));
    expect(screen.getByLabelText('Holati', { selector: 'input' })).toBeVisible();
  });
});

it("keeps 'Holati', page and page size in the URL, so a reload (or a shared link) opens the same list", async () => {
  answer([voucherFixture()], 90);
  renderPage();
  await screen.findByText('AB12CD');
  fireEvent.mouseDown(screen.getByLabelText('Holati', { selector: 'input' }));
  const options = await screen.findAllByTitle('Yaroqli');
  fireEvent.click(options[options.length - 1]);
  await waitFor(() => expect(urlSearch()).toBe('?validity=valid'));
  fireEvent.click(screen.getByTitle('3'));
  await waitFor(() => expect(urlSearch()).toBe('?validity=valid&page=3'));
  cleanup();
  renderPage('/business/vouchers?validity=invalid&page=2&limit=25&search=kofe');
  await waitFor(() => expect(lastQuery()).toEqual({ page: '2', limit: '25', search: 'kofe', validity: 'invalid' }));
  renderPage('/business/vouchers?validity=soon&page=-4&limit=7');
  await waitFor(() => expect(lastQuery()).toEqual({ page: '1', limit: '10' }));
});

it("an empty result under a filter says nothing matches, with 'clear filters'", async () => {
  answer([], 0);
  renderPage('/business/vouchers?validity=valid&search=zzz');
  expect((await screen.findByTestId('no-match')).textContent).toContain('Filtrga mos voucher topilmadi');
  fireEvent.click(screen.getByRole('button', { name: 'Filtrlarni tozalash' }));
  await waitFor(() => expect(urlSearch()).toBe(''));
  expect(await screen.findByText("Hozircha voucherlar yo'q")).toBeVisible();
});
