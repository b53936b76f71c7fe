import { screen, within } from '@testing-library/react';
import { consoleForm, ok, useApiServer } from '@fikr/shared/testing';
import { renderAt } from '../test/render';
import { DashboardPage } from './dashboard-page';
import { tashkentDay } from './insight-figures';

const fx = useApiServer();
jest.setTimeout(30_000);

const business = { _id: 'b1', name: 'Rayhon', category: 2, phone: '998901234567', coin: 125000, logo: null };
const stats = {
  totalResponses: { total: 40, completed: 30, percentage: 75 },
  totalForms: 1,
  totalCustomers: 30,
  repeatPurchase: 0,
  repeatPurchasePercentage: 0,
  rating: { rating: 3.8, count: 20 },
  today: { requests: 5, completed: 3, ratingAvg: 4.5, ratingCount: 2 },
};

/** 60 days: the 30 older ones rated 3, the recent ones 4 (yesterday: 2 requests, 1 completed, 4.0). */
function trendDays(count: number) {
  return Array.from({ length: count }, (_, i) => {
    const offset = i - (count - 1);
    const rated = count === 60 && (offset === -45 || offset === -1);
    return {
      date: tashkentDay(offset),
      requests: offset === -1 ? 2 : 0,
      completed: offset === -1 ? 1 : 0,
      ratingAvg: rated ? (offset === -45 ? 3 : 4) : null,
      ratingCount: rated ? 1 : 0,
    };
  });
}

function serve() {
  fx.server.route('GET /api/business', ok(business));
  fx.server.route('GET /api/stats', ok(stats));
  fx.server.route(
    'GET /api/stats/answers',
    ok({
      f1: {
        formTitle: 'Kassa',
        questions: {
          q: { questionText: 'Baholang', type: 'number', options: { '1': 1, '2': 0, '3': 1, '4': 1, '5': 3 } },
        },
      },
    }),
  );
  fx.server.route(
    'GET /api/forms',
    ok({
      forms: [consoleForm({ _id: 'f1', title: 'Kassa', responsesCount: 40, createdAt: new Date().toISOString() })],
    }),
  );
  fx.server.route('GET /api/responses', ok({ responses: [], pagination: { total: 0, page: 1, limit: 10 } }));
  // The dashboard asks for 60 days (its cards), then the chart for its default 30 (the query is not recorded).
  let calls = 0;
  fx.server.route('GET /api/stats/trends', () => ok({ days: trendDays(calls++ === 0 ? 60 : 30) }));
}

test('the rating card shows its change against the previous 30 days, the today card today against yesterday', async () => {
  serve();
  renderAt(<DashboardPage />, '/business/dashboard');
  const overall = await screen.findByTestId('stat-overall');
  expect(overall.textContent).toContain('3.8 / 5');
  expect(within(overall).getByTestId('rating-change').textContent).toBe('Oldingi 30 kunga nisbatan: +1.0');
  const today = screen.getByTestId('stat-today');
  expect(today.textContent).toContain('3 / 5');
  expect(today.textContent).toContain('reyting 4.5');
  expect(within(today).getByTestId('today-vs-yesterday').textContent).toBe('Kecha: 1 / 2 · reyting 4.0');
  expect(screen.queryByText('Tez orada')).not.toBeInTheDocument();
  expect(screen.getByTestId('csat').textContent).toBe(' · CSAT: 67%');
});

test('the trend panel offers 7/30/90 days and a form filter, with a summary and a table of the same figures', async () => {
  serve();
  renderAt(<DashboardPage />, '/business/dashboard');
  const figure = await screen.findByTestId('trend-figure', {}, { timeout: 10_000 });
  expect(figure.getAttribute('data-days')).toBe('30');
  expect(within(figure).getByText("30 kun: 2 ta so'rov, 1 ta yakunlangan, o'rtacha reyting —")).toBeVisible();
  const table = within(figure).getByTestId('trend-table');
  expect(within(table).getAllByRole('row')).toHaveLength(31);
  expect(screen.getByText('7 kun')).toBeVisible();
  expect(screen.getByText('90 kun')).toBeVisible();
  expect(screen.getByLabelText("Forma bo'yicha")).toBeVisible();
});
