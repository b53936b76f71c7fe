/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import type { Business } from '@fikr/shared';
import { ok, renderAt, seedSession, useApiServer } from '@fikr/shared/testing';
import FeatureRoutes from '../routes';

jest.setTimeout(30_000);
const fx = useApiServer();

beforeEach(() => {
  fx.server.route('GET /api/vouchers', ok({ responses: [], pagination: { total: 0, page: 1, limit: 10 } }));
});

it('a business without vouchers is told where they come from and goes on to send a request', async () => {
  renderAt(<FeatureRoutes />, '/business/vouchers');
  const empty = await screen.findByTestId('vouchers-empty');
  expect(empty).toHaveTextContent("Hozircha voucherlar yo'q");
  expect(empty).toHaveTextContent("u javob berganda voucheri shu yerda paydo bo'ladi");
  fireEvent.click(within(empty).getByRole('button', { name: "So'rovnoma yuborish" }));
  expect(screen.getByTestId('location')).toHaveTextContent('/business/responses');
});

it('the till sends no requests: its empty list has no button', async () => {
  const store = createStore();
  seedSession(store, {
    business: { _id: 'b1', name: 'Choyxona' } as Business,
    businesses: [{ _id: 'b1', name: 'Choyxona', role: 'cashier' }],
  });
  renderAt(<FeatureRoutes />, { path: '/business/vouchers', store });
  const empty = await screen.findByTestId('vouchers-empty');
  expect(within(empty).queryByRole('button')).not.toBeInTheDocument();
});
