import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ok, selectShows } from '@fikr/shared/testing';
import { FORMS, renderDialog, selectedSegment, submitButton, type, useDialogFixture } from './dialog-fixture';

// What a new owner meets in the dialog: one form, no customers yet, a balance topped up in another tab.
const fx = useDialogFixture();

// (with several forms the owner picks, and with customers the last 4 digits come first: submit and phone-modes tests)
test('with one form it is chosen', async () => {
  fx.server.route('GET /api/forms', ok({ forms: [FORMS[0]] }));
  renderDialog();
  await waitFor(() => expect(selectShows('Forma')).toBe('Xizmat sifati'));
});

test('a business without customers starts with the full number', async () => {
  fx.server.route('GET /api/business/clients', ok([]));
  renderDialog();
  await waitFor(() => expect(selectedSegment('Oxirgi 4 raqam')).toBe("To'liq raqam"));
});

test('coming back to the tab reads the balance again: a top-up made elsewhere lets the request go', async () => {
  renderDialog(5_000);
  fx.balance = 6_000; // what GET /business says by the time the dialog asks, as it opens
  expect(await screen.findByText("Balans: 6 000 coin (1 coin = 1 so'm)")).toBeInTheDocument();
  type('Coin miqdori', '9000');
  await waitFor(() => expect(submitButton().disabled).toBe(true));
  fx.balance = 100_000; // topped up in another tab
  fireEvent(document, new Event('visibilitychange', { bubbles: true })); // the owner comes back to this tab
  expect(await screen.findByText("Balans: 100 000 coin (1 coin = 1 so'm)")).toBeInTheDocument();
  await waitFor(() => expect(submitButton().disabled).toBe(false));
});
