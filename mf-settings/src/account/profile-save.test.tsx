/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { businessAtom, userAtom, type Business } from '@fikr/shared';
import { multipartFields } from '../test/multipart';
import '../i18n';
import { ProfileForm } from './profile-form';
import { renderAt, useApiServer } from '@fikr/shared/testing';

jest.setTimeout(30_000);
const fx = useApiServer();

const stored: Business = {
  _id: 'b1',
  name: 'Rayhon',
  category: 0,
  phone: '998901234567',
  region: 1,
  district: null,
  coin: 5000,
};

beforeEach(() => {
  fx.server.route('GET /api/business', { status: 200, body: { success: true, data: stored } });
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const puts = () => fx.server.requests.filter((r) => r.method === 'PUT');

async function renderForm() {
  const view = renderAt(<ProfileForm />);
  await screen.findByText('Biznes profili');
  return view;
}

it('saves the non-empty fields by name, toasts, and refreshes the session so the shell shows the new name', async () => {
  const saved = { ...stored, name: 'Rayhon Plus', email: 'a@b.uz', address: 'Navoiy 5' };
  fx.server.route('PUT /api/business/update', { status: 200, body: { success: true, data: saved } });
  fx.server.route('GET /api/auth/me', {
    status: 200,
    body: {
      success: true,
      data: {
        user: { _id: 'u1', name: '', phone: stored.phone, phoneVerified: true, business: saved },
        businesses: [{ _id: saved._id, name: saved.name, role: 'owner' }],
        operator: false,
      },
    },
  });
  const { store } = await renderForm();
  // the saved profile is what GET /business answers from now on
  fx.server.route('GET /api/business', { status: 200, body: { success: true, data: saved } });
  type('Biznes nomi', 'Rayhon Plus');
  type('Elektron pochta', 'a@b.uz');
  type('Manzil', '  Navoiy 5 ');
  fireEvent.click(screen.getByText('Saqlash'));

  expect(await screen.findByText('Profil muvaffaqiyatli yangilandi')).toBeVisible();
  expect(multipartFields(puts()[0].body)).toEqual({
    name: 'Rayhon Plus',
    category: '0',
    phone: '+998901234567',
    email: 'a@b.uz',
    region: '1',
    address: 'Navoiy 5',
    reviewLinks: JSON.stringify({ google: null, yandex: null, twogis: null }),
  });
  await waitFor(() => expect(store.get(businessAtom)?.name).toBe('Rayhon Plus'));
  await waitFor(() => expect(store.get(userAtom)?.business?.name).toBe('Rayhon Plus'));
  const after = fx.server.requests.slice(fx.server.requests.indexOf(puts()[0])).map((r) => `${r.method} ${r.path}`);
  expect(after).toEqual(expect.arrayContaining(['GET /api/business', 'GET /api/auth/me']));
});

it("shows the server's message when saving fails, else 'Xatolik yuz berdi', and keeps what was typed", async () => {
  await renderForm();
  type('Biznes nomi', 'Yangi nom');
  fx.server.route('PUT /api/business/update', {
    status: 400,
    body: { success: false, message: 'Faqat rasm fayllarini yuklash mumkin' },
  });
  fireEvent.click(screen.getByText('Saqlash'));
  expect(await screen.findByText('Faqat rasm fayllarini yuklash mumkin')).toBeVisible();
  fx.server.route('PUT /api/business/update', { status: 500, body: {} });
  fireEvent.click(screen.getByText('Saqlash'));
  expect(await screen.findByText('Xatolik yuz berdi')).toBeVisible();
  expect(field('Biznes nomi').value).toBe('Yangi nom');
});

it('checks phone and email before sending and clears the message when the field is edited', async () => {
  await renderForm();
  expect(screen.getByLabelText('Telefon')).toHaveAttribute('type', 'tel'); // a phone's number keypad
  type('Telefon', '+99890123');
  type('Elektron pochta', 'not-an-email');
  fireEvent.click(screen.getByText('Saqlash'));
  expect(await screen.findByText("Telefon raqam noto'g'ri formatda (+998901234567)")).toBeVisible();
  expect(screen.getByText("Elektron pochta manzili noto'g'ri")).toBeVisible();
  expect(puts()).toEqual([]);
  type('Elektron pochta', 'ok@fikr.uz');
  await waitFor(() => expect(screen.queryByText("Elektron pochta manzili noto'g'ri")).not.toBeInTheDocument());
  expect(screen.getByText("Telefon raqam noto'g'ri formatda (+998901234567)")).toBeVisible();
});

it('keeps the Google Maps, Yandex Maps and 2GIS links: https only, checked before sending, an emptied one removed', async () => {
  fx.server.route('GET /api/business', {
    status: 200,
    body: {
      success: true,
      data: { ...stored, reviewLinks: { google: 'https://maps.google.com/?cid=1', yandex: null, twogis: null } },
    },
  });
  fx.server.route('PUT /api/business/update', { status: 200, body: { success: true, data: stored } });
  await renderForm();
  expect(field('Google Maps').value).toBe('https://maps.google.com/?cid=1');
  type('Yandex Maps', 'http://yandex.uz/maps/org/1');
  fireEvent.click(screen.getByText('Saqlash'));
  expect(
    await screen.findByText(
      "Havola https:// bilan boshlanadigan to'liq manzil bo'lishi kerak (masalan, https://maps.google.com/...)",
    ),
  ).toBeVisible();
  expect(puts()).toEqual([]);
  type('Yandex Maps', 'https://yandex.uz/maps/org/1');
  type('Google Maps', '');
  type('2GIS', ' https://2gis.uz/tashkent/firm/1 ');
  fireEvent.click(screen.getByText('Saqlash'));
  await waitFor(() => expect(puts()).toHaveLength(1));
  expect(JSON.parse(multipartFields(puts()[0].body).reviewLinks)).toEqual({
    google: null,
    yandex: 'https://yandex.uz/maps/org/1',
    twogis: 'https://2gis.uz/tashkent/firm/1',
  });
});

it('says when the profile cannot be loaded', async () => {
  fx.server.route('GET /api/business', { status: 500, body: {} });
  renderAt(<ProfileForm />);
  expect(await screen.findByText('Profilni yuklashda xatolik')).toBeVisible();
});
