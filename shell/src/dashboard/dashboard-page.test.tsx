import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { consoleForm, ok, useApiServer } from '@fikr/shared/testing';
import { earlyGetPaths } from '../boot/early-gets';
import { button } from '../test/queries';
import { renderAt } from '../test/render';
import { DashboardPage } from './dashboard-page';

const fx = useApiServer();
jest.setTimeout(30_000);

const business = { _id: 'b1', name: 'Rayhon', category: 2, phone: '998901234567', coin: 125000, logo: null };
const stats = {
  totalResponses: { total: 4, completed: 3, percentage: 75 },
  totalForms: 4,
  totalCustomers: 3,
  repeatPurchase: 1,
  repeatPurchasePercentage: 33,
  rating: { rating: 4.5, count: 3 },
};
const question = (id: string) => ({ _id: id, type: 'text' as const, text: 'Savol', required: false, options: [] });
const form = (n: number) =>
  consoleForm({
    _id: `f${n}`,
    title: `Forma ${n}`,
    questions: [question('q1'), question('q2')],
    responsesCount: n,
    createdAt: new Date().toISOString(),
  });
const sent = { form: { _id: 'f1', title: 'Forma 1' }, answers: [], isPublic: true, typeMotive: 'coin' as const };
const responses = [
  {
    _id: 'r1',
    status: 'completed',
    customer: { name: 'Aziz', phone: '998901111111' },
    ...sent,
    createdAt: new Date().toISOString(),
  },
  {
    _id: 'r2',
    status: 'waiting',
    customer: { name: '', phone: '998902222222' },
    ...sent,
    createdAt: new Date().toISOString(),
  },
];

function serve(overrides: Record<string, unknown> = {}) {
  fx.server.route('GET /api/business', ok(overrides.business ?? business));
  fx.server.route('GET /api/stats', ok(overrides.stats ?? stats));
  fx.server.route('GET /api/stats/answers', ok({}));
  fx.server.route('GET /api/forms', ok({ forms: overrides.forms ?? [form(1), form(2), form(3), form(4)] }));
  fx.server.route(
    'GET /api/responses',
    ok({ responses: overrides.responses ?? responses, pagination: { total: 2, page: 1, limit: 10 } }),
  );
  if (overrides.branches) fx.server.route('GET /api/stats/branches', ok({ branches: overrides.branches }));
}

test('skeletons while loading, then the header card, stat cards and the latest three forms and responses', async () => {
  serve();
  renderAt(<DashboardPage />, '/business/dashboard');
  expect(screen.getByTestId('dashboard-loading').getAttribute('aria-busy')).toBe('true');
  expect((await screen.findByTestId('dashboard-business-name')).textContent).toBe('Rayhon');
  expect(screen.getByTestId('dashboard-rating').textContent).toContain('4.5 / 5');
  expect(screen.getByTestId('dashboard-rating').textContent).toContain('3 ta baho');
  expect(screen.getByTestId('dashboard-rating-public')).toHaveTextContent('Baho faqat ochiq javoblardan');
  expect(screen.getByLabelText('Reyting: 5 balldan 4.5').getAttribute('data-value')).toBe('4.5');
  expect(screen.getByTestId('dashboard-balance').textContent).toBe('125 000 coin');
  expect(screen.getByTestId('dashboard-balance').getAttribute('href')).toBe('/business/settings?tab=1');
  expect(screen.getByTestId('stat-responses').textContent).toContain('3 / 4');
  expect(
    within(screen.getByTestId('stat-responses')).getByLabelText('Jami javoblar').getAttribute('aria-valuenow'),
  ).toBe('75');
  expect(screen.getByTestId('stat-repeat').textContent).toContain('33%');
  expect(screen.getAllByTestId('recent-form').map((el) => el.querySelector('a')?.getAttribute('href'))).toEqual([
    '/business/forms/f1/edit',
    '/business/forms/f2/edit',
    '/business/forms/f3/edit',
  ]);
  const [done, waiting] = screen.getAllByTestId('recent-response');
  expect(done.textContent).toContain('Aziz');
  expect(done.getAttribute('data-status')).toBe('completed');
  expect(waiting.textContent).toContain('+998 90 222-22-22'); // no name: the phone, not 'Noma'lum'
  expect(waiting.getAttribute('data-status')).toBe('waiting');
  expect(within(screen.getByTestId('analytics-card')).getByText('33%')).toBeVisible();
});

test("asks for each of its data once, at the very URLs the console's entry asks for early", async () => {
  serve();
  const step = (key: string) => ({ key, done: key !== 'share', doneAt: null });
  fx.server.route(
    'GET /api/business/onboarding',
    ok({ steps: ['form', 'share', 'request', 'answer'].map(step), done: false, testRequestUsed: true }),
  );
  renderAt(<DashboardPage />, '/business/dashboard');
  await screen.findByTestId('analytics-card');
  // the first-steps card and the other cards read their own data once the figures are drawn
  await waitFor(() => expect(fx.urls).toContain(`${fx.server.baseUrl}/stats/review-clicks?days=30`));
  const asked = fx.urls.map((url) => url.slice(fx.server.baseUrl.length));
  for (const path of earlyGetPaths('/business/dashboard', '', 'owner'))
    expect(asked.filter((url) => url === path)).toEqual([path]);
  expect(asked.filter((url) => url === '/business/onboarding')).toHaveLength(1);
});

test("a business without a name reads 'No name'; a new business gets the empty state", async () => {
  serve({
    business: { ...business, name: '' },
    stats: {
      ...stats,
      totalResponses: { total: 0, completed: 0, percentage: 0 },
      totalForms: 0,
      rating: { rating: 0, count: 0 },
    },
    forms: [],
    responses: [],
  });
  renderAt(<DashboardPage />, '/business/dashboard');
  expect((await screen.findByTestId('dashboard-business-name')).textContent).toBe('No name');
  // no onboarding answer here: the first steps' stand-in, lazily loaded
  expect((await screen.findByTestId('dashboard-empty')).textContent).toContain("Hali ma'lumot yo'q");
  expect(screen.queryByTestId('analytics-card')).not.toBeInTheDocument();
});

test('a failed load shows the error with Retry, and Retry loads again', async () => {
  serve();
  fx.server.route('GET /api/stats', { status: 500, body: { success: false, message: 'Serverda xatolik' } });
  renderAt(<DashboardPage />, '/business/dashboard');
  expect(await screen.findByText("Ma'lumotlarni yuklab bo'lmadi")).toBeVisible();
  expect(screen.getByText('Serverda xatolik')).toBeVisible();
  serve();
  fireEvent.click(button('Qayta urinish'));
  expect((await screen.findByTestId('dashboard-business-name')).textContent).toBe('Rayhon');
});

const branchRow = (
  id: string | null,
  name: string,
  requests: number,
  completed: number,
  rating: number,
  count: number,
) => ({
  _id: id,
  name,
  requests,
  completed,
  rating: { rating, count },
});

test('a business with branches sees requests, completed and the public rating per branch; none without branches', async () => {
  serve({
    branches: [
      branchRow('br1', 'Chilonzor', 3, 2, 4.5, 2),
      branchRow('br2', 'Yunusobod', 1, 0, 0, 0),
      branchRow(null, '', 2, 1, 5, 1),
    ],
  });
  const view = renderAt(<DashboardPage />, '/business/dashboard');
  const table = await screen.findByRole('table', { name: 'Filiallar' });
  const rows = within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.children).map((cell) => cell.textContent));
  expect(rows).toEqual([
    ['Filial', "So'rovlar", 'Yakunlangan', "O'rtacha reyting"],
    ['Chilonzor', '3', '2', '4.5'],
    ['Yunusobod', '1', '0', '—'],
    ['Filialsiz', '2', '1', '5.0'],
  ]);
  expect(screen.getByTestId('branch-table')).toHaveTextContent('Baho faqat ochiq javoblardan');
  view.unmount();

  serve({ branches: [branchRow(null, '', 4, 3, 4.5, 3)] });
  renderAt(<DashboardPage />, '/business/dashboard');
  await screen.findByTestId('analytics-card');
  // the dashboard opened again paints its last data at once, then the fresh answer without branches
  await waitFor(() => expect(screen.queryByTestId('branch-table')).not.toBeInTheDocument());
});
