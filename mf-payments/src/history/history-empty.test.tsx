/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { ok, renderAt, useApiServer } from '@fikr/shared/testing';
import PaymentsTab from '../payments-tab';

jest.setTimeout(30_000);
const fx = useApiServer();

it('with no top-up yet the history says what will appear and its button starts one in the form above', async () => {
  fx.server.route(
    'GET /api/payment/uzcard/myPayments',
    ok({ transactions: [], pagination: { total: 0, page: 1, limit: 10 } }),
  );
  renderAt(<PaymentsTab />, '/business/settings?tab=1');
  const empty = await screen.findByTestId('payments-empty');
  expect(empty).toHaveTextContent("Hozircha to'lovlar yo'q");
  expect(empty).toHaveTextContent('Coinlar mijozlarning javob uchun mukofotlariga sarflanadi.');
  fireEvent.click(within(empty).getByRole('button', { name: "Hisobni to'ldirish" }));
  expect(document.activeElement).toBe(screen.getByLabelText("To'lov miqdori (so'm)"));
});
