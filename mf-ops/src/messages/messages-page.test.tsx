/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ok, useApiServer } from '@fikr/shared/testing';
import { renderOps, sent } from '../test-render';

jest.setTimeout(30_000);
const fx = useApiServer();

const message = {
  _id: 'm1',
  channel: 'sms',
  kind: 'reward',
  status: 'failed',
  attempts: 6,
  lastError: 'gateway said no',
  createdAt: '2026-01-02T10:00:00Z',
};

function open() {
  fx.server.route(
    'GET /api/ops/messages',
    ok({
      messages: [message],
      deliveryRate: 97.5,
      days: [{ date: '2026-01-02', telegram: 40, sms: 12, smsFailed: 3 }],
    }),
  );
  fx.server.route('POST /api/ops/messages/m1/retry', ok({ _id: 'm1', status: 'queued' }));
  renderOps('/business/ops/messages');
}

it('lists the failed messages with the last error and the delivery rate, and sends one again', async () => {
  open();
  const table = await screen.findByRole('table', { name: 'Xabarlar' });
  const row = (await within(table).findByText('gateway said no')).closest('tr') as HTMLElement;
  expect(row).toHaveTextContent('Mukofot');
  expect(row).toHaveTextContent('6');
  expect(screen.getByRole('region', { name: "So'nggi 24 soatda yetkazildi" })).toHaveTextContent('97.5%');
  const days = screen.getByRole('table', { name: "Kunlar bo'yicha kanallar" });
  const day = within(days).getByText('2026-01-02').closest('tr') as HTMLElement;
  expect(Array.from(day.querySelectorAll('td')).map((td) => td.textContent)).toEqual(['2026-01-02', '40', '12', '3']);
  fireEvent.click(within(row).getByRole('button', { name: 'Qayta yuborish' }));
  await waitFor(() => expect(sent(fx, 'POST', '/messages/m1/retry')).toHaveLength(1));
  await waitFor(() => expect(sent(fx, 'GET', '/messages')).toHaveLength(2));
});

it('filters by status and kind', async () => {
  open();
  await screen.findByText('gateway said no');
  expect(sent(fx, 'GET', '/messages')[0].query).toMatchObject({ status: 'failed', limit: '50' });
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Turi' }));
  fireEvent.click(await screen.findByTitle('Parolni tiklash'));
  await waitFor(() => expect(sent(fx, 'GET', '/messages').at(-1)?.query).toMatchObject({ kind: 'password_reset' }));
  fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Holati' })).getByText('Navbatda'));
  await waitFor(() =>
    expect(sent(fx, 'GET', '/messages').at(-1)?.query).toMatchObject({ status: 'queued', kind: 'password_reset' }),
  );
  // a survey request asked for at night is held until 09:00: the operator can list what waits for morning
  fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Holati' })).getByText('Keyinroq yuboriladi'));
  await waitFor(() => expect(sent(fx, 'GET', '/messages').at(-1)?.query).toMatchObject({ status: 'scheduled' }));
});
