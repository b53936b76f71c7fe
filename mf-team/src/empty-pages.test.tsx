/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { ok, renderAt, useApiServer } from '@fikr/shared/testing';
import TeamRoutes from './routes';

jest.setTimeout(30_000);
const fx = useApiServer();

function open(path: string) {
  fx.server.route('GET /api/business/members', ok({ members: [] }));
  fx.server.route('GET /api/business/branches', ok({ branches: [] }));
  fx.server.route('GET /api/business/audit', ok({ entries: [], pagination: { total: 0, page: 1, limit: 10 } }));
  renderAt(
    <Routes>
      <Route path="/business/team/*" element={<TeamRoutes />} />
    </Routes>,
    path,
  );
}

it('no branch yet: what a branch is for, and its one button opens the new-branch dialog', async () => {
  open('/business/team/branches');
  const empty = await screen.findByTestId('branches-empty');
  expect(empty).toHaveTextContent("Hozircha filiallar yo'q");
  expect(empty).toHaveTextContent('Bitta manzilga filial shart emas.');
  expect(screen.getAllByText("Filial qo'shish", { selector: 'button, button *' })).toHaveLength(1);
  fireEvent.click(within(empty).getByText("Filial qo'shish"));
  expect(await screen.findByRole('dialog')).toBeInTheDocument();
});

it('an empty audit trail says what it will record and leads to inviting a member; under a filter it says less', async () => {
  open('/business/team/audit');
  const empty = await screen.findByTestId('audit-empty');
  expect(empty).toHaveTextContent('Siz va jamoangiz nima qilgani shu yerda yoziladi');
  fireEvent.click(within(empty).getByText("A'zo taklif qilish"));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/business\/team$/);
});

it('an empty audit page under a filter has no invitation', async () => {
  open('/business/team/audit?action=branch.');
  expect(await screen.findByText("Hozircha yozuvlar yo'q")).toBeInTheDocument();
  expect(screen.queryByTestId('audit-empty')).not.toBeInTheDocument();
});
