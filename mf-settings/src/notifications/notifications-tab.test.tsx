/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import FeatureRoutes from '../routes';
import { ok, renderAt, useApiServer } from '@fikr/shared/testing';

jest.setTimeout(30_000);
const fx = useApiServer();

const unlinked = { linked: false, chatId: null, chatName: '', threshold: 2, linkedAt: null };
const linked = {
  linked: true,
  chatId: '777',
  chatName: 'Aziz Karimov',
  threshold: 2,
  linkedAt: '2026-01-01T00:00:00.000Z',
};

it('gets a one-time Telegram link with its QR code, then shows the chat once the bot linked it', async () => {
  let current: typeof unlinked | typeof linked = unlinked;
  fx.server.route('GET /api/business/telegram', () => ok(current));
  fx.server.route('POST /api/business/telegram-link', ok({ url: 'https://t.me/FikrAlertsBot?start=abc123' }));
  renderAt(<FeatureRoutes />, '/business/settings?tab=2');
  expect(await screen.findByText('Telegram chat hali ulanmagan.')).toBeVisible();
  fireEvent.click(screen.getByText('Telegram havolasini olish'));
  const link = await screen.findByText('https://t.me/FikrAlertsBot?start=abc123');
  expect(link.closest('a')?.getAttribute('href')).toBe('https://t.me/FikrAlertsBot?start=abc123');
  expect(screen.getByLabelText('Telegram havolasining QR kodi')).toBeVisible();
  current = linked; // the owner pressed Start in the bot: the tab notices by itself
  expect(await screen.findByText('Ulangan chat: Aziz Karimov', {}, { timeout: 8_000 })).toBeVisible();
  expect(screen.getByText('Chat ID: 777')).toBeVisible();
});

it('changes the threshold and unlinks the chat', async () => {
  fx.server.route('GET /api/business/telegram', ok(linked));
  fx.server.route('PATCH /api/business/telegram', (req) =>
    ok({ ...linked, threshold: (req.body as { threshold: number }).threshold }),
  );
  fx.server.route('DELETE /api/business/telegram', ok({ ...unlinked, threshold: 3 }));
  renderAt(<FeatureRoutes />, '/business/settings?tab=2');
  expect(await screen.findByText('Ulangan chat: Aziz Karimov')).toBeVisible();
  expect(screen.getByRole('tab', { selected: true })).toHaveAccessibleName('Bildirishnomalar');
  fireEvent.click(screen.getByLabelText('3 va undan past'));
  await waitFor(() => expect(fx.server.requests.find((r) => r.method === 'PATCH')?.body).toEqual({ threshold: 3 }));
  await waitFor(() => expect((screen.getByLabelText('3 va undan past') as HTMLInputElement).checked).toBe(true));
  fireEvent.click(screen.getByText('Uzish'));
  expect(await screen.findByText('Telegram chat hali ulanmagan.')).toBeVisible();
  expect(
    screen.getByText('Faqat ochiq javoblar haqida xabar beriladi: maxfiy javoblar hech qachon yuborilmaydi.'),
  ).toBeVisible();
});
