import { SEARCH_DEBOUNCE_MS } from '@fikr/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ok, selectShows, tableRows, useApiServer, usePhoneWidth, withFakeTimeouts } from '@fikr/shared/testing';
import { renderAt } from '../test/render';
import FeatureRoutes from '../routes';
import { listCalls, seedResponses, serveResponses } from './list-fixture';

jest.setTimeout(20_000);
const { server } = useApiServer();
afterEach(cleanup);

const rows = tableRows;
/** The list's loading state, as assistive technology hears it: the table inside a busy region. */
const tableBusy = () => screen.getByRole('table').closest('[aria-busy="true"]');
const cells = (row: Element) => Array.from(row.querySelectorAll('td')).map((td) => td.textContent);
const searchParam = () => new URL(screen.getByTestId('location').textContent ?? '', 'http://test').search;

async function choose(selectLabel: string | Element, option: string) {
  fireEvent.mouseDown(typeof selectLabel === 'string' ? screen.getByLabelText(selectLabel) : selectLabel);
  const items = await screen.findAllByTitle(option);
  fireEvent.click(items[items.length - 1]);
}

test('rows show the customer name with the phone below, or the formatted phone; Anonim only marks a private answer', async () => {
  const seeded = seedResponses(3);
  seeded[2] = { ...seeded[2], isPublic: false };
  serveResponses(server, seeded);
  renderAt(<FeatureRoutes />, { path: '/business/responses', route: '/business/responses/*' });
  await waitFor(() => expect(rows()).toHaveLength(3));
  expect(cells(rows()[0])).toEqual(['Mijoz 1+998 90 000-00-00', "Voucher 20 000 so'm", '', '01-03-2026 14:30', '']);
  expect(cells(rows()[1])).toEqual(['+998 90 000-00-01', '2 000 coin', '', '01-03-2026 13:30', '']);
  expect(cells(rows()[2])[0]).toBe('+998 90 000-00-02Anonim');
  expect(screen.getAllByTestId('anonymous-tag')).toHaveLength(1);
  expect(rows()[0].querySelector('[aria-label="Kutilmoqda"]')).toBeInTheDocument();
  expect(rows()[1].querySelector('[aria-label="Yakunlangan"]')).toBeInTheDocument();
  expect(screen.getByText('Jami: 3')).toBeVisible();
  const version = document.querySelector('[data-remote="mf-responses"] [data-testid="remote-version"]') as HTMLElement;
  expect(version.textContent).toMatch(/^mf-responses v/);
  expect(version.hidden).toBe(true); // no developer label on screen: the profile menu's About has it
});

test('loading, then the empty state', async () => {
  serveResponses(server, [], { delayMs: 1500 });
  renderAt(<FeatureRoutes />, { path: '/business/responses', route: '/business/responses/*' });
  await waitFor(() => expect(tableBusy()).toBeInTheDocument());
  expect(screen.queryByText("Hozircha javoblar yo'q")).not.toBeInTheDocument();
  await screen.findByText("Hozircha javoblar yo'q", undefined, { timeout: 3000 });
  await waitFor(() => expect(tableBusy()).not.toBeInTheDocument());
});

/** Whether the page ever put `text` on screen while it was watched (each change, not only the last state). */
function watchFor(text: string): { stop: () => boolean } {
  let seen = false;
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const nodes = record.type === 'characterData' ? [record.target] : Array.from(record.addedNodes);
      if (nodes.some((node) => node.textContent?.includes(text))) seen = true;
    }
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return {
    stop: () => {
      observer.disconnect();
      return seen;
    },
  };
}

test('as the first page of responses arrives the list never says there are none', async () => {
  serveResponses(server, seedResponses(3));
  const none = watchFor("Hozircha javoblar yo'q");
  renderAt(<FeatureRoutes />, { path: '/business/responses', route: '/business/responses/*' });
  await waitFor(() => expect(rows()).toHaveLength(3));
  expect(none.stop()).toBe(false);
});

test('a failed load shows the error with a retry that loads again', async () => {
  server.route('GET /api/responses', { status: 500, body: { success: false, message: 'Server ishlamayapti' } });
  renderAt(<FeatureRoutes />, { path: '/business/responses', route: '/business/responses/*' });
  await screen.findByText('Javoblarni yuklashda xatolik yuz berdi');
  expect(screen.getByText('Server ishlamayapti')).toBeVisible();
  serveResponses(server, seedResponses(2));
  fireEvent.click(screen.getByText('Qayta urinish'));
  await waitFor(() => expect(rows()).toHaveLength(2));
});

test('search is debounced 400 ms, kept in ?search and read back from the URL', async () => {
  serveResponses(server, seedResponses(30));
  const first = renderAt(<FeatureRoutes />, { path: '/business/responses', route: '/business/responses/*' });
  await waitFor(() => expect(rows()).toHaveLength(10));
  withFakeTimeouts((advance) => {
    fireEvent.change(screen.getByPlaceholderText("Ism yoki telefon bo'yicha qidirish"), { target: { value: 'Mijoz' } });
    advance(SEARCH_DEBOUNCE_MS - 1);
    expect(searchParam()).toBe('');
    advance(1);
    expect(searchParam()).toBe('?search=Mijoz');
  });
  await waitFor(() => expect(rows()).toHaveLength(6));
  expect(listCalls(server).at(-1)).toEqual({ page: '1', limit: '10', search: 'Mijoz' });
  first.unmount();

  server.reset();
  serveResponses(server, seedResponses(30));
  renderAt(<FeatureRoutes />, { path: '/business/responses?search=0000017', route: '/business/responses/*' });
  await waitFor(() => expect(rows()).toHaveLength(1));
  expect((screen.getByPlaceholderText("Ism yoki telefon bo'yicha qidirish") as HTMLInputElement).value).toBe('0000017');
  expect(listCalls(server)).toEqual([{ page: '1', limit: '10', search: '0000017' }]);
});

test('form and status filters go to the server; the per-form route presets the form', async () => {
  serveResponses(server, seedResponses(30));
  const first = renderAt(<FeatureRoutes />, { path: '/business/responses', route: '/business/responses/*' });
  await waitFor(() => expect(rows()).toHaveLength(10));
  expect(screen.getByText('Barcha formalar')).toBeVisible();
  expect(screen.getByText('Barcha statuslar')).toBeVisible();
  await choose('Barcha formalar', 'Taomlar');
  await waitFor(() => expect(listCalls(server).at(-1)).toEqual({ page: '1', limit: '10', form: 'f2' }));
  await choose('Barcha statuslar', 'Kutilmoqda');
  await waitFor(() =>
    expect(listCalls(server).at(-1)).toEqual({ page: '1', limit: '10', form: 'f2', status: 'waiting' }),
  );
  await waitFor(() => expect(screen.getByText('Jami: 5')).toBeVisible());
  first.unmount();

  server.reset();
  serveResponses(server, seedResponses(30));
  renderAt(<FeatureRoutes />, { path: '/business/forms/f1/responses', route: '/business/forms/:id/responses' });
  await waitFor(() => expect(rows()).toHaveLength(10));
  expect(listCalls(server)).toEqual([{ page: '1', limit: '10', form: 'f1' }]);
  await waitFor(() => expect(selectShows('Barcha formalar')).toBe('Xizmat sifati'));
});

test('server paging: next page, then 25 rows per page back on page 1', async () => {
  serveResponses(server, seedResponses(60));
  renderAt(<FeatureRoutes />, { path: '/business/responses', route: '/business/responses/*' });
  await waitFor(() => expect(rows()).toHaveLength(10));
  fireEvent.click(screen.getByTitle('2'));
  await waitFor(() => expect(cells(rows()[0])[0]).toBe('Mijoz 11+998 90 000-00-10'));
  expect(listCalls(server).at(-1)).toEqual({ page: '2', limit: '10' });
  await choose('sahifa hajmi', '25 / sah.');
  await waitFor(() => expect(rows()).toHaveLength(25));
  expect(listCalls(server).at(-1)).toEqual({ page: '1', limit: '25' });
});

test("/business/responses/{id} (the dashboard's link) opens that response's details over the list", async () => {
  const all = seedResponses(3);
  serveResponses(server, all);
  server.route('GET /api/responses/r2', ok({ response: all[1] }));
  renderAt(<FeatureRoutes />, { path: '/business/responses/r2', route: '/business/responses/*' });
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(within(dialog).getByText("Javob ma'lumotlari")).toBeVisible());
  expect(screen.getByTestId('response-detail').textContent).toContain('+998 90 000-00-01');
  await waitFor(() => expect(rows()).toHaveLength(3));
  fireEvent.click(screen.getByText('Yopish').closest('button')!);
  await waitFor(() => expect(screen.queryByTestId('response-detail')).not.toBeInTheDocument());
});

describe('below the md breakpoint', () => {
  usePhoneWidth();

  test('as the first page arrives the cards never say there are none', async () => {
    serveResponses(server, seedResponses(3));
    const none = watchFor("Hozircha javoblar yo'q");
    renderAt(<FeatureRoutes />, { path: '/business/responses', route: '/business/responses/*' });
    expect(await screen.findAllByTestId('list-card')).toHaveLength(3);
    expect(none.stop()).toBe(false);
  });

  test('each response is a card: reward, status, customer, date and a visible details button; same paging', async () => {
    const seeded = seedResponses(12);
    serveResponses(server, seeded);
    renderAt(<FeatureRoutes />, { path: '/business/responses', route: '/business/responses/*' });
    const cards = await screen.findAllByTestId('list-card');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(cards).toHaveLength(10);
    expect(cards[0].textContent).toContain("Voucher 20 000 so'm");
    expect(cards[0].textContent).toContain('Kutilmoqda');
    expect(cards[0].textContent).toContain('Mijoz 1');
    expect(cards[0].textContent).toContain('01-03-2026 14:30');
    expect(cards[1].textContent).toContain('+998 90 000-00-01');
    fireEvent.click(cards[1].querySelector('button') as HTMLElement);
    expect(await screen.findByText("Javob ma'lumotlari")).toBeInTheDocument();
    expect(screen.getByText('Jami: 12')).toBeVisible();
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(screen.getAllByTestId('list-card')).toHaveLength(2));
  });

  test("the filters are the browser's own controls, and filter as on a wide screen", async () => {
    serveResponses(server, seedResponses(12));
    renderAt(<FeatureRoutes />, { path: '/business/responses', route: '/business/responses/*' });
    await screen.findAllByTestId('list-card');
    const status = screen.getByRole('combobox', { name: 'Barcha statuslar' });
    expect(status.tagName).toBe('SELECT');
    expect(screen.getByRole('searchbox', { name: "Ism yoki telefon bo'yicha qidirish" }).tagName).toBe('INPUT');
    fireEvent.change(status, { target: { value: 'completed' } });
    await waitFor(() => expect(searchParam()).toBe('?status=completed'));
    await waitFor(() => expect(listCalls(server).at(-1)).toMatchObject({ status: 'completed' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'sahifa hajmi' }), { target: { value: '25' } });
    await waitFor(() => expect(searchParam()).toBe('?status=completed&limit=25'));
  });

  test('offline the list is read-only, as on a wide screen: filters, paging and details are off', async () => {
    serveResponses(server, seedResponses(12));
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderAt(<FeatureRoutes />, { path: '/business/responses', route: '/business/responses/*' });
      await screen.findAllByTestId('list-card');
      expect(screen.getByRole('combobox', { name: 'Barcha statuslar' })).toBeDisabled();
      expect(screen.getByRole('searchbox')).toBeDisabled();
      expect(screen.getByRole('combobox', { name: 'sahifa hajmi' })).toBeDisabled();
      expect(screen.getByTitle('2')).toBeDisabled();
      expect(screen.getAllByRole('button', { name: /Batafsil/ })[0]).toBeDisabled();
    } finally {
      online.mockRestore();
    }
  });
});

test('filters, page and page size are in the URL: a reload opens the same list', async () => {
  serveResponses(server, seedResponses(40));
  renderAt(<FeatureRoutes />, { path: '/business/responses', route: '/business/responses/*' });
  await waitFor(() => expect(rows()).toHaveLength(10));
  await choose('Barcha statuslar', 'Yakunlangan');
  await waitFor(() => expect(searchParam()).toBe('?status=completed'));
  fireEvent.click(screen.getByTitle('2'));
  await waitFor(() => expect(searchParam()).toBe('?status=completed&page=2'));
  cleanup();
  server.requests.length = 0;
  renderAt(<FeatureRoutes />, {
    path: '/business/responses?status=waiting&page=2&limit=25&form=f1',
    route: '/business/responses/*',
  });
  await waitFor(() =>
    expect(listCalls(server).at(-1)).toMatchObject({ status: 'waiting', page: '2', limit: '25', form: 'f1' }),
  );
});

test("an empty result under a filter says nothing matches, with 'clear filters'", async () => {
  serveResponses(server, seedResponses(3));
  renderAt(<FeatureRoutes />, { path: '/business/responses?search=nobody', route: '/business/responses/*' });
  expect((await screen.findByTestId('no-match')).textContent).toContain('Filtrga mos javob topilmadi');
  fireEvent.click(screen.getByRole('button', { name: 'Filtrlarni tozalash' }));
  await waitFor(() => expect(rows()).toHaveLength(3));
});

const BRANCHES = [
  { _id: 'br1', name: 'Chilonzor', address: '', region: 1, district: 2, code: 'ab3d' },
  { _id: 'br2', name: 'Yunusobod', address: '', region: null, district: null, code: 'k7mp' },
];

test('with branches, a branch filter narrows the list and the export, and a reload keeps it', async () => {
  serveResponses(server, seedResponses(30));
  server.route('GET /api/business/branches', ok({ branches: BRANCHES }));
  const first = renderAt(<FeatureRoutes />, { path: '/business/responses', route: '/business/responses/*' });
  await waitFor(() => expect(rows()).toHaveLength(10));
  await choose('Barcha filiallar', 'Yunusobod');
  await waitFor(() => expect(searchParam()).toBe('?branch=br2'));
  await waitFor(() => expect(listCalls(server).at(-1)).toEqual({ page: '1', limit: '10', branch: 'br2' }));

  URL.createObjectURL = jest.fn(() => 'blob:export');
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  fireEvent.click(screen.getByText('CSV').closest('button')!);
  await waitFor(() => expect(click).toHaveBeenCalled());
  expect(listCalls(server).at(-1)).toEqual({ page: '1', limit: '50', branch: 'br2' });
  click.mockRestore();
  first.unmount();

  server.requests.length = 0;
  renderAt(<FeatureRoutes />, { path: '/business/responses?branch=br2', route: '/business/responses/*' });
  await waitFor(() => expect(listCalls(server)).toEqual([{ page: '1', limit: '10', branch: 'br2' }]));
  await waitFor(() => expect(selectShows('Barcha filiallar')).toBe('Yunusobod'));
});

test('without branches there is no branch filter', async () => {
  serveResponses(server, seedResponses(3));
  server.route('GET /api/business/branches', ok({ branches: [] }));
  renderAt(<FeatureRoutes />, { path: '/business/responses', route: '/business/responses/*' });
  await waitFor(() => expect(rows()).toHaveLength(3));
  await waitFor(() => expect(server.requests.some((r) => r.path === '/api/business/branches')).toBe(true));
  expect(screen.queryByLabelText('Barcha filiallar')).not.toBeInTheDocument();
});
