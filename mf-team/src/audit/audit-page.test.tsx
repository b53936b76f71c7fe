/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { setLanguage } from '@fikr/shared';
import { ok, renderAt, useApiServer } from '@fikr/shared/testing';
import TeamRoutes from '../routes';

jest.setTimeout(30_000);
const fx = useApiServer();
afterEach(() => act(() => setLanguage('uz')));

const entry = {
  _id: 'a1',
  at: '2026-01-02T10:00:00Z',
  actor: { userId: 'u2', phone: '998901112233', role: 'cashier' },
  action: 'voucher.redeemed',
  target: 'AB12CD 20000',
  ip: '127.0.0.1',
};

function open(path = '/business/team/audit') {
  fx.server.route('GET /api/business/members', ok({ members: [] }));
  fx.server.route('GET /api/business/audit', ok({ entries: [entry], pagination: { total: 31, page: 1, limit: 10 } }));
  renderAt(
    <Routes>
      <Route path="/business/team/*" element={<TeamRoutes />} />
    </Routes>,
    path,
  );
}

const auditQueries = () => fx.server.requests.filter((r) => r.path === '/api/business/audit').map((r) => r.query);

it('shows who did what, newest first, and pages through the trail', async () => {
  open();
  const table = await screen.findByRole('table', { name: 'Harakatlar tarixi' });
  expect(await within(table).findByText('Voucherdan foydalanildi')).toBeVisible();
  expect(within(table).getByText('+998 90 111-22-33 (Kassir)')).toBeVisible();
  fireEvent.click(screen.getByTitle('2'));
  await waitFor(() => expect(auditQueries().at(-1)).toMatchObject({ page: '2', limit: '10' }));
});

it('an action the page does not know shows as the API wrote it; the names follow the language', async () => {
  fx.server.route(
    'GET /api/business/audit',
    ok({ entries: [{ ...entry, action: 'branch.opened' }], pagination: { total: 1, page: 1, limit: 10 } }),
  );
  renderAt(
    <Routes>
      <Route path="/business/team/*" element={<TeamRoutes />} />
    </Routes>,
    '/business/team/audit',
  );
  expect(await screen.findByText('branch.opened')).toBeVisible();
});

it('filters by action and by the actor phone', async () => {
  open();
  await screen.findByText('Voucherdan foydalanildi');
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Harakat turi' }));
  fireEvent.click(await screen.findByTitle("Jamoa a'zolari"));
  await waitFor(() => expect(auditQueries().at(-1)).toMatchObject({ action: 'member.', page: '1' }));
  fireEvent.change(screen.getByRole('searchbox', { name: "Telefon bo'yicha" }), { target: { value: '90111' } });
  await waitFor(() => expect(auditQueries().at(-1)).toMatchObject({ actor: '90111', action: 'member.' }));
});

it('branch changes have their names and their own filter', async () => {
  fx.server.route(
    'GET /api/business/audit',
    ok({
      entries: [
        { ...entry, action: 'branch.deleted', target: 'k7mp Yunusobod', actor: { ...entry.actor, role: 'owner' } },
      ],
      pagination: { total: 1, page: 1, limit: 10 },
    }),
  );
  renderAt(
    <Routes>
      <Route path="/business/team/*" element={<TeamRoutes />} />
    </Routes>,
    '/business/team/audit',
  );
  expect(await screen.findByText("Filial o'chirildi")).toBeVisible();
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Harakat turi' }));
  fireEvent.click(await screen.findByTitle("Filial o'zgarishlari"));
  await waitFor(() => expect(auditQueries().at(-1)).toMatchObject({ action: 'branch.', page: '1' }));
  await act(() => setLanguage('ru'));
  expect(await screen.findByText('Филиал удалён')).toBeVisible();
});

it('the team nav switches between members and the audit trail', async () => {
  open('/business/team');
  const nav = await screen.findByRole('navigation', { name: "Jamoa bo'limlari" });
  fireEvent.click(within(nav).getByText('Harakatlar tarixi'));
  expect(await screen.findByRole('table', { name: 'Harakatlar tarixi' })).toBeInTheDocument();
});
