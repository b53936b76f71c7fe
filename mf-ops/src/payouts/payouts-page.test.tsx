/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ok, useApiServer } from '@fikr/shared/testing';
import { renderOps, sent } from '../test-render';

jest.setTimeout(30_000);
const fx = useApiServer();

const payout = (id: string) => ({
  _id: id,
  phone: '998901112233',
  amount: 600000,
  cardMask: '860000******0001',
  status: 'review',
  createdAt: '2026-01-02T10:00:00Z',
});

/** The queue answers with what the reviews have left in it. */
function open() {
  const queue = new Map([
    ['p1', payout('p1')],
    ['p2', payout('p2')],
  ]);
  fx.server.route('GET /api/ops/payouts', () => ok({ payouts: [...queue.values()] }));
  for (const [action, status] of [
    ['approve', 'pending'],
    ['reject', 'failed'],
  ])
    fx.server.route(`POST /api/ops/payouts/:id/${action}`, (req) => {
      queue.delete(req.params.id);
      return ok({ _id: req.params.id, status });
    });
  renderOps('/business/ops/payouts');
}

const table = () => screen.getByRole('table', { name: 'Pul yechishlar' });

it('lists the payouts in review; approving one takes it out of the queue', async () => {
  open();
  await screen.findAllByText('600 000 coin');
  expect(sent(fx, 'GET', '/payouts')[0].query).toEqual({ status: 'review' });
  const first = within(table()).getAllByRole('row')[1];
  expect(first).toHaveTextContent('+998 90 111-22-33');
  expect(first).toHaveTextContent('860000******0001');
  expect(first).toHaveTextContent('Tekshiruvda');
  fireEvent.click(within(first).getByRole('button', { name: 'Tasdiqlash' }));
  await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2));
  expect(sent(fx, 'POST', '/payouts/p1/approve')).toHaveLength(1);
});

it('rejects only after the confirmation', async () => {
  open();
  await screen.findAllByText('600 000 coin');
  fireEvent.click(within(table()).getAllByRole('button', { name: 'Rad etish' })[1]);
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('600 000 coin (+998 90 111-22-33)');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Bekor qilish' }));
  expect(sent(fx, 'POST', '/payouts/p2/reject')).toEqual([]);
  fireEvent.click(within(table()).getAllByRole('button', { name: 'Rad etish' })[1]);
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Rad etish' }));
  await waitFor(() => expect(sent(fx, 'POST', '/payouts/p2/reject')).toHaveLength(1));
  await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2));
});

it('shows the other statuses on request', async () => {
  open();
  await screen.findAllByText('600 000 coin');
  fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Holati' })).getByText("To'landi"));
  await waitFor(() => expect(sent(fx, 'GET', '/payouts').at(-1)?.query).toEqual({ status: 'paid' }));
});

it('lists the payouts whose outcome is unknown under their own label, without review buttons', async () => {
  fx.server.route('GET /api/ops/payouts', (req) =>
    ok({ payouts: req.query.status === 'unknown' ? [{ ...payout('p9'), status: 'unknown' }] : [] }),
  );
  renderOps('/business/ops/payouts');
  fireEvent.click(within(await screen.findByRole('radiogroup', { name: 'Holati' })).getByText("Natijasi noma'lum"));
  await waitFor(() => expect(sent(fx, 'GET', '/payouts').at(-1)?.query).toEqual({ status: 'unknown' }));
  const row = (await screen.findByText('600 000 coin')).closest('tr') as HTMLElement;
  expect(within(row).getByText("Natijasi noma'lum")).toBeTruthy();
  expect(within(row).queryByRole('button')).toBeNull();
});

it("approving one's own payout: the API's refusal is said, and the payout stays in the queue", async () => {
  open();
  const refusal = "Operator o'z to'lovini tasdiqlay olmaydi: uni boshqa operator ko'rib chiqishi kerak";
  fx.server.route('POST /api/ops/payouts/:id/approve', { status: 403, body: { success: false, message: refusal } });
  await screen.findAllByText('600 000 coin');
  const first = within(table()).getAllByRole('row')[1];
  fireEvent.click(within(first).getByRole('button', { name: 'Tasdiqlash' }));
  expect(await screen.findByText(refusal)).toBeTruthy();
  expect(within(table()).getAllByRole('row')).toHaveLength(3);
});
