import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ok, seedSession } from '@fikr/shared/testing';
import { createStore } from 'jotai';
import { renderAt } from '../test/render';
import NewRequestDialog from '../new-request-dialog';
import { business, CLIENTS, selectedSegment, useDialogFixture } from './dialog-fixture';

const fx = useDialogFixture();

/** A page's button that opens the dialog, as the responses list and the dashboard have. */
function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>open</button>
      <NewRequestDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const asked = (path: string) => fx.server.requests.filter((r) => r.method === 'GET' && r.path === path).length;

test('each opening asks for the forms, clients and branches once, and asks again on the next opening', async () => {
  const store = createStore();
  seedSession(store, { business: business(100_000) });
  renderAt(<Opener />, { store });
  expect(asked('/api/forms')).toBe(0);

  fireEvent.click(screen.getByRole('button', { name: 'open' }));
  await waitFor(() => expect(screen.queryByLabelText('loading')).not.toBeInTheDocument());
  await waitFor(() => expect(asked('/api/business/clients')).toBe(1));
  expect(asked('/api/forms')).toBe(1);

  fireEvent.click(screen.getByRole('button', { name: 'Bekor qilish' }));
  fireEvent.click(screen.getByRole('button', { name: 'open' }));
  await waitFor(() => expect(asked('/api/forms')).toBe(2));
  await waitFor(() => expect(asked('/api/business/clients')).toBe(2));
  await waitFor(() => expect(screen.queryByLabelText('loading')).not.toBeInTheDocument());
  expect(asked('/api/forms')).toBe(2);
});

test("a business's first customer makes the next opening start with the last 4 digits again", async () => {
  // no customers yet: the dialog starts with the full number
  let clients: typeof CLIENTS = [];
  fx.server.route('GET /api/business/clients', () => ok(clients));
  const store = createStore();
  seedSession(store, { business: business(100_000) });
  renderAt(<Opener />, { store });
  fireEvent.click(screen.getByRole('button', { name: 'open' }));
  await waitFor(() => expect(selectedSegment("To'liq raqam")).toBe("To'liq raqam"));

  // the request that opening sent added the first customer; the cached empty list must not decide the next opening
  clients = CLIENTS.slice(0, 1);
  fireEvent.click(screen.getByRole('button', { name: 'Bekor qilish' }));
  fireEvent.click(screen.getByRole('button', { name: 'open' }));
  await waitFor(() => expect(asked('/api/business/clients')).toBe(2));
  await waitFor(() => expect(screen.queryByLabelText('loading')).not.toBeInTheDocument());
  expect(selectedSegment('Oxirgi 4 raqam')).toBe('Oxirgi 4 raqam');
});
