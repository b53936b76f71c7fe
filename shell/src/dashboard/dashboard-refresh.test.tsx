import { act, screen, waitFor } from '@testing-library/react';
import { invalidateAfter } from '@fikr/shared';
import { consoleForm, ok, useApiServer } from '@fikr/shared/testing';
import { renderAt } from '../test/render';
import { DashboardPage } from './dashboard-page';

const fx = useApiServer();
jest.setTimeout(30_000);

const stats = (total: number, completed: number) => ({
  totalResponses: { total, completed, percentage: Math.round((completed / total) * 100) },
  totalForms: 1,
  totalCustomers: total,
  repeatPurchase: 0,
  repeatPurchasePercentage: 0,
  rating: { rating: 5, count: completed },
});
const question = (id: string) => ({ _id: id, type: 'text' as const, text: 'Savol', required: false, options: [] });
const response = (id: string, name: string) => ({
  _id: id,
  status: 'waiting',
  customer: { name, phone: '998901111111' },
  form: { _id: 'f1', title: 'Kassa' },
  answers: [],
  isPublic: true,
  typeMotive: 'coin',
  createdAt: new Date().toISOString(),
});

function serve(total: number, responses: unknown[]) {
  fx.server.route(
    'GET /api/business',
    ok({ _id: 'b1', name: 'Rayhon', category: 2, phone: '998901234567', coin: 5000, logo: null }),
  );
  fx.server.route('GET /api/stats', ok(stats(total, 1)));
  fx.server.route('GET /api/stats/answers', ok({}));
  fx.server.route('GET /api/forms', ok({ forms: [] }));
  fx.server.route('GET /api/responses', ok({ responses, pagination: { total: responses.length, page: 1, limit: 10 } }));
}

test('a survey request sent from the plus button refreshes the counts and the latest responses, without the skeleton', async () => {
  serve(2, [response('r1', 'Aziz')]);
  renderAt(<DashboardPage />, '/business/dashboard');
  await waitFor(() => expect(screen.getByTestId('stat-responses').textContent).toContain('1 / 2'));
  expect(screen.getAllByTestId('recent-response')).toHaveLength(1);

  serve(3, [response('r2', 'Malika'), response('r1', 'Aziz')]);
  // what the request dialog does once the server accepted the request
  const reread = act(() => invalidateAfter('surveyRequest'));
  // the last figures stay on screen while the new ones are read: no skeleton
  expect(screen.queryByTestId('dashboard-loading')).not.toBeInTheDocument();
  expect(screen.getByTestId('stat-responses').textContent).toContain('1 / 2');
  await reread;
  await waitFor(() => expect(screen.getByTestId('stat-responses').textContent).toContain('1 / 3'));
  expect(screen.getAllByTestId('recent-response')[0].textContent).toContain('Malika');
  expect(screen.queryByTestId('dashboard-loading')).not.toBeInTheDocument();
});

test("the latest forms count completed answers, not requests still waiting ('6 ta javob' of 18 sent)", async () => {
  serve(18, []);
  fx.server.route(
    'GET /api/forms',
    ok({
      forms: [
        consoleForm({
          _id: 'f1',
          title: 'Kassa',
          questions: [question('q1'), question('q2')],
          responsesCount: 18,
          completedCount: 6,
          createdAt: new Date().toISOString(),
        }),
      ],
    }),
  );
  renderAt(<DashboardPage />, '/business/dashboard');
  const form = await screen.findByTestId('recent-form');
  expect(form.textContent).toContain('6 ta javob');
  expect(form.textContent).not.toContain('18 ta javob');
});
