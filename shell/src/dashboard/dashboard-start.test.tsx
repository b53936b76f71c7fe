import { fireEvent, screen, within } from '@testing-library/react';
import { consoleForm, ok, useApiServer } from '@fikr/shared/testing';
import { renderAt } from '../test/render';
import { DashboardPage } from './dashboard-page';

const fx = useApiServer();
jest.setTimeout(30_000);

const business = { _id: 'b1', name: 'Rayhon', category: 2, phone: '998901234567', coin: 0, logo: null };
const form = consoleForm({ _id: 'f1', title: 'Forma 1', questions: [], createdAt: new Date().toISOString() });
const steps = (done: string[]) => ({
  steps: ['form', 'share', 'request', 'answer'].map((key) => ({
    key,
    done: done.includes(key),
    doneAt: done.includes(key) ? '2026-11-28T10:00:00.000Z' : null,
  })),
  done: done.length === 4,
  testRequestUsed: false,
});
const stats = (total: number, completed: number) => ({
  totalResponses: { total, completed, percentage: total ? Math.round((completed / total) * 100) : 0 },
  totalForms: 1,
  totalCustomers: total,
  repeatPurchase: 0,
  repeatPurchasePercentage: 0,
  rating: { rating: completed ? 4 : 0, count: completed },
});
const answer = {
  _id: 'r1',
  status: 'completed',
  customer: { name: 'Aziz', phone: '998901111111' },
  form: { _id: 'f1', title: 'Forma 1' },
  answers: [],
  isPublic: true,
  typeMotive: 'coin',
  isTest: true,
  createdAt: new Date().toISOString(),
};

function serve({ total, completed, done }: { total: number; completed: number; done: string[] | null }) {
  fx.server.route('GET /api/business', ok(business));
  fx.server.route('GET /api/stats', ok(stats(total, completed)));
  fx.server.route('GET /api/stats/answers', ok({}));
  fx.server.route('GET /api/forms', ok({ forms: [form] }));
  const responses = completed ? [answer] : [];
  fx.server.route('GET /api/responses', ok({ responses, pagination: { total, page: 1, limit: 10 } }));
  if (done) fx.server.route('GET /api/business/onboarding', ok(steps(done)));
}

test('before the first answer: the first steps and the balance with its top-up, no zero figures or charts', async () => {
  serve({ total: 1, completed: 0, done: ['form', 'share', 'request'] });
  renderAt(<DashboardPage />, '/business/dashboard');
  const start = await screen.findByTestId('dashboard-start');
  // the steps come with the first paint: the dashboard asked for them with its own data
  expect(within(start).getByTestId('first-steps')).toHaveTextContent('Birinchi qadamlar');
  expect(screen.getByTestId('step-answer').getAttribute('data-done')).toBe('false');
  expect(within(start).getByText("Telefonimga sinov so'rovi")).toBeVisible();
  const balance = within(start).getByTestId('stat-balance');
  expect(balance).toHaveTextContent('0 coin');
  expect(balance).toHaveTextContent("Mijozlarning javob uchun mukofotlari shu hisobdan to'lanadi.");
  expect(start).toHaveTextContent("Birinchi javobdan keyin bu yerda reyting, javoblar va grafiklar paydo bo'ladi.");
  for (const id of ['stat-responses', 'stat-repeat', 'stat-overall', 'stat-today', 'dashboard-rating']) {
    expect(screen.queryByTestId(id)).not.toBeInTheDocument();
  }
  expect(screen.queryByTestId('analytics-card')).not.toBeInTheDocument();
  expect(screen.queryByTestId('recent-response')).not.toBeInTheDocument();
  expect(screen.getByTestId('dashboard-business-name')).toHaveTextContent('Rayhon');

  // asked once, with the dashboard's data: the card drawn right after does not ask again
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(fx.server.requests.filter((r) => r.path === '/api/business/onboarding')).toHaveLength(1);

  fireEvent.click(within(balance).getByRole('button', { name: "Hisobni to'ldirish" }));
  expect(screen.getByTestId('location')).toHaveTextContent('/business/settings?tab=1');
});

test('once an answer came (the own test one too): the figures, with the first steps while the real answer is due', async () => {
  serve({ total: 1, completed: 1, done: ['form', 'share'] });
  renderAt(<DashboardPage />, '/business/dashboard');
  expect(await screen.findByTestId('stat-responses')).toHaveTextContent('1 / 1');
  expect(screen.getByTestId('dashboard-rating')).toHaveTextContent('4.0 / 5');
  expect(screen.getByTestId('first-steps')).toBeVisible();
  expect(screen.getByTestId('recent-response').getAttribute('data-status')).toBe('completed');
  expect(screen.getByTestId('analytics-card')).toBeVisible();
  expect(screen.queryByTestId('dashboard-start')).not.toBeInTheDocument();
});

test('every step done: the figures without the first steps', async () => {
  serve({ total: 1, completed: 1, done: ['form', 'share', 'request', 'answer'] });
  renderAt(<DashboardPage />, '/business/dashboard');
  await screen.findByTestId('stat-responses');
  expect(screen.queryByTestId('first-steps')).not.toBeInTheDocument();
});

test('before the first answer with the first steps unreadable: a create-a-form empty state stands in', async () => {
  serve({ total: 0, completed: 0, done: null });
  renderAt(<DashboardPage />, '/business/dashboard');
  const empty = await screen.findByTestId('dashboard-empty');
  fireEvent.click(within(empty).getByRole('button', { name: /Yangi forma yaratish/ }));
  expect(screen.getByTestId('location')).toHaveTextContent('/business/forms/new');
  expect(screen.getByTestId('stat-balance')).toBeVisible();
  expect(screen.queryByTestId('stat-responses')).not.toBeInTheDocument();
});
