import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import type { Business } from '@fikr/shared';
import { consoleForm, ok, seedSession, useApiServer } from '@fikr/shared/testing';
import { renderAt } from '../test/render';
import NewRequestDialog from '../new-request-dialog';

export const FORMS = [consoleForm({ _id: 'f1', title: 'Xizmat sifati' }), consoleForm({ _id: 'f2', title: 'Taomlar' })];

export const CLIENTS = [
  { _id: 'c1', name: 'Aziz', phone: '998901112233' },
  { _id: 'c2', name: 'Dilnoza', phone: '998911114455' },
  { _id: 'c3', name: '', phone: '998931110000' },
  { _id: 'c4', name: 'Jasur', phone: '998941117788' },
  { _id: 'c5', name: 'Kamola', phone: '998951116677' },
  { _id: 'c6', name: 'Laylo', phone: '998971119900' },
  { _id: 'c7', name: 'Murod', phone: '998337654321' },
];

export function business(coin: number): Business {
  return { _id: 'b1', name: 'Choyxona', category: 1, phone: '998901234567', coin };
}

/** Starts a fake API for the dialog's calls and gives helpers to render and drive it. */
export function useDialogFixture() {
  jest.setTimeout(20_000);
  const fx = {
    server: useApiServer().server,
    /** What GET /business answers (the dialog refreshes the balance when it opens and after a send). */
    get balance() {
      return serverBalance;
    },
    set balance(coin: number) {
      serverBalance = coin;
    },
  };
  beforeEach(() => {
    localStorage.clear();
    fx.server.route('GET /api/forms', ok({ forms: FORMS }));
    fx.server.route('GET /api/business/clients', ok(CLIENTS));
    fx.server.route('GET /api/business', () => ok(business(fx.balance)));
  });
  afterEach(cleanup);
  return fx;
}

let serverBalance = 100_000;

export function renderDialog(balance = 100_000, onClose = jest.fn()) {
  serverBalance = balance;
  const store = createStore();
  seedSession(store, { business: business(balance) });
  const view = renderAt(<NewRequestDialog open onClose={onClose} />, { store });
  return { ...view, onClose };
}

export const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

export function type(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

export async function chooseForm(title: string) {
  // while GET /forms is on its way the select shows antd's spinner icon, named 'loading'
  await waitFor(() => expect(screen.queryByLabelText('loading')).not.toBeInTheDocument());
  fireEvent.mouseDown(field('Forma'));
  const option = await screen.findByTitle(title);
  fireEvent.click(option);
}

export function pick(segment: string) {
  fireEvent.click(screen.getByText(segment));
}

export const submitButton = () =>
  screen.getByText(/^(Yuborish|Yuklanmoqda\.\.\.)$/).closest('button') as HTMLButtonElement;

/** The selected option of a Segmented control (a group of radio buttons), found by one of its labels. */
export function selectedSegment(anyLabel: string): string {
  const group = screen.getByText(anyLabel).closest('[role="radiogroup"]');
  return group?.querySelector('input:checked')?.closest('label')?.textContent ?? '';
}

/** The suggestion buttons under the last-4 input. */
export const suggestions = () =>
  Array.from(screen.queryByTestId('client-suggestions')?.querySelectorAll('button') ?? []);

export async function submit() {
  await act(async () => {
    fireEvent.click(submitButton());
  });
}

export const alertText = () => document.querySelector('[role="dialog"] [role="alert"]')?.textContent ?? '';
