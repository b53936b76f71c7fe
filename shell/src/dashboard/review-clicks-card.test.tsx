import { act, screen, waitFor } from '@testing-library/react';
import { ok, useApiServer } from '@fikr/shared/testing';
import { renderAt } from '../test/render';
import { ReviewClicksCard } from './review-clicks-card';

const fx = useApiServer();

test('shows the clicks to each review site of the last 30 days', async () => {
  fx.server.route('GET /api/stats/review-clicks', ok({ google: 7, yandex: 2, twogis: 0 }));
  renderAt(<ReviewClicksCard />, '/business/dashboard');
  const card = await screen.findByTestId('review-clicks-card');
  expect(card).toHaveTextContent("Xaritalardagi sharhlarga o'tishlar (so'nggi 30 kun)");
  expect(card).toHaveTextContent('Google Maps7');
  expect(card).toHaveTextContent('Yandex Maps2');
  expect(card).toHaveTextContent('2GIS0');
});

test('a failed read shows nothing', async () => {
  fx.server.route('GET /api/stats/review-clicks', () => ({ status: 500, body: { success: false, message: 'x' } }));
  const { container } = renderAt(<ReviewClicksCard />, '/business/dashboard');
  await waitFor(() => expect(fx.server.requests.some((r) => r.path === '/api/stats/review-clicks')).toBe(true));
  await act(() => new Promise((r) => setTimeout(r, 100)));
  expect(container).not.toHaveTextContent('Google Maps');
});
