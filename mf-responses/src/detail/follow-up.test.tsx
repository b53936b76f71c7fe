import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { FIRST_RESPONSES_PAGE, queryClient, responseQueries } from '@fikr/shared';
import { consoleForm, ok, useApiServer } from '@fikr/shared/testing';
import { renderAt } from '../test/render';
import { completedResponse } from '../test/sample-response';
import { ResponseDetailDialog } from './response-detail-dialog';

jest.setTimeout(20_000);
const { server } = useApiServer();
beforeEach(() => {
  server.route('GET /api/forms/f1', ok(consoleForm({ _id: 'f1', title: 'Xizmat sifati' })));
});
afterEach(cleanup);

test("the dialog marks a private response 'Hal qilindi' with a note, saved with PATCH, and the list re-reads", async () => {
  const privateOne = {
    ...completedResponse,
    isPublic: false,
    rating: undefined,
    review: undefined,
    answers: [],
    handled: false,
    note: '',
  };
  server.route('PATCH /api/responses/r1', (req) =>
    ok({ response: { ...privateOne, ...(req.body as object), note: "Qo'ng'iroq qildik" } }),
  );
  // the list under the dialog, as it was read before the save
  const list = responseQueries.list(FIRST_RESPONSES_PAGE).queryKey;
  queryClient.setQueryData(list, { responses: [privateOne], pagination: { total: 1, page: 1, limit: 10 } });
  renderAt(<ResponseDetailDialog response={privateOne} onClose={() => {}} />);
  const save = await screen.findByRole('button', { name: 'Saqlash' });
  expect(save.hasAttribute('disabled')).toBe(true);
  fireEvent.click(screen.getByRole('switch', { name: 'Hal qilindi' }));
  fireEvent.change(screen.getByLabelText('Izoh'), { target: { value: "  Qo'ng'iroq qildik  " } });
  fireEvent.click(save);
  expect(await screen.findByText('Saqlandi')).toBeVisible();
  expect(server.requests.find((r) => r.method === 'PATCH')?.body).toEqual({
    handled: true,
    note: "  Qo'ng'iroq qildik  ",
  });
  expect((screen.getByLabelText('Izoh') as HTMLTextAreaElement).value).toBe("Qo'ng'iroq qildik");
  expect(screen.getByRole('switch', { name: 'Hal qilindi' }).getAttribute('aria-checked')).toBe('true');
  // its row's 'Hal qilindi' comes with the next read: the list is no longer taken as current
  await waitFor(() => expect(queryClient.getQueryState(list)?.isInvalidated).toBe(true));
});

test('a refused note shows the Uzbek message and keeps the text', async () => {
  server.route('PATCH /api/responses/r1', {
    status: 400,
    body: { success: false, message: 'Izoh 1000 ta belgidan oshmasligi kerak' },
  });
  renderAt(
    <ResponseDetailDialog response={{ ...completedResponse, handled: true, note: 'eski' }} onClose={() => {}} />,
  );
  expect(((await screen.findByLabelText('Izoh')) as HTMLTextAreaElement).value).toBe('eski');
  fireEvent.change(screen.getByLabelText('Izoh'), { target: { value: 'yangi' } });
  fireEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
  expect(await screen.findByText('Izoh 1000 ta belgidan oshmasligi kerak')).toBeVisible();
  expect((screen.getByLabelText('Izoh') as HTMLTextAreaElement).value).toBe('yangi');
});
