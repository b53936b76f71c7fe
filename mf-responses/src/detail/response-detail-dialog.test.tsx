import { cleanup, screen, waitFor } from '@testing-library/react';
import type { Response } from '@fikr/shared';
import { consoleForm, ok, useApiServer } from '@fikr/shared/testing';
import { renderAt } from '../test/render';
import { completedResponse } from '../test/sample-response';
import { ResponseDetailDialog } from './response-detail-dialog';

jest.setTimeout(20_000);
const { server } = useApiServer();
beforeEach(() => {
  server.route(
    'GET /api/forms/f1',
    ok(
      consoleForm({
        _id: 'f1',
        title: 'Xizmat sifati',
        questions: [
          { _id: 'q1', type: 'text', text: 'Xizmat qanday edi? (tahrirlangan)', required: false, options: [] },
          { _id: 'q2', type: 'choice', text: 'Yana kelasizmi?', required: false, options: ['Ha', "Yo'q"] },
        ],
      }),
    ),
  );
});
afterEach(cleanup);

const completed = completedResponse;

const dialogText = () => document.querySelector('[data-testid="response-detail"]')?.textContent ?? '';
const row = (label: string) => screen.getByText(label).closest('tr')?.textContent?.slice(label.length);

test('a public completed response shows rating, review and every question (unanswered ones marked)', async () => {
  renderAt(<ResponseDetailDialog response={completed} onClose={() => {}} />);
  await screen.findByText('Juda yaxshi');
  expect(screen.getByRole('dialog')).toHaveAccessibleName("Javob ma'lumotlari ochiq");
  expect(row('Mijoz ismi')).toBe('Aziz');
  expect(row('Telefon')).toBe('+998 90 123-45-67');
  expect(screen.getByLabelText('4')).toBeVisible();
  expect(row('Izoh')).toBe('Rahmat, zo‘r xizmat');
  expect(row('Forma turi')).toBe('Keshbek');
  const answers = screen.getAllByTestId('answer-row').map((li) => li.textContent);
  expect(answers).toEqual(['1. Xizmat qanday edi?Juda yaxshi', '2. Yana kelasizmi?Javob berilmagan']);
  expect(row('Holati')).toBe('Yakunlangan');
  expect(row('Mukofot')).toBe('5 000 coin');
});

test('a private response hides rating, review and answers, whatever the data holds', async () => {
  renderAt(<ResponseDetailDialog response={{ ...completed, isPublic: false }} onClose={() => {}} />);
  await screen.findByText("Mijoz javoblarini maxfiy bo'lishini xoxlagan");
  expect(screen.getByRole('dialog')).toHaveAccessibleName("Javob ma'lumotlari maxfiy");
  expect(row('Baho')).toBe('-');
  expect(row('Izoh')).toBe('-');
  expect(row('Mijoz ismi')).toBe('Aziz');
  expect(row('Telefon')).toBe('+998 90 123-45-67');
  expect(dialogText()).not.toContain('Juda yaxshi');
  expect(dialogText()).not.toContain('Rahmat');
  expect(screen.queryAllByTestId('answer-row')).toEqual([]);
});

test('a waiting response says the answers are not filled yet and shows no privacy label', async () => {
  const waiting: Response = {
    ...completed,
    status: 'waiting',
    answers: [],
    rating: undefined,
    review: undefined,
    customer: { phone: '998901234567' },
    typeMotive: 'voucher',
    voucher: { amount: 20000 },
  };
  renderAt(<ResponseDetailDialog response={waiting} onClose={() => {}} />);
  await screen.findByText("Mijoz hali javoblarni to'ldirmagan");
  expect(screen.getByRole('dialog')).toHaveAccessibleName("Javob ma'lumotlari");
  expect(row('Mijoz ismi')).toBe('-');
  expect(row('Holati')).toBe('Kutilmoqda');
  expect(row('Forma turi')).toBe('Voucher');
  expect(row('Mukofot')).toBe("Voucher 20 000 so'm");
});

test("'Form topilmadi' when the response has no form or the form is gone; saved answers still show", async () => {
  const first = renderAt(<ResponseDetailDialog response={{ ...completed, form: null }} onClose={() => {}} />);
  await screen.findByText('Form topilmadi');
  expect(screen.getAllByTestId('answer-row').map((li) => li.textContent)).toEqual(['1. Xizmat qanday edi?Juda yaxshi']);
  first.unmount();
  renderAt(<ResponseDetailDialog response={{ ...completed, form: { _id: 'deleted' } }} onClose={() => {}} />);
  await screen.findByText('Form topilmadi');
  await waitFor(() => expect(server.requests.map((r) => r.path)).toContain('/api/forms/deleted'));
});
