import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { FIRST_RESPONSES_PAGE, i18n, queryClient, responseQueries, setLanguage } from '@fikr/shared';
import { ResponseDetailDialog } from '../detail/response-detail-dialog';
import { seedResponses, serveResponses } from '../list/list-fixture';
import FeatureRoutes from '../routes';
import { consoleForm, ok, tableRows, useApiServer } from '@fikr/shared/testing';
import { renderAt } from '../test/render';
import { completedResponse } from '../test/sample-response';

jest.setTimeout(20_000);
const { server } = useApiServer();
beforeEach(() => {
  server.route('GET /api/forms/f1', ok(consoleForm({ _id: 'f1', title: 'Xizmat sifati' })));
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('uz');
});

const failed = {
  channel: 'sms' as const,
  status: 'failed' as const,
  attempts: 6,
  sentAt: null,
  lastError: 'eskiz send failed with HTTP 500',
};
const deliveryRow = () => screen.getByTestId('delivery-text').textContent;

test('the list shows each request’s SMS as an icon whose accessible name says how it went', async () => {
  const [a, b, c, d] = seedResponses(4);
  serveResponses(server, [
    {
      ...a,
      delivery: {
        channel: 'telegram',
        status: 'sent',
        attempts: 2,
        sentAt: '2026-03-01T09:31:00.000Z',
        lastError: 'sandbox: first attempt',
      },
    },
    {
      ...b,
      delivery: { channel: 'sms', status: 'queued', attempts: 1, sentAt: null, lastError: 'no answer within 5000 ms' },
    },
    { ...c, delivery: failed },
    { ...d, delivery: null },
  ]);
  renderAt(<FeatureRoutes />, { path: '/business/responses', route: '/business/responses/*' });
  await waitFor(() => expect(tableRows()).toHaveLength(4));
  const labels = Array.from(document.querySelectorAll('[data-testid^="delivery-"]')).map((el) =>
    el.getAttribute('aria-label'),
  );
  expect(labels).toEqual([
    'Telegram yuborildi (2-urinishda)',
    'SMS navbatda (urinishlar: 1) Oxirgi xato: no answer within 5000 ms',
    'SMS yuborilmadi (urinishlar: 6) Oxirgi xato: eskiz send failed with HTTP 500',
  ]);
  expect(screen.getByText('SMS', { selector: 'th' })).toBeVisible();
});

test("the detail dialog's SMS line: a failed SMS is sent again with 'Qayta yuborish', and the list re-reads", async () => {
  server.route(
    'POST /api/responses/r1/resend',
    ok({ delivery: { channel: 'sms', status: 'queued', attempts: 0, sentAt: null } }),
  );
  const list = responseQueries.list(FIRST_RESPONSES_PAGE).queryKey;
  queryClient.setQueryData(list, { responses: [], pagination: { total: 0, page: 1, limit: 10 } });
  renderAt(<ResponseDetailDialog response={{ ...completedResponse, delivery: failed }} onClose={() => {}} />);
  expect(deliveryRow()).toBe('SMS yuborilmadi (urinishlar: 6) Oxirgi xato: eskiz send failed with HTTP 500');
  fireEvent.click(screen.getByRole('button', { name: 'Qayta yuborish' }));
  await waitFor(() => expect(screen.getByTestId('delivery-text').textContent).toBe('SMS navbatda (urinishlar: 0)'));
  expect(server.requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual(['/api/responses/r1/resend']);
  // the row's SMS column comes with the next read: the list is no longer taken as current
  expect(queryClient.getQueryState(list)?.isInvalidated).toBe(true);
  expect(screen.getByRole('button', { name: 'Qayta yuborish' })).toBeVisible();
});

test('a refused resend (over the SMS limit) shows the server’s message; a sent SMS offers no resend', async () => {
  server.route('POST /api/responses/r1/resend', {
    status: 429,
    body: { success: false, message: "Juda ko'p so'rov yuborildi" },
  });
  renderAt(<ResponseDetailDialog response={{ ...completedResponse, delivery: failed }} onClose={() => {}} />);
  fireEvent.click(screen.getByRole('button', { name: 'Qayta yuborish' }));
  await screen.findByText("Juda ko'p so'rov yuborildi");
  expect(deliveryRow()).toContain('SMS yuborilmadi');
  cleanup();

  renderAt(
    <ResponseDetailDialog
      response={{
        ...completedResponse,
        delivery: { channel: 'telegram', status: 'sent', attempts: 1, sentAt: '2026-03-01T09:31:00.000Z' },
      }}
      onClose={() => {}}
    />,
  );
  expect(deliveryRow()).toBe('Telegram yuborildi (1-urinishda)');
  expect(screen.queryByRole('button', { name: 'Qayta yuborish' })).not.toBeInTheDocument();
});

/**
 * Renders, then waits for the language's antd locale, which the providers load after the first render, and the
 * dialog's opening: its close button is on screen, speaking that language.
 */
async function renderIn(ui: React.ReactElement, closeLabel: string) {
  renderAt(ui);
  // by its label, not by role: a role query recomputes every element's style against antd's CSS, seconds a poll
  const close = () => screen.getByLabelText(closeLabel, { selector: 'button' });
  await waitFor(() => expect(close()).toBeVisible(), { timeout: 5000 });
}

test('the SMS line in Russian and English', async () => {
  // as the language menu does: the remote's texts in that language are fetched, then shown
  await setLanguage('ru');
  await renderIn(
    <ResponseDetailDialog response={{ ...completedResponse, delivery: failed }} onClose={() => {}} />,
    'Закрыть',
  );
  expect(screen.getByTestId('delivery-text').textContent).toBe(
    'SMS не отправлено (попыток: 6) Последняя ошибка: eskiz send failed with HTTP 500',
  );
  expect(screen.getByRole('button', { name: 'Отправить снова' })).toBeVisible();
  cleanup();
  await setLanguage('en');
  await renderIn(
    <ResponseDetailDialog response={{ ...completedResponse, delivery: null }} onClose={() => {}} />,
    'Close',
  );
  expect(screen.getByText('No SMS (an answer through the open link)')).toBeVisible();
});
