/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { setLanguage } from '@fikr/shared';
import { ok, renderAt, useApiServer } from '@fikr/shared/testing';
import TeamRoutes from '../routes';

jest.setTimeout(30_000);
const fx = useApiServer();
afterEach(() => act(() => setLanguage('uz')));

const member = (over: object) => ({
  _id: 'm1',
  phone: '998901112233',
  name: '',
  role: 'cashier',
  branchId: null,
  status: 'invited',
  invitedAt: '2026-01-01T10:00:00Z',
  joinedAt: null,
  ...over,
});
const owner = member({ _id: 'o1', phone: '998901234567', name: 'Ali', role: 'owner', status: 'active' });

const NO_BRANCHES = { branches: [] };

function open(members: object[], branches: object = NO_BRANCHES) {
  fx.server.route('GET /api/business/members', ok({ members }));
  fx.server.route('GET /api/business/branches', ok(branches));
  renderAt(
    <Routes>
      <Route path="/business/team/*" element={<TeamRoutes />} />
    </Routes>,
    '/business/team',
  );
}

const requests = (method: string) => fx.server.requests.filter((r) => r.method === method);

it('lists the team with role and status; the owner row has no controls', async () => {
  open([owner, member({})]);
  const table = await screen.findByRole('table', { name: "Jamoa a'zolari" });
  await within(table).findByText('Ali');
  const rows = within(table).getAllByRole('row');
  expect(rows[1]).toHaveTextContent('+998 90 123-45-67');
  expect(rows[1]).toHaveTextContent('Egasi');
  expect(within(rows[1]).queryByRole('button', { name: 'Olib tashlash' })).not.toBeInTheDocument();
  expect(rows[2]).toHaveTextContent('Taklif qilingan');
  expect(within(rows[2]).getByRole('button', { name: 'Olib tashlash' })).toBeVisible();
});

it('invites by phone with a role, checked by the shared schema first', async () => {
  open([owner]);
  fx.server.route('POST /api/business/members', ok({ member: member({ role: 'manager' }) }, 201));
  fireEvent.click(await screen.findByRole('button', { name: 'Taklif yuborish' }));
  expect(await screen.findByText('Telefon raqamini kiriting')).toBeInTheDocument();
  expect(requests('POST')).toEqual([]);

  // a phone field (its number keypad), reading the number as registration does: '90 111 22 33'
  expect(screen.getByLabelText('Telefon raqam')).toHaveAttribute('type', 'tel');
  fireEvent.change(screen.getByLabelText('Telefon raqam'), { target: { value: '90 111 22 33' } });
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Rol' }));
  fireEvent.click(await screen.findByTitle('Menejer'));
  fireEvent.click(screen.getByRole('button', { name: 'Taklif yuborish' }));
  await waitFor(() =>
    expect(requests('POST').map((r) => r.body)).toEqual([{ phone: '998901112233', role: 'manager' }]),
  );
});

it('the team shown after an invite is the one the API then holds, the new member in it', async () => {
  open([owner]);
  const invited = member({ _id: 'm2', phone: '998901112244' });
  fx.server.route('POST /api/business/members', () => {
    fx.server.route('GET /api/business/members', ok({ members: [owner, invited] }));
    return ok({ member: invited }, 201);
  });
  const table = await screen.findByRole('table', { name: "Jamoa a'zolari" });
  await within(table).findByText('Ali');
  fireEvent.change(screen.getByLabelText('Telefon raqam'), { target: { value: '90 111 22 44' } });
  fireEvent.click(screen.getByRole('button', { name: 'Taklif yuborish' }));
  expect(await within(table).findByText('+998 90 111-22-44')).toBeInTheDocument();
});

it('removes a member only after the confirmation', async () => {
  open([owner, member({})]);
  fx.server.route('DELETE /api/business/members/m1', ok({ message: 'ok' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Olib tashlash' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('+998 90 111-22-33 (Kassir)');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Bekor qilish' }));
  expect(requests('DELETE')).toEqual([]);

  fireEvent.click(screen.getByRole('button', { name: 'Olib tashlash' }));
  const again = await screen.findByRole('dialog');
  fireEvent.click(within(again).getByRole('button', { name: 'Olib tashlash' }));
  await waitFor(() => expect(requests('DELETE').map((r) => r.path)).toEqual(['/api/business/members/m1']));
});

it('changes a role', async () => {
  open([owner, member({ status: 'active' })]);
  fx.server.route('PATCH /api/business/members/m1', ok({ member: member({ role: 'manager' }) }));
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: '+998 90 111-22-33 rolini tanlash' }));
  fireEvent.click(await screen.findByTitle('Menejer'));
  await waitFor(() => expect(requests('PATCH').map((r) => r.body)).toEqual([{ role: 'manager' }]));
});

it('with branches, ties a new member to one and moves a member to another or to all', async () => {
  const branch = (id: string, name: string) => ({ _id: id, name, address: '', region: null, district: null, code: id });
  open([owner, member({ status: 'active' })], { branches: [branch('b1', 'Chilonzor'), branch('b2', 'Yunusobod')] });
  const table = await screen.findByRole('table', { name: "Jamoa a'zolari" });
  const rowBranch = await within(table).findByRole('combobox', { name: '+998 90 111-22-33 filialini tanlash' });
  expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Barcha filiallar');

  fx.server.route('POST /api/business/members', ok({ member: member({ _id: 'm2', branchId: 'b2' }) }, 201));
  fireEvent.change(screen.getByLabelText('Telefon raqam'), { target: { value: '901112244' } });
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Filial' }));
  fireEvent.click(await screen.findByTitle('Yunusobod'));
  fireEvent.click(screen.getByRole('button', { name: 'Taklif yuborish' }));
  await waitFor(() =>
    expect(requests('POST').map((r) => r.body)).toEqual([{ phone: '998901112244', role: 'cashier', branchId: 'b2' }]),
  );

  fx.server.route('PATCH /api/business/members/m1', ok({ member: member({ branchId: 'b1' }) }));
  fireEvent.mouseDown(rowBranch);
  // the invite form's list stays in the page, closed: the row's list is the one opened last
  fireEvent.click((await screen.findAllByTitle('Chilonzor')).at(-1)!);
  await waitFor(() => expect(requests('PATCH').map((r) => r.body)).toEqual([{ branchId: 'b1' }]));
});

it('without branches there is no branch choice', async () => {
  open([owner, member({})]);
  await screen.findByRole('table', { name: "Jamoa a'zolari" });
  expect(screen.queryByRole('combobox', { name: 'Filial' })).not.toBeInTheDocument();
  expect(screen.queryByRole('columnheader', { name: 'Filial' })).not.toBeInTheDocument();
});
