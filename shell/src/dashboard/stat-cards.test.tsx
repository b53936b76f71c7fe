import { screen } from '@testing-library/react';
import { renderAt } from '../test/render';
import { StatCards } from './stat-cards';

const business = { _id: 'b1', name: 'Rayhon', category: 2, phone: '998901234567', coin: 125000, logo: null };
const stats = {
  totalResponses: { total: 4, completed: 3, percentage: 75 },
  totalForms: 1,
  totalCustomers: 3,
  repeatPurchase: 1,
  repeatPurchasePercentage: 33,
  rating: { rating: 4.2, count: 3 },
  today: { requests: 2, completed: 1, ratingAvg: 5, ratingCount: 1 },
};

// Issue 16 item 2: the cards were flex items sized by their content, so at 375 and 320 px their widths differed.
test('the stat cards sit in one grid of equal (1fr) columns, one per row on a phone', () => {
  renderAt(<StatCards stats={stats} business={business} />);
  const grid = screen.getByTestId('stat-cards');
  expect(grid.style.display).toBe('grid');
  expect(grid.style.gridTemplateColumns).toBe('repeat(auto-fit, minmax(min(100%, 200px), 1fr))');
  const cards = ['stat-responses', 'stat-balance', 'stat-repeat', 'stat-overall', 'stat-today'];
  // each card is a grid cell itself: no wrapper with its own width or flex rule
  expect(Array.from(grid.children).map((c) => c.getAttribute('data-testid'))).toEqual(cards);
  for (const id of cards) expect(screen.getByTestId(id).style.flex).toBe('');
});
