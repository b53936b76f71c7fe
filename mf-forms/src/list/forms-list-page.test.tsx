import { screen, waitFor, within } from '@testing-library/react';
import { writeToken, type Form } from '@fikr/shared';
import { consoleForm } from '@fikr/shared/testing';
import { gate, useFormsServer } from '../test/forms-server';
import { findDialog, renderForms, setupUser } from '../test/render';

const DAY = 24 * 60 * 60 * 1000;
/** 12:00 Tashkent time (UTC+5) of the Tashkent day `daysAgo` days back: labels read '…, 12:00'. */
function tashkentNoon(daysAgo: number): string {
  const tashkentDay = Math.floor((Date.now() + 5 * 3600_000) / DAY) - daysAgo;
  return new Date(tashkentDay * DAY + 7 * 3600_000).toISOString();
}

/** A form as the API lists it, created at `createdAt`, its open link's code `share-<id>`. */
const form = (id: string, title: string, createdAt: string, extra: Partial<Form> = {}): Form =>
  consoleForm({
    _id: id,
    title,
    createdAt,
    updatedAt: createdAt,
    shareCode: `share-${id}`,
    uniqueCode: `share-${id}`,
    ...extra,
  }) as Form;

const server = useFormsServer();

async function openMenu(user: ReturnType<typeof setupUser>, title: string) {
  const card = (await screen.findByText(title)).closest<HTMLElement>('[data-testid="form-card"]')!;
  await user.click(within(card).getByLabelText('Amallar'));
  return card;
}

describe('forms list', () => {
  it('shows each card with its counts and created-date label', async () => {
    const q = { _id: 'q', type: 'text' as const, text: 'Q', required: false, options: [] };
    server.forms = [
      form('f1', 'Bugungi', tashkentNoon(0), {
        questions: [q, q, q],
        responses: ['r1', 'r2'],
        responsesCount: 18,
        completedCount: 6,
      }),
      form('f2', 'Kechagi', tashkentNoon(1)),
      form('f3', 'Uch kunlik', tashkentNoon(3)),
      form('f4', 'Eski', '2024-03-12T05:30:00.000Z'),
      form('f5', 'Buzuq sana', 'not-a-date'),
    ];
    renderForms();
    const labels = await screen.findAllByTestId('form-created');
    expect(labels.map((l) => l.textContent)).toEqual([
      'Bugun, 12:00',
      'Kecha, 12:00',
      '3 kun oldin, 12:00',
      '12-mart 2024, 10:30',
      'not-a-date',
    ]);
    const first = screen.getByText('Bugungi').closest<HTMLElement>('[data-testid="form-card"]')!;
    // 18 requests with 6 completed: '6 ta javob', not '18 ta javob'
    expect(within(first).getByText('3 ta savol · 6 ta javob')).toBeVisible();
    expect(within(first).getByTestId('form-requests').textContent).toBe("18 ta so'rov yuborilgan");
  });

  it("shows the empty state, whose 'Yangi Forma' opens the editor in create mode", async () => {
    const user = setupUser();
    renderForms();
    expect(await screen.findByText("Hozircha formalar yo'q")).toBeVisible();
    expect(screen.getByTestId('forms-empty')).toHaveTextContent('mijozlar tashrifdan keyin javob beradigan savollar');
    await user.click(screen.getByText('Yangi Forma'));
    expect(screen.getByTestId('location').textContent).toBe('/business/forms/new');
    expect(await screen.findByText('Yaratish')).toBeVisible();
  });

  it('opens the editor when the card is clicked', async () => {
    server.forms = [form('f1', 'Xizmat', tashkentNoon(0))];
    const user = setupUser();
    renderForms();
    await user.click(await screen.findByText('Bugun, 12:00'));
    expect(screen.getByTestId('location').textContent).toBe('/business/forms/f1/edit');
    expect(await screen.findByText('Saqlash')).toBeVisible();
  });

  it.each([
    ['Tahrirlash', '/business/forms/f1/edit'],
    ['Javoblar', '/business/forms/f1/responses'],
  ])('the menu item %s goes to %s', async (item, path) => {
    server.forms = [form('f1', 'Xizmat', tashkentNoon(0))];
    const user = setupUser();
    renderForms();
    await openMenu(user, 'Xizmat');
    await user.click(await screen.findByText(new RegExp(item)));
    expect(screen.getByTestId('location').textContent).toBe(path);
  });

  it('Ulashish copies {origin}/form/{shareCode}, toasts, and shows the link with its QR code', async () => {
    server.forms = [form('f1', 'Xizmat', tashkentNoon(0), { shareCode: 'AbC_123' })];
    const user = setupUser();
    renderForms();
    await openMenu(user, 'Xizmat');
    await user.click(await screen.findByText('Ulashish'));
    expect(await screen.findByText('Forma havolasi nusxalandi!')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe('http://localhost/form/AbC_123');
    const panel = await screen.findByTestId('share-panel');
    expect(within(panel).getByTestId('share-url').textContent).toContain('http://localhost/form/AbC_123');
    expect(panel.querySelector('canvas')).toBeInTheDocument();
    expect(screen.getByText('PNG yuklab olish')).toBeVisible();
    expect(screen.getByTestId('location').textContent).toBe('/business/forms');
  });

  it('offers the table tent PDF beside the QR image, in the console language, and records the share step', async () => {
    server.forms = [form('f1', 'Xizmat', tashkentNoon(0), { shareCode: 'AbC_123' })];
    server.route('GET /api/forms/f1/table-tent.pdf', { status: 200, body: '%PDF-1.7' });
    writeToken('owner-token');
    URL.createObjectURL = jest.fn(() => 'blob:tent');
    URL.revokeObjectURL = jest.fn();
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.download} ${this.href}`);
    });
    const user = setupUser();
    renderForms();
    await openMenu(user, 'Xizmat');
    await user.click(await screen.findByText('Ulashish'));
    await screen.findByTestId('share-panel');
    await waitFor(() =>
      expect(server.requests.some((r) => r.method === 'POST' && r.path === '/api/business/onboarding/share')).toBe(
        true,
      ),
    );
    await user.click(screen.getByText('Stol uchun PDF'));
    await waitFor(() => expect(saved).toEqual(['xizmat-stol.pdf blob:tent']));
    const pdf = server.requests.find((r) => r.path === '/api/forms/f1/table-tent.pdf');
    expect(pdf?.query).toEqual({ lang: 'uz' });
    expect(pdf?.authorization).toBe('Bearer owner-token');
    click.mockRestore();
    writeToken(null);
  });

  it("?share={id} (a form the wizard's template just made) opens that form's share panel without copying", async () => {
    server.forms = [
      form('f2', 'Kofe va kayfiyat', tashkentNoon(0), { shareCode: 'Kofe_1' }),
      form('f1', 'Xizmat', tashkentNoon(1)),
    ];
    renderForms('/business/forms?share=f2');
    const panel = await screen.findByTestId('share-panel');
    expect(panel.textContent).toContain('Kofe va kayfiyat');
    expect(within(panel).getByTestId('share-url').textContent).toContain('/form/Kofe_1');
    expect(screen.queryByText('Forma havolasi nusxalandi!')).not.toBeInTheDocument();
    expect(server.requests.some((r) => r.path === '/api/business/onboarding/share')).toBe(false);
  });

  it('says so when the table tent PDF cannot be downloaded', async () => {
    server.forms = [form('f1', 'Xizmat', tashkentNoon(0), { shareCode: 'AbC_123' })];
    server.route('GET /api/forms/f1/table-tent.pdf', { status: 500, body: { success: false, message: 'x' } });
    const user = setupUser();
    renderForms();
    await openMenu(user, 'Xizmat');
    await user.click(await screen.findByText('Ulashish'));
    await user.click(await screen.findByText('Stol uchun PDF'));
    expect(await screen.findByText("PDF faylni yuklab bo'lmadi, qayta urinib ko'ring")).toBeVisible();
  });

  it('the shared link and its QR code point at PUBLIC_FORM_ORIGIN when the API names one (GET /api/public/links)', async () => {
    server.forms = [form('f1', 'Xizmat', tashkentNoon(0), { shareCode: 'AbC_123' })];
    server.route('GET /api/public/links', async () => ({
      status: 200,
      body: { success: true, data: { formOrigin: 'https://sorov.fikr.uz' } },
    }));
    const user = setupUser();
    renderForms();
    await openMenu(user, 'Xizmat');
    await user.click(await screen.findByText('Ulashish'));
    expect(await screen.findByText('Forma havolasi nusxalandi!')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe('https://sorov.fikr.uz/form/AbC_123');
    expect(within(await screen.findByTestId('share-panel')).getByTestId('share-url').textContent).toContain(
      'https://sorov.fikr.uz/form/AbC_123',
    );
  });

  it("with branches the panel shows a branch's own link and QR code (?b={code}); none is the form's own", async () => {
    server.forms = [form('f1', 'Xizmat', tashkentNoon(0), { shareCode: 'AbC_123' })];
    server.route('GET /api/business/branches', async () => ({
      status: 200,
      body: {
        success: true,
        data: {
          branches: [{ _id: 'br1', name: 'Chilonzor', address: '', region: null, district: null, code: 'ab3d' }],
        },
      },
    }));
    const user = setupUser();
    renderForms();
    await openMenu(user, 'Xizmat');
    await user.click(await screen.findByText('Ulashish'));
    const panel = await screen.findByTestId('share-panel');
    const url = () => within(panel).getByTestId('share-url').textContent;
    await waitFor(() => expect(within(panel).getByText('Filialsiz (butun biznes)')).toBeVisible());
    expect(url()).toMatch(/\/form\/AbC_123$/); // on whichever origin the API named (asked once per page)
    await user.click(within(panel).getByLabelText('Filial'));
    await user.click(await screen.findByTitle('Chilonzor'));
    await waitFor(() => expect(url()).toMatch(/\/form\/AbC_123\?b=ab3d$/));
    expect(panel.querySelector('canvas')).toBeInTheDocument();
    await user.click(within(panel).getByLabelText('Filial'));
    await user.click(await screen.findByTitle('Filialsiz (butun biznes)'));
    await waitFor(() => expect(url()).toMatch(/\/form\/AbC_123$/));
  });

  it("deletes after confirmation: 'O'chirilmoqda...', then the toast and a refreshed list", async () => {
    server.forms = [form('f1', 'Birinchi', tashkentNoon(0)), form('f2', 'Ikkinchi', tashkentNoon(0))];
    const held = gate();
    server.route('DELETE /api/forms/f1', async () => {
      await held.promise;
      server.forms = server.forms.filter((f) => f._id !== 'f1');
      return { status: 200, body: { success: true, data: { _id: 'f1' } } };
    });
    const user = setupUser();
    renderForms();
    const card = await openMenu(user, 'Birinchi');
    await user.click(await screen.findByText("O'chirish"));
    await user.click(within(await findDialog("Haqiqatan ham bu formani o'chirmoqchimisiz?")).getByText("O'chirish"));
    expect(await within(card).findByText("O'chirilmoqda...")).toBeVisible();
    held.open();
    expect(await screen.findByText("Forma o'chirildi")).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Birinchi')).not.toBeInTheDocument());
    expect(screen.getByText('Ikkinchi')).toBeVisible();
    expect(server.requests.filter((r) => r.method === 'GET' && r.path === '/api/forms')).toHaveLength(2);
  });

  it('cancelling the confirmation deletes nothing', async () => {
    server.forms = [form('f1', 'Birinchi', tashkentNoon(0))];
    const user = setupUser();
    renderForms();
    await openMenu(user, 'Birinchi');
    await user.click(await screen.findByText("O'chirish"));
    await user.click(within(await findDialog("Haqiqatan ham bu formani o'chirmoqchimisiz?")).getByText('Bekor qilish'));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
    expect(server.requests.some((r) => r.method === 'DELETE')).toBe(false);
  });
});
