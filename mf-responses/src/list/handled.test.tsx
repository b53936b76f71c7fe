import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ok, tableRows, useApiServer } from '@fikr/shared/testing';
import { renderAt } from '../test/render';
import FeatureRoutes from '../routes';
import { LIST_FORMS, seedResponses } from './list-fixture';

jest.setTimeout(20_000);
const { server } = useApiServer();
afterEach(cleanup);

const rows = tableRows;

test("handled rows carry 'Hal qilindi'; the follow-up filter asks the API for ?handled=", async () => {
  const all = seedResponses(3).map((r, i) => ({ ...r, handled: i === 1, note: i === 1 ? 'Hal qildik' : '' }));
  server.route('GET /api/forms', ok({ forms: LIST_FORMS }));
  server.route('GET /api/responses', (req) => {
    const hits = all.filter((r) => !req.query.handled || String(r.handled) === req.query.handled);
    return ok({ responses: hits, pagination: { total: hits.length, page: 1, limit: 10 } });
  });
  renderAt(<FeatureRoutes />, { path: '/business/responses', route: '/business/responses/*' });
  await waitFor(() => expect(rows()).toHaveLength(3));
  expect(rows().map((row) => within(row).queryByTestId('handled-tag') !== null)).toEqual([false, true, false]);
  expect(rows()[1].textContent).toContain('Hal qilindi');

  fireEvent.mouseDown(screen.getByLabelText("Kuzatuv bo'yicha"));
  const option = await screen.findAllByTitle('Hal qilinmagan');
  fireEvent.click(option[option.length - 1]);
  await waitFor(() => expect(screen.queryByTestId('handled-tag')).not.toBeInTheDocument());
  await waitFor(() => expect(rows()).toHaveLength(2));
  expect(server.requests.filter((r) => r.path === '/api/responses').at(-1)?.query.handled).toBe('false');
});
