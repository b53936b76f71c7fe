import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ok, useApiServer } from '@fikr/shared/testing';
import { renderAt } from '../test/render';
import { FirstStepsCard } from './first-steps-card';

const fx = useApiServer();
jest.setTimeout(30_000);

const state = (done: Record<string, boolean>, testRequestUsed = false) => ({
  steps: ['form', 'share', 'request', 'answer'].map((key) => ({
    key,
    done: Boolean(done[key]),
    doneAt: done[key] ? '2026-11-28T10:00:00.000Z' : null,
  })),
  done: ['form', 'share', 'request', 'answer'].every((key) => done[key]),
  testRequestUsed,
});

const testResponse = {
  _id: 'r1',
  form: { _id: 'f1', title: 'Forma' },
  status: 'waiting',
  customer: { phone: '998901234567' },
  answers: [],
  isPublic: true,
  typeMotive: 'coin',
  coin: 0,
  createdAt: '2026-11-28T10:00:00.000Z',
  isTest: true,
};

test('lists the steps with what is done and links the next ones; the test request goes once', async () => {
  let used = false;
  fx.server.route('GET /api/business/onboarding', () => ok(state({ form: true }, used)));
  fx.server.route('POST /api/business/onboarding/test-request', () => {
    used = true;
    return ok({ response: testResponse }, 201);
  });
  renderAt(<FirstStepsCard formId="f1" />, '/business/dashboard');
  const card = await screen.findByTestId('first-steps');
  expect(within(card).getByText('Birinchi qadamlar')).toBeVisible();
  expect(screen.getByTestId('step-form').getAttribute('data-done')).toBe('true');
  expect(within(screen.getByTestId('step-form')).getByLabelText('Bajarildi')).toBeInTheDocument();
  expect(screen.getByTestId('step-answer').getAttribute('data-done')).toBe('false');

  fireEvent.click(within(card).getByText("Telefonimga sinov so'rovi"));
  expect(await screen.findByText("Sinov so'rovi telefoningizga yuborildi")).toBeVisible();
  expect(fx.server.requests.find((r) => r.path === '/api/business/onboarding/test-request')?.body).toEqual({
    formId: 'f1',
  });
  await waitFor(() => expect(within(card).queryByText("Telefonimga sinov so'rovi")).not.toBeInTheDocument());

  fireEvent.click(within(screen.getByTestId('step-share')).getByText('Formalarga'));
  expect(screen.getByTestId('location').textContent).toBe('/business/forms');
});

test("shows the server's message when the test request is refused", async () => {
  fx.server.route('GET /api/business/onboarding', ok(state({ form: true })));
  fx.server.route('POST /api/business/onboarding/test-request', {
    status: 409,
    body: { success: false, message: "Sinov so'rovi allaqachon yuborilgan: u har bir biznes uchun bir marta bepul" },
  });
  renderAt(<FirstStepsCard formId="f1" />, '/business/dashboard');
  fireEvent.click(await screen.findByText("Telefonimga sinov so'rovi"));
  expect(
    await screen.findByText("Sinov so'rovi allaqachon yuborilgan: u har bir biznes uchun bir marta bepul"),
  ).toBeVisible();
});

test('is gone once the first real answer came, and without a form there is no test request', async () => {
  fx.server.route('GET /api/business/onboarding', ok(state({ form: true, share: true, request: true, answer: true })));
  renderAt(<FirstStepsCard formId="f1" />, '/business/dashboard');
  await waitFor(() => expect(fx.server.requests.some((r) => r.path === '/api/business/onboarding')).toBe(true));
  await new Promise((resolve) => setTimeout(resolve, 500)); // the answer is drawn by now
  expect(screen.queryByTestId('first-steps')).not.toBeInTheDocument();
});

test('a business with no form yet: the first step links to the editor and no test button', async () => {
  fx.server.route('GET /api/business/onboarding', ok(state({})));
  renderAt(<FirstStepsCard formId={null} />, '/business/dashboard');
  const card = await screen.findByTestId('first-steps');
  expect(within(card).queryByText("Telefonimga sinov so'rovi")).not.toBeInTheDocument();
  fireEvent.click(within(screen.getByTestId('step-form')).getByText('Yaratish'));
  expect(screen.getByTestId('location').textContent).toBe('/business/forms/new');
});
