/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { setLanguage } from '@fikr/shared';
import { ok, renderAt, useApiServer } from '@fikr/shared/testing';
import TeamRoutes from '../routes';

jest.setTimeout(30_000);
const fx = useApiServer();
afterEach(() => act(() => setLanguage('uz')));

const chilonzor = { _id: 'br1', name: 'Chilonzor', address: 'Bunyodkor 1', region: 1, district: 2, code: 'ab3d' };
const yunusobod = { _id: 'br2', name: 'Yunusobod', address: '', region: null, district: null, code: 'k7mp' };

/** The branches the API holds: what GET answers, replaced by each change the test answers with `changed`. */
let held: object[] = [];

function open(branches: object[], path = '/business/team/branches') {
  held = branches;
  fx.server.route('GET /api/business/members', ok({ members: [] }));
  fx.server.route('GET /api/business/branches', () => ok({ branches: held }));
  renderAt(
    <Routes>
      <Route path="/business/team/*" element={<TeamRoutes />} />
    </Routes>,
    path,
  );
}

/** A change's answer: the list as it now is (and the branch changed), which the API then holds. */
const changed =
  (branches: object[], branch?: object, status = 200) =>
  () => {
    held = branches;
    return ok(branch ? { branches, branch } : { branches }, status);
  };

const requests = (method: string) => fx.server.requests.filter((r) => r.method === method);
const table = () => screen.findByRole('table', { name: 'Filiallar' });
const dialog = () => screen.findByRole('dialog');
/** The button showing `text` in `scope` (a text query: role queries walk antd's styles and are slow in jsdom). */
const button = (text: string, scope: HTMLElement = document.body) =>
  within(scope).getByText(text, { selector: 'button, button *' }).closest('button')!;

async function pick(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const found = await screen.findAllByTitle(option);
  fireEvent.click(found[found.length - 1]);
}

it('lists the branches with their place and the code of their open link', async () => {
  open([chilonzor, yunusobod]);
  await within(await table()).findByText('Yunusobod');
  const [, first, second] = within(await table()).getAllByRole('row');
  expect(first).toHaveTextContent('Bunyodkor 1');
  expect(first).toHaveTextContent('Toshkent shahri, Chilonzor');
  expect(first).toHaveTextContent('ab3d');
  expect(second).toHaveTextContent('Yunusobod');
  expect(second).toHaveTextContent('k7mp');
});

it('adds a branch, checked by the shared schema first; the list is re-read once it is added', async () => {
  open([]);
  expect(await screen.findByText("Hozircha filiallar yo'q")).toBeInTheDocument();
  fx.server.route('POST /api/business/branches', changed([chilonzor], chilonzor, 201));
  fireEvent.click(button("Filial qo'shish"));
  fireEvent.click(button('Saqlash', await dialog()));
  expect(await screen.findByText('Filial nomini kiriting')).toBeInTheDocument();
  expect(requests('POST')).toEqual([]);

  fireEvent.change(screen.getByLabelText('Filial nomi'), { target: { value: ' Chilonzor ' } });
  fireEvent.change(screen.getByLabelText('Manzil'), { target: { value: 'Bunyodkor 1' } });
  await pick('Viloyat', 'Toshkent shahri');
  await pick('Tuman', 'Chilonzor');
  fireEvent.click(button('Saqlash', await dialog()));
  await waitFor(() =>
    expect(requests('POST').map((r) => r.body)).toEqual([
      {
        name: 'Chilonzor',
        address: 'Bunyodkor 1',
        region: 1,
        district: 2,
        reviewLinks: { google: null, yandex: null, twogis: null },
      },
    ]),
  );
  expect(await screen.findByText("Filial qo'shildi")).toBeInTheDocument();
  expect(await screen.findByText('ab3d')).toBeInTheDocument();
  // the page's first read and the one after the change (which also marks the branches' figures stale)
  expect(requests('GET').filter((r) => r.path === '/api/business/branches')).toHaveLength(2);
});

it('edits a branch: the dialog starts from what it has; a new region clears the district', async () => {
  open([chilonzor]);
  const renamed = { ...chilonzor, name: 'Chilonzor-2', region: 2, district: null };
  fx.server.route('PATCH /api/business/branches/br1', changed([renamed], renamed));
  fireEvent.click(await screen.findByRole('button', { name: 'Tahrirlash: Chilonzor' }));
  expect(screen.getByLabelText('Filial nomi')).toHaveValue('Chilonzor');
  fireEvent.change(screen.getByLabelText('Filial nomi'), { target: { value: 'Chilonzor-2' } });
  await pick('Viloyat', 'Toshkent viloyati');
  fireEvent.click(button('Saqlash', await dialog()));
  await waitFor(() =>
    expect(requests('PATCH').map((r) => r.body)).toEqual([
      {
        name: 'Chilonzor-2',
        address: 'Bunyodkor 1',
        region: 2,
        district: null,
        reviewLinks: { google: null, yandex: null, twogis: null },
      },
    ]),
  );
  expect(await screen.findByText('Chilonzor-2')).toBeInTheDocument();
});

it("keeps the branch's own map links: https only, checked before sending", async () => {
  const links = { google: 'https://maps.google.com/?cid=9', yandex: null, twogis: null };
  open([{ ...chilonzor, reviewLinks: links }]);
  fx.server.route('PATCH /api/business/branches/br1', changed([chilonzor], chilonzor));
  fireEvent.click(await screen.findByRole('button', { name: 'Tahrirlash: Chilonzor' }));
  expect(screen.getByLabelText('Google Maps')).toHaveValue('https://maps.google.com/?cid=9');
  fireEvent.change(screen.getByLabelText('2GIS'), { target: { value: 'http://2gis.uz/firm/1' } });
  fireEvent.click(button('Saqlash', await dialog()));
  expect(
    await screen.findByText(
      "Havola https:// bilan boshlanadigan to'liq manzil bo'lishi kerak (masalan, https://maps.google.com/...)",
    ),
  ).toBeInTheDocument();
  expect(requests('PATCH')).toEqual([]);
  fireEvent.change(screen.getByLabelText('2GIS'), { target: { value: 'https://2gis.uz/firm/1' } });
  fireEvent.change(screen.getByLabelText('Google Maps'), { target: { value: '' } });
  fireEvent.click(button('Saqlash', await dialog()));
  await waitFor(() =>
    expect(requests('PATCH').map((r) => (r.body as { reviewLinks: unknown }).reviewLinks)).toEqual([
      { google: null, yandex: null, twogis: 'https://2gis.uz/firm/1' },
    ]),
  );
});

it('deletes a branch only after the confirmation', async () => {
  open([chilonzor, yunusobod]);
  fx.server.route('DELETE /api/business/branches/br2', changed([chilonzor]));
  fireEvent.click(await screen.findByRole('button', { name: "O'chirish: Yunusobod" }));
  const confirm = await dialog();
  expect(confirm).toHaveTextContent('Yunusobod filiali');
  fireEvent.click(button('Bekor qilish', confirm));
  expect(requests('DELETE')).toEqual([]);

  fireEvent.click(screen.getByRole('button', { name: "O'chirish: Yunusobod" }));
  fireEvent.click(button("O'chirish", await dialog()));
  await waitFor(() => expect(requests('DELETE').map((r) => r.path)).toEqual(['/api/business/branches/br2']));
  expect(await screen.findByText("Filial o'chirildi")).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Yunusobod')).not.toBeInTheDocument());
});

it("a branch members are bound to stays: the API's reason shows in the dialog", async () => {
  open([chilonzor, yunusobod]);
  const reason = "Bu filialga jamoa a'zolari biriktirilgan. Avval ularni boshqa filialga yoki butun biznesga o'tkazing";
  fx.server.route('DELETE /api/business/branches/br2', {
    status: 409,
    body: { success: false, message: reason, code: 'errors.branchHasMembers' },
  });
  fireEvent.click(await screen.findByRole('button', { name: "O'chirish: Yunusobod" }));
  const confirm = await dialog();
  fireEvent.click(button("O'chirish", confirm));
  expect(await within(confirm).findByText(reason)).toBeInTheDocument();
  expect(within(await table()).getByText('Yunusobod')).toBeInTheDocument();
});

it('the team nav leads to the branches', async () => {
  open([chilonzor], '/business/team');
  const nav = await screen.findByRole('navigation', { name: "Jamoa bo'limlari" });
  fireEvent.click(within(nav).getByText('Filiallar'));
  expect(await within(await table()).findByText('Chilonzor')).toBeInTheDocument();
  expect(screen.getByTestId('location').textContent).toBe('/business/team/branches');
});
