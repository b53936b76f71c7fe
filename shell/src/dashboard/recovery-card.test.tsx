import { screen, waitFor, within } from '@testing-library/react';
import { ok, useApiServer } from '@fikr/shared/testing';
import { renderAt } from '../test/render';
import { RecoveryCard } from './recovery-card';

const fx = useApiServer();
jest.setTimeout(30_000);

const figures = {
  lowRatings: 5,
  replied: 3,
  repliedWithin24h: 2,
  madeGood: 2,
  madeGoodRedeemed: 1,
  returned: 1,
  firstUnreplied: 'r9',
};

test("'Norozi mijozlar' shows the figures and opens the newest unanswered low rating", async () => {
  fx.server.route('GET /api/stats/recovery', ok(figures));
  renderAt(<RecoveryCard />, '/business/dashboard');
  const card = await screen.findByTestId('recovery-card');
  expect(within(card).getByText('Norozi mijozlar')).toBeTruthy();
  expect(within(card).getByTestId('recovery-lowRatings').textContent).toBe('Past baholar5');
  expect(within(card).getByTestId('recovery-madeGoodRedeemed').textContent).toBe("Sovg'a ishlatilgan1");
  expect(within(card).getByTestId('recovery-returned').textContent).toBe('Qaytib kelgan1');
  const link = within(card).getByRole('link', { name: 'Javob kutayotganlar: 2' });
  expect(link.getAttribute('href')).toBe('/business/responses/r9');
  expect(fx.server.requests.find((r) => r.path === '/api/stats/recovery')?.query).toEqual({ days: '30' });
});

test('no low rating: no card; every one answered: no link', async () => {
  fx.server.route('GET /api/stats/recovery', ok({ ...figures, lowRatings: 0, replied: 0, firstUnreplied: null }));
  const { unmount } = renderAt(<RecoveryCard />, '/business/dashboard');
  await waitFor(() => expect(fx.server.requests.some((r) => r.path === '/api/stats/recovery')).toBe(true));
  await new Promise((r) => setTimeout(r, 100));
  expect(screen.queryByTestId('recovery-card')).toBeNull();
  unmount();
  fx.server.route('GET /api/stats/recovery', ok({ ...figures, replied: 5, firstUnreplied: null }));
  renderAt(<RecoveryCard />, '/business/dashboard');
  const card = await screen.findByTestId('recovery-card');
  expect(within(card).queryByTestId('recovery-unreplied')).toBeNull();
});
