import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { Route, Routes } from 'react-router-dom';
import { userAtom, type User } from '@fikr/shared';
import { combobox, consoleForm, seedSession, selectShows, useApiServer } from '@fikr/shared/testing';
import { renderAt } from '../test/render';
import { button, optionsOf, selectOption } from '../test/queries';
import { CreateBusinessPage } from './create-business-page';

const fx = useApiServer();
jest.setTimeout(30_000); // antd forms are slow to render in jsdom on a busy machine
const newcomer: User = { _id: 'u2', name: '', phone: '998907654321', phoneVerified: true, business: null };

function open() {
  const store = createStore();
  seedSession(store, { user: newcomer });
  renderAt(
    <Routes>
      <Route path="/" element={<p>landing</p>} />
      <Route path="/create-business" element={<CreateBusinessPage />} />
      <Route path="/business/dashboard" element={<p>dashboard</p>} />
      <Route path="/business/forms/*" element={<p>forms</p>} />
    </Routes>,
    '/create-business',
    store,
  );
  return store;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const next = () => fireEvent.click(button('Keyingi'));

test('the business phone starts as the owner\'s, a phone field; registration\'s "90 111 22 33" is taken', async () => {
  open();
  const phone = screen.getByLabelText('Biznes telefoni') as HTMLInputElement;
  expect(phone.value).toBe('+998 90 765-43-21');
  expect(phone.type).toBe('tel');
  type('Biznes nomi', 'Rayhon');
  type('Biznes telefoni', '90 111 22 33');
  selectOption('Toifa', 'Kafe');
  next();
  expect(await screen.findByLabelText('Viloyat')).toBeVisible();
});

test('empty step 0 shows the three messages and stays on step 0', async () => {
  open();
  type('Biznes telefoni', '');
  next();
  expect(await screen.findByText('Biznes nomi kiritilishi shart')).toBeVisible();
  expect(screen.getByText('Biznes telefoni kiritilishi shart')).toBeVisible();
  expect(screen.getByText('Toifani tanlash majburiy')).toBeVisible();
  expect(screen.queryByLabelText('Viloyat')).not.toBeInTheDocument();
});

test('a malformed phone is refused with the format message; each message clears when its field is edited', async () => {
  open();
  type('Biznes telefoni', '+998 90 123');
  next();
  expect(await screen.findByText("Telefon raqam noto'g'ri formatda (+998901234567)")).toBeVisible();
  type('Biznes telefoni', '+998 (90) 123-45-67');
  expect(screen.queryByText("Telefon raqam noto'g'ri formatda (+998901234567)")).not.toBeInTheDocument();
  expect(screen.getByText('Biznes nomi kiritilishi shart')).toBeVisible();
  type('Biznes nomi', 'Rayhon');
  expect(screen.queryByText('Biznes nomi kiritilishi shart')).not.toBeInTheDocument();
  selectOption('Toifa', 'Kafe');
  await waitFor(() => expect(screen.queryByText('Toifani tanlash majburiy')).not.toBeInTheDocument());
  next();
  expect(await screen.findByLabelText('Viloyat')).toBeVisible();
});

async function fillStep0() {
  type('Biznes nomi', 'Rayhon');
  type('Biznes telefoni', '+998 90 123 45 67');
  selectOption('Toifa', 'Kafe');
  next();
  await screen.findByLabelText('Viloyat');
}

test('the district list follows the region and resets when the region changes', async () => {
  open();
  await fillStep0();
  expect(combobox('Tuman')).toBeDisabled();
  selectOption('Viloyat', 'Andijon');
  expect(optionsOf('Tuman')).toEqual(expect.arrayContaining(['Andijon tumani', 'Asaka']));
  expect(optionsOf('Tuman')).not.toContain('Buxoro tumani');
  selectOption('Tuman', 'Asaka');
  expect(selectShows('Tuman')).toBe('Asaka');
  selectOption('Viloyat', 'Buxoro');
  await waitFor(() => expect(selectShows('Tuman')).toBe('Tumanni tanlang'));
  expect(optionsOf('Tuman')).toContain('Buxoro tumani');
  expect(optionsOf('Tuman')).not.toContain('Asaka');
});

test("a server refusal shows its message; without one, 'Biznes yaratishda xatolik yuz berdi.'", async () => {
  open();
  await fillStep0();
  fx.server.route('POST /api/business', {
    status: 409,
    body: { success: false, message: 'Sizda allaqachon biznes mavjud' },
  });
  fireEvent.click(button('Yaratish'));
  expect(await screen.findByText('Sizda allaqachon biznes mavjud')).toBeVisible();
  fx.server.route('POST /api/business', { status: 500, body: {} });
  fireEvent.click(button('Yaratish'));
  expect(await screen.findByText('Biznes yaratishda xatolik yuz berdi.')).toBeVisible();
  fireEvent.click(button('Orqaga'));
  expect((screen.getByLabelText('Biznes nomi') as HTMLInputElement).value).toBe('Rayhon'); // nothing lost
});

const business = { _id: 'b1', name: 'Rayhon', category: 2, phone: '998901234567', coin: 0 };
const cafeTemplate = {
  id: 'cafe-coffee',
  category: 2,
  lang: 'uz',
  title: 'Kofe va kayfiyat',
  description: 'Ichimlik, shirinlik va muhit haqida',
  questions: [
    { type: 'number', text: "Kofe va ichimliklar ta'mi", required: true, options: [], min: 1, max: 5 },
    { type: 'number', text: 'Muhit va musiqa', required: true, options: [], min: 1, max: 5 },
    { type: 'choice', text: 'Bugun nima uchun keldingiz?', required: false, options: ['Nonushta', 'Uchrashuv'] },
  ],
  reward: { typeMotive: 'coin', coin: 2000 },
};

/** Fills both steps of a café and presses Yaratish; the business is created and the templates step opens. */
async function createCafe() {
  fx.server.route('POST /api/business', { status: 201, body: { success: true, data: business } });
  fx.server.route('GET /api/auth/me', {
    status: 200,
    body: {
      success: true,
      data: {
        user: { ...newcomer, business },
        businesses: [{ _id: 'b1', name: 'Rayhon', role: 'owner' }],
        operator: false,
      },
    },
  });
  fx.server.route('GET /api/business', { status: 200, body: { success: true, data: business } });
  fx.server.route('GET /api/templates', { status: 200, body: { success: true, data: { templates: [cafeTemplate] } } });
  const store = open();
  await fillStep0();
  selectOption('Viloyat', 'Andijon');
  type('Manzil', 'Navoiy ko‘chasi 1');
  fireEvent.click(button('Yaratish'));
  await screen.findByTestId('wizard-templates');
  return store;
}

test("create posts the business, reloads the profile and offers its category's templates; later opens the dashboard", async () => {
  const store = await createCafe();
  expect(await screen.findByText('Kofe va kayfiyat')).toBeVisible();
  expect(screen.getByText('Tavsiya etilgan mukofot: 2 000 coin')).toBeVisible();
  fireEvent.click(screen.getByText('3 ta savol'));
  expect(await screen.findByText('Muhit va musiqa')).toBeVisible();
  expect(fx.server.requests[0].body).toEqual({
    name: 'Rayhon',
    phone: '998901234567',
    category: 2,
    region: 3,
    address: 'Navoiy ko‘chasi 1',
  });
  expect(fx.server.requests.map((r) => r.path)).toEqual([
    '/api/business',
    '/api/auth/me',
    '/api/business',
    '/api/templates',
  ]);
  expect(fx.server.requests[3].query).toEqual({ category: '2' });
  expect(store.get(userAtom)?.business?.name).toBe('Rayhon');
  fireEvent.click(button('Keyinroq'));
  expect(await screen.findByText('dashboard')).toBeVisible();
});

test("taking a template creates its form and opens the form's share panel", async () => {
  fx.server.route('POST /api/forms', {
    status: 201,
    body: { success: true, data: consoleForm({ _id: 'f9', title: 'Kofe va kayfiyat' }) },
  });
  await createCafe();
  fireEvent.click(await screen.findByText('Shuni olaman'));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/business/forms?share=f9'));
  expect(fx.server.requests.find((r) => r.method === 'POST' && r.path === '/api/forms')?.body).toEqual({
    templateId: 'cafe-coffee',
  });
});

test("'O'zim yarataman' opens an empty form; a refused template says why", async () => {
  fx.server.route('POST /api/forms', { status: 404, body: { success: false, message: 'Bunday shablon topilmadi' } });
  await createCafe();
  fireEvent.click(await screen.findByText('Shuni olaman'));
  expect(await screen.findByText('Bunday shablon topilmadi')).toBeVisible();
  fireEvent.click(button("O'zim yarataman"));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/business/forms/new'));
});

test('the back arrow returns to the landing page', () => {
  open();
  fireEvent.click(screen.getByLabelText('Bosh sahifaga qaytish'));
  expect(screen.getByText('landing')).toBeVisible();
});

test('a signed-in user without a business can change the language and log out from the wizard', async () => {
  const store = open();
  expect(screen.getByTestId('language-menu')).toBeVisible();
  fireEvent.click(button('Chiqish'));
  expect(await screen.findByText('landing')).toBeVisible();
  expect(store.get(userAtom)).toBeNull();
});
