import { fireEvent, screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { Business } from '@fikr/shared';
import { ok, seedSession, useApiServer } from '@fikr/shared/testing';
import { renderAt } from '../test/render';
import FeatureRoutes from '../routes';
import { FORMS } from '../request/dialog-fixture';
import { serveResponses } from './list-fixture';

jest.setTimeout(20_000);
const { server } = useApiServer();

beforeEach(() => {
  serveResponses(server, []);
  server.route('GET /api/business/clients', ok([]));
  server.route('GET /api/forms', ok({ forms: [FORMS[0]] }));
});

// the request dialog's phone field: the dialog is open and its form drawn
const dialogPhone = () => screen.findByLabelText('Mijoz telefon raqami');

test('a business without responses is told what will appear here and sends its first request from the page', async () => {
  renderAt(<FeatureRoutes />, { path: '/business/responses', route: '/business/responses/*' });
  const empty = await screen.findByTestId('responses-empty');
  expect(empty).toHaveTextContent("Hozircha javoblar yo'q");
  expect(empty).toHaveTextContent("u javob berganda javobi, bahosi va mukofoti shu yerda paydo bo'ladi");
  fireEvent.click(within(empty).getByRole('button', { name: "So'rovnoma yuborish" }));
  expect(await dialogPhone()).toBeInTheDocument();
});

test('another page leads here with { newRequest: true }: the request dialog opens over the empty list', async () => {
  renderAt(
    <Routes>
      <Route path="/vouchers" element={<Navigate to="/business/responses" state={{ newRequest: true }} />} />
      <Route path="/business/responses/*" element={<FeatureRoutes />} />
    </Routes>,
    '/vouchers',
  );
  expect(await dialogPhone()).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/business/responses');
  await screen.findByTestId('responses-empty');
});

test('the till has no request to send: the empty list has no button', async () => {
  const store = createStore();
  seedSession(store, {
    business: { _id: 'b1', name: 'Choyxona' } as Business,
    businesses: [{ _id: 'b1', name: 'Choyxona', role: 'cashier' }],
  });
  renderAt(<FeatureRoutes />, { path: '/business/responses', route: '/business/responses/*', store });
  const empty = await screen.findByTestId('responses-empty');
  expect(within(empty).queryByRole('button')).not.toBeInTheDocument();
});
