/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ok, useApiServer } from '@fikr/shared/testing';
import { renderOps, sent } from '../test-render';

jest.setTimeout(30_000);
const fx = useApiServer();

const day = (date: string, topups: number, payouts: number) => ({
  date,
  topups,
  commissions: 1500,
  rewardsCoin: 20000,
  payouts,
});

function open() {
  fx.server.route(
    'GET /api/ops/money',
    ok({
      days: [day('2026-01-01', 100000, 0), day('2026-01-02', 250000, 600000)],
      liabilities: { businessBalances: 1234567, customerWallets: 89000 },
    }),
  );
  renderOps('/business/ops/money');
}

it('shows what the platform holds, a chart and the days newest first with the totals', async () => {
  open();
  const held = await screen.findByRole('region', { name: "Platformadagi mablag' (hozir)" });
  expect(await within(held).findByText("1 234 567 so'm")).toBeVisible();
  expect(within(held).getByText('89 000 coin')).toBeVisible();
  expect(await screen.findByRole('group', { name: /Kunlik grafik: 2 kun: to'ldirishlar 350 000/ })).toBeVisible();
  const table = screen.getByRole('table', { name: 'Kunlik pul oqimi' });
  const rows = within(table).getAllByRole('row');
  expect(rows[1]).toHaveTextContent('02-01-2026250 0001 50020 000600 000');
  expect(rows.at(-1)).toHaveTextContent('Jami350 0003 00040 000600 000');
});

it('asks for the last 30 Tashkent days, or 7 or 90', async () => {
  open();
  await screen.findByRole('table', { name: 'Kunlik pul oqimi' });
  const span = () => {
    const { from, to } = sent(fx, 'GET', '/money').at(-1)?.query ?? {};
    return (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
  };
  await waitFor(() => expect(span()).toBe(30));
  fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Davr' })).getByText('7 kun'));
  await waitFor(() => expect(span()).toBe(7));
});
