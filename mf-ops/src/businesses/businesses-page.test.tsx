/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@fikr/shared';
import { ok, useApiServer } from '@fikr/shared/testing';
import { renderOps, sent } from '../test-render';

jest.setTimeout(30_000);
const fx = useApiServer();
afterEach(() => act(() => setLanguage('uz')));

const business = {
  _id: 'b1',
  name: 'Choyxona',
  phone: '998901234567',
  coin: 150000,
  formsCount: 2,
  responsesCount: 17,
  lastActivityAt: '2026-01-02T10:00:00Z',
  suspended: false,
};

/** The list answers with the business as the last suspend or unsuspend left it. */
function open(path = '/business/ops') {
  let suspended = false;
  fx.server.route('GET /api/ops/businesses', () =>
    ok({ businesses: [{ ...business, suspended }], pagination: { total: 1, page: 1, limit: 10 } }),
  );
  fx.server.route('POST /api/ops/businesses/b1/suspend', () => ((suspended = true), ok({ _id: 'b1', suspended })));
  fx.server.route('POST /api/ops/businesses/b1/unsuspend', () => ((suspended = false), ok({ _id: 'b1', suspended })));
  renderOps(path);
}

it('lists the businesses with balance, counts and status, and searches by name or phone', async () => {
  open();
  const table = await screen.findByRole('table', { name: 'Bizneslar' });
  const row = (await within(table).findByText('Choyxona')).closest('tr') as HTMLElement;
  expect(row).toHaveTextContent('+998 90 123-45-67');
  expect(row).toHaveTextContent("150 000 so'm");
  expect(row).toHaveTextContent('Faol');
  fireEvent.change(screen.getByRole('searchbox', { name: "Nomi yoki telefoni bo'yicha" }), {
    target: { value: '4567' },
  });
  await waitFor(() => expect(sent(fx, 'GET', '/businesses').at(-1)?.query).toMatchObject({ search: '4567' }));
});

it('suspends only with a reason, given in the dialog; then it can be unsuspended', async () => {
  open();
  fireEvent.click(await screen.findByRole('button', { name: "To'xtatish" }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent("Biznesni to'xtatish");
  fireEvent.click(within(dialog).getByRole('button', { name: "To'xtatish" }));
  expect(await within(dialog).findByText('Sababni yozing (500 ta belgigacha)')).toBeInTheDocument();
  expect(sent(fx, 'POST', '/businesses/b1/suspend')).toEqual([]);

  fireEvent.change(within(dialog).getByLabelText('Sabab'), { target: { value: ' Spam SMS ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: "To'xtatish" }));
  await waitFor(() =>
    expect(sent(fx, 'POST', '/businesses/b1/suspend').map((r) => r.body)).toEqual([{ reason: 'Spam SMS' }]),
  );
  const table = screen.getByRole('table', { name: 'Bizneslar' });
  expect(await within(table).findByText("To'xtatilgan")).toBeVisible();

  fireEvent.click(within(table).getByRole('button', { name: 'Qayta yoqish' }));
  expect(await within(table).findByText('Faol')).toBeVisible();
  expect(sent(fx, 'POST', '/businesses/b1/unsuspend')).toHaveLength(1);
});

it("the API's refusal stays in the dialog", async () => {
  open();
  fx.server.route('POST /api/ops/businesses/b1/suspend', {
    status: 404,
    body: { success: false, message: 'Biznes topilmadi' },
  });
  fireEvent.click(await screen.findByRole('button', { name: "To'xtatish" }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('Sabab'), { target: { value: 'Spam' } });
  fireEvent.click(within(dialog).getByRole('button', { name: "To'xtatish" }));
  // the dialog may still be fading in on a busy machine: visible once its opening motion ends
  await waitFor(() => expect(within(dialog).getByText('Biznes topilmadi')).toBeVisible(), { timeout: 10_000 });
});

it('the nav leads to the other operator pages and back; the texts follow the language', async () => {
  open();
  fx.server.route('GET /api/ops/reconcile', ok({ ok: true, checkedAt: '2026-01-02T10:00:00Z', mismatches: [] }));
  const nav = await screen.findByRole('navigation', { name: "Platforma bo'limlari" });
  fireEvent.click(within(nav).getByText('Solishtirish'));
  expect(await screen.findByText('Hammasi mos')).toBeVisible();
  fireEvent.click(within(nav).getByText('Bizneslar'));
  expect(await screen.findByRole('table', { name: 'Bizneslar' })).toBeVisible();
  await act(() => setLanguage('ru'));
  expect(await screen.findByRole('table', { name: 'Бизнесы' })).toBeVisible();
  expect(await screen.findByRole('button', { name: 'Приостановить' })).toBeVisible();
  await act(() => setLanguage('en'));
  expect(await screen.findByRole('searchbox', { name: 'By name or phone' })).toBeVisible();
});
