/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Business } from '@fikr/shared';
import { multipartFields } from '../test/multipart';
import '../i18n';
import { ProfileForm } from './profile-form';
import { combobox, renderAt, selectShows, useApiServer } from '@fikr/shared/testing';

jest.setTimeout(30_000);
const fx = useApiServer();

const stored: Business = {
  _id: 'b1',
  name: 'Rayhon',
  category: 2,
  description: 'Milliy taomlar',
  phone: '998901234567',
  email: 'rayhon@example.uz',
  region: 1,
  district: 2,
  address: 'Amir Temur 1',
  logo: '/uploads/logos/old.png',
  coin: 5000,
  updatedAt: '2025-03-01T00:00:00Z',
};

function serve(business: Business = stored) {
  fx.server.route('GET /api/business', { status: 200, body: { success: true, data: business } });
  fx.server.route('GET /api/auth/me', {
    status: 200,
    body: {
      success: true,
      data: {
        user: { _id: 'u1', name: '', phone: business.phone, phoneVerified: true, business },
        businesses: [{ _id: business._id, name: business.name, role: 'owner' }],
        operator: false,
      },
    },
  });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const savedBody = () => multipartFields(fx.server.requests.find((r) => r.method === 'PUT')?.body);

async function renderForm(business: Business = stored) {
  serve(business);
  const view = renderAt(<ProfileForm />);
  await screen.findByText('Biznes profili');
  return view;
}

async function pick(label: string, option: string) {
  fireEvent.mouseDown(field(label));
  const matches = await screen.findAllByTitle(option);
  fireEvent.click(matches[matches.length - 1]);
}

it('fills the form from GET /business: phone international, names of category/region/district, stored logo', async () => {
  await renderForm();
  expect(field('Biznes nomi').value).toBe('Rayhon');
  expect(field('Tavsif').value).toBe('Milliy taomlar');
  expect(field('Tavsif').getAttribute('rows')).toBe('4');
  expect(field('Telefon').value).toBe('+998901234567');
  expect(field('Telefon').placeholder).toBe('+998901234567');
  expect(field('Elektron pochta').value).toBe('rayhon@example.uz');
  expect(field('Manzil').value).toBe('Amir Temur 1');
  expect(selectShows('Toifa')).toBe('Kafe');
  expect(selectShows('Viloyat')).toBe('Toshkent shahri');
  expect(selectShows('Tuman')).toBe('Chilonzor');
  const img = screen.getByTestId('logo-preview').querySelector('img');
  expect(img?.getAttribute('src')).toBe(`${new URL(fx.server.baseUrl).origin}/uploads/logos/old.png`);
});

it('keeps the district disabled until a region is chosen, offers only its districts and resets it on region change', async () => {
  await renderForm({ ...stored, region: null, district: null, logo: null });
  expect(screen.getByTestId('logo-preview').querySelector('img')).toBeNull();
  expect(combobox('Tuman')).toBeDisabled();
  await pick('Viloyat', 'Buxoro');
  await waitFor(() => expect(combobox('Tuman')).toBeEnabled());
  fireEvent.mouseDown(field('Tuman'));
  expect(await screen.findByTitle('Jondor')).toBeInTheDocument();
  expect(screen.queryByTitle('Chilonzor')).not.toBeInTheDocument();
  fireEvent.click(screen.getByTitle('Jondor'));
  await waitFor(() => expect(selectShows('Tuman')).toBe('Jondor'));
  await pick('Viloyat', 'Andijon');
  await waitFor(() => expect(selectShows('Tuman')).toBe('Tumanni tanlang'));
});

it('refuses a logo of another type or over 2 MB before any upload', async () => {
  await renderForm();
  const input = screen.getByLabelText('Logo yuklash', { selector: 'input' });
  fireEvent.change(input, { target: { files: [new File(['gif'], 'a.gif', { type: 'image/gif' })] } });
  expect(await screen.findByText('Faqat JPG, PNG yoki WEBP formatidagi rasm yuklash mumkin')).toBeVisible();
  fireEvent.change(input, {
    target: { files: [new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' })] },
  });
  expect(await screen.findByText('Logo hajmi 2 MB dan oshmasligi kerak')).toBeVisible();
  expect(screen.getByTestId('logo-preview').querySelector('img')?.getAttribute('src')).toMatch(/old\.png$/);
  expect(fx.server.requests.filter((r) => r.method !== 'GET')).toEqual([]);
});

it('remove sends removeLogo true and shows the default logo; a new logo afterwards clears the flag', async () => {
  fx.server.route('PUT /api/business/update', {
    status: 200,
    body: { success: true, data: { ...stored, logo: null } },
  });
  await renderForm();
  fireEvent.click(screen.getByText("Logoni o'chirish"));
  expect(screen.getByTestId('logo-preview').querySelector('img')).toBeNull();
  fireEvent.click(screen.getByText('Saqlash'));
  await screen.findByText('Profil muvaffaqiyatli yangilandi');
  expect(savedBody()).toMatchObject({ removeLogo: 'true' });
  expect(savedBody().logo).toBeUndefined();

  fx.server.requests.length = 0;
  const png = new File([new Uint8Array([137, 80, 78, 71])], 'new.png', { type: 'image/png' });
  fireEvent.change(screen.getByLabelText('Logo yuklash', { selector: 'input' }), { target: { files: [png] } });
  await waitFor(() =>
    expect(screen.getByTestId('logo-preview').querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/png/),
  );
  fireEvent.click(screen.getByText('Saqlash'));
  await waitFor(() => expect(savedBody().logo).toBe('<file new.png>'));
  expect(savedBody().removeLogo).toBeUndefined();
  // the session refresh that follows a save has been answered before the server stops
  await waitFor(() => expect(fx.server.requests.map((r) => r.path)).toContain('/api/auth/me'));
});
