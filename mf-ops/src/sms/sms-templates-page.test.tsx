/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { setLanguage } from '@fikr/shared';
import { ok, useApiServer } from '@fikr/shared/testing';
import { renderOps, sent } from '../test-render';

jest.setTimeout(30_000);
const fx = useApiServer();
afterEach(() => act(() => setLanguage('uz')));

const templates = [
  {
    key: 'sms.surveyCoin',
    lang: 'uz',
    text: "Rayhon fikringizni so'raydi: https://app.fikr.uz/form/x",
    encoding: 'GSM-7',
    segments: 1,
  },
  {
    key: 'sms.surveyCoin',
    lang: 'ru',
    text: 'Rayhon: отзыв за 10 coin кэшбэка: https://app.fikr.uz/form/x',
    encoding: 'UCS-2',
    segments: 2,
  },
  { key: 'sms.rewardVoucher', lang: 'ru', text: 'Очень длинный текст', encoding: 'UCS-2', segments: 3 },
];

it('lists each template and language with its encoding and segments, and marks one over 2 segments', async () => {
  fx.server.route('GET /api/ops/sms-templates', ok({ templates }));
  renderOps('/business/ops/sms');
  const table = await screen.findByRole('table', { name: 'SMS shablonlari va segmentlari' });
  const rows = within(table).getAllByRole('row');
  expect(rows[0]).toHaveTextContent('ShablonTilEng uzun matnKodlashSegmentlar');
  expect(rows[1]).toHaveTextContent("sms.surveyCoinuzRayhon fikringizni so'raydi: https://app.fikr.uz/form/xGSM-71");
  expect(rows[2]).toHaveTextContent(/^sms.surveyCoinru/);
  expect(rows[2]).toHaveTextContent(/UCS-22$/);
  expect(within(rows[3]).getByTitle('2 segmentdan ortiq')).toHaveTextContent('3');
  expect(within(rows[2]).queryByTitle('2 segmentdan ortiq')).toBeNull();
  expect(sent(fx, 'GET', '/sms-templates')).toHaveLength(1);

  await act(() => setLanguage('ru'));
  expect(await screen.findByRole('table', { name: 'Шаблоны SMS и их сегменты' })).toBeVisible();
  await act(() => setLanguage('en'));
  expect(await screen.findByRole('columnheader', { name: 'Segments' })).toBeVisible();
});

it('is reached from the operators’ nav', async () => {
  fx.server.route('GET /api/ops/reconcile', ok({ ok: true, checkedAt: '2026-01-02T10:00:00Z', mismatches: [] }));
  fx.server.route('GET /api/ops/sms-templates', ok({ templates }));
  renderOps('/business/ops/reconcile');
  const nav = await screen.findByRole('navigation', { name: "Platforma bo'limlari" });
  fireEvent.click(within(nav).getByText('SMS shablonlari'));
  expect(await screen.findByRole('table', { name: 'SMS shablonlari va segmentlari' })).toBeVisible();
});

it('says when the list cannot be loaded', async () => {
  fx.server.route('GET /api/ops/sms-templates', { status: 500, body: { success: false, message: 'x' } });
  renderOps('/business/ops/sms');
  expect(await screen.findByRole('alert')).toBeVisible();
  expect(screen.queryByRole('table')).toBeNull();
});
