import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { consoleForm, ok, useApiServer } from '@fikr/shared/testing';
import { renderAt } from '../test/render';
import { completedResponse } from '../test/sample-response';
import { ResponseDetailDialog } from './response-detail-dialog';

jest.setTimeout(20_000);
const { server } = useApiServer();
const lowRating = { ...completedResponse, rating: 1, review: 'Sovuq edi' };
const sent = {
  id: 'rep1',
  text: 'Hurmatli mijoz, uzr',
  reward: { typeMotive: 'voucher', voucher: { amount: 20000, description: 'Kofe', duration: 30 }, redeemed: false },
  createdAt: '2026-03-01T10:00:00.000Z',
  channel: 'sms',
};
beforeEach(() => {
  server.route('GET /api/forms/f1', ok(consoleForm({ _id: 'f1', title: 'Xizmat sifati' })));
  server.route('GET /api/responses/r1', ok({ response: { ...lowRating, replies: [] } }));
});
afterEach(cleanup);

test('a one-star answer offers an apology with a make-good; the voucher is sent with the reply and listed', async () => {
  server.route('POST /api/responses/r1/reply', (req) =>
    ok({ reply: { ...sent, text: (req.body as { text: string }).text } }, 201),
  );
  renderAt(<ResponseDetailDialog response={lowRating} onClose={() => {}} />);
  const section = await screen.findByTestId('reply-section');
  expect(within(section).getByText('Mijozga javob (0/3)')).toBeTruthy();
  const send = within(section).getByRole('button', { name: 'Javob yuborish' });
  expect(send.hasAttribute('disabled')).toBe(true);
  // 1–2 stars: the apology templates; thanks is for 4–5
  expect(within(section).queryByText('Rahmat')).toBeNull();
  fireEvent.click(within(section).getByText("Uzr + sovg'a"));
  const text = within(section).getByLabelText('Javob matni') as HTMLTextAreaElement;
  expect(text.value).toMatch(/^Hurmatli mijoz, noqulaylik uchun uzr so'raymiz/);
  expect((within(section).getByLabelText('Voucher tavsifi') as HTMLInputElement).value).toBe("Uzr sifatida sovg'a");
  fireEvent.change(within(section).getByLabelText("Voucher miqdori (so'm)"), { target: { value: '20 000' } });
  fireEvent.click(within(section).getByRole('button', { name: 'Javob yuborish' }));
  await waitFor(() => expect(server.requests.some((r) => r.method === 'POST')).toBe(true));
  expect(await within(section).findByText('Mijozga javob (1/3)')).toBeTruthy();
  expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({
    text: expect.stringMatching(/^Hurmatli mijoz, noqulaylik/),
    reward: { amount: '20000', description: "Uzr sifatida sovg'a", duration: '30' },
  });
  expect(within(section).getByText("Voucher 20 000 so'm")).toBeVisible();
  expect((within(section).getByLabelText('Javob matni') as HTMLTextAreaElement).value).toBe('');
});

test('a refused reply shows the Uzbek message and keeps the text; five stars offer thanks', async () => {
  server.route('GET /api/responses/r1', ok({ response: { ...completedResponse, rating: 5, replies: [] } }));
  server.route('POST /api/responses/r1/reply', {
    status: 429,
    body: { success: false, message: "Bu javobga hozirgina javob berildi: daqiqasiga 1 tadan ko'p yuborib bo'lmaydi" },
  });
  renderAt(<ResponseDetailDialog response={{ ...completedResponse, rating: 5 }} onClose={() => {}} />);
  const section = await screen.findByTestId('reply-section');
  fireEvent.click(within(section).getByText('Rahmat'));
  fireEvent.click(within(section).getByRole('button', { name: 'Javob yuborish' }));
  expect(await within(section).findByText(/daqiqasiga 1 tadan/)).toBeVisible();
  expect((within(section).getByLabelText('Javob matni') as HTMLTextAreaElement).value).toMatch(/^Yuqori baho/);
});

test('a private answer is never replied to; three replies close the form', async () => {
  const { unmount } = renderAt(
    <ResponseDetailDialog
      response={{ ...completedResponse, isPublic: false, rating: undefined, answers: [] }}
      onClose={() => {}}
    />,
  );
  await screen.findByTestId('response-detail');
  expect(screen.queryByTestId('reply-section')).toBeNull();
  unmount();
  server.route(
    'GET /api/responses/r1',
    ok({ response: { ...lowRating, replies: [1, 2, 3].map((n) => ({ ...sent, id: `rep${n}`, text: `Javob ${n}` })) } }),
  );
  renderAt(<ResponseDetailDialog response={lowRating} onClose={() => {}} />);
  expect(await screen.findByText('Mijozga javob (3/3)')).toBeTruthy();
  expect(screen.getByText('Bu javobga 3 marta javob berildi')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Javob yuborish' })).toBeNull();
});
