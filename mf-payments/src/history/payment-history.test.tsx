/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { invalidateAfter, tagTone } from '@fikr/shared';
import '../i18n';
import { PaymentHistory } from './payment-history';
import { renderAt, useApiServer, usePhoneWidth } from '@fikr/shared/testing';

jest.setTimeout(30_000);
const fx = useApiServer();

const rows = [
  {
    _id: 'p1',
    createdAt: '2025-03-11T19:30:00Z',
    provider: 'uzcard',
    amount: 50000,
    status: 1,
    cardMask: '8600 **** **** 0001',
  },
  { _id: 'p2', createdAt: '2025-03-12T05:00:00Z', provider: 'uzcard', amount: 120000, status: 'pending' },
  { _id: 'p3', createdAt: '2025-03-13T05:00:00Z', provider: 'uzcard', amount: 10000, status: 'failed' },
  { _id: 'p4', createdAt: '2025-03-14T05:00:00Z', provider: 'uzcard', amount: 30000, status: 4 },
];

function answer(total = rows.length) {
  fx.server.route('GET /api/payment/uzcard/myPayments', {
    status: 200,
    body: { success: true, data: { transactions: rows, pagination: { total, page: 1, limit: 10 } } },
  });
}

const lastQuery = () => new URL(fx.urls[fx.urls.length - 1]).searchParams;

it('shows date, method, amount in som and a coloured status chip per payment', async () => {
  answer();
  renderAt(<PaymentHistory />);
  const first = (await screen.findByText('12-03-2025 00:30')).closest('tr') as HTMLElement;
  expect(within(first).getByText(/Uzcard/)).toBeVisible();
  expect(within(first).getByText(/8600 \*\*\*\* \*\*\*\* 0001/)).toBeVisible();
  expect(within(first).getByText("50 000 so'm")).toBeVisible();
  // the chip is drawn in its status's colours
  const tone = (color: string) => ({ ...tagTone(color) });
  expect(screen.getByText("To'langan")).toHaveStyle(tone('success'));
  expect(screen.getByText('Kutilmoqda')).toHaveStyle(tone('warning'));
  expect(screen.getByText('Hatolik')).toHaveStyle(tone('error'));
  expect(screen.getByText('Qaytarilgan')).toBeVisible();
  expect(screen.getByText("120 000 so'm")).toBeVisible();
  expect(Object.fromEntries(lastQuery())).toEqual({ page: '1', limit: '10' });
});

it('filters by status and starts again from page 1', async () => {
  answer(40);
  renderAt(<PaymentHistory />);
  await screen.findByText("50 000 so'm");
  fireEvent.click(screen.getByTitle('2'));
  await waitFor(() => expect(lastQuery().get('page')).toBe('2'));

  fireEvent.mouseDown(screen.getByLabelText('Holati', { selector: 'input' }));
  fireEvent.click(await screen.findByTitle('Hatolik'));
  await waitFor(() => expect(Object.fromEntries(lastQuery())).toEqual({ page: '1', limit: '10', status: 'failed' }));
});

it('pages 10/25/50 rows', async () => {
  answer(120);
  renderAt(<PaymentHistory />);
  await screen.findByText("50 000 so'm");
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'sahifa hajmi' }));
  const options = await screen.findAllByText(/^\d+ \/ sah\.$/);
  expect(options.map((o) => o.textContent?.match(/\d+/)?.[0])).toEqual(expect.arrayContaining(['10', '25', '50']));
  fireEvent.click(options.find((o) => o.textContent?.startsWith('25')) as HTMLElement);
  await waitFor(() => expect(lastQuery().get('limit')).toBe('25'));
});

it('reads the history again once a top-up changed the payments', async () => {
  answer();
  renderAt(<PaymentHistory />);
  await screen.findByText("50 000 so'm");
  const before = fx.urls.length;
  await act(() => invalidateAfter('payments'));
  await waitFor(() => expect(fx.urls.length).toBe(before + 1));
  expect(screen.getByText("50 000 so'm")).toBeVisible();
});

it('shows the server message when the history cannot be read', async () => {
  fx.server.route('GET /api/payment/uzcard/myPayments', { status: 500, body: { success: false } });
  renderAt(<PaymentHistory />);
  expect(await screen.findByText("To'lovlar tarixini yuklashda xatolik yuz berdi")).toBeVisible();
});

describe('below the md breakpoint', () => {
  usePhoneWidth();

  it('each payment is a card (amount, status, card, date) with the same status filter and paging', async () => {
    answer(40);
    renderAt(<PaymentHistory />);
    const cards = await screen.findAllByTestId('list-card');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(cards).toHaveLength(4);
    expect(cards[0].textContent).toContain("50 000 so'm");
    expect(cards[0].textContent).toContain("To'langan");
    expect(cards[0].textContent).toContain('8600 **** **** 0001');
    expect(cards[0].textContent).toContain('12-03-2025 00:30');
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(lastQuery().get('page')).toBe('3'));
    expect(screen.getByLabelText('Holati')).toBeVisible();
  });
});

it('keeps the status filter, page and page size in the URL next to the settings tab', async () => {
  answer(40);
  renderAt(<PaymentHistory />, '/business/settings?tab=1&status=failed&page=2&limit=25');
  await waitFor(() => expect(Object.fromEntries(lastQuery())).toEqual({ page: '2', limit: '25', status: 'failed' }));
  fireEvent.click(await screen.findByTitle('1'));
  await waitFor(() =>
    expect(screen.getByTestId('location').textContent).toBe('/business/settings?tab=1&status=failed&limit=25'),
  );
});

it("an empty page under the status filter says nothing matches and clears the filter (not 'no payments yet')", async () => {
  fx.server.route('GET /api/payment/uzcard/myPayments', {
    status: 200,
    body: { success: true, data: { transactions: [], pagination: { total: 0, page: 1, limit: 10 } } },
  });
  renderAt(<PaymentHistory />, '/business/settings?tab=1&status=4');
  expect((await screen.findByTestId('no-match')).textContent).toContain("Filtrga mos to'lov topilmadi");
  expect(screen.queryByText("Hozircha to'lovlar yo'q")).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Filtrni tozalash' }));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/business/settings?tab=1'));
  expect(await screen.findByText("Hozircha to'lovlar yo'q")).toBeVisible();
});
