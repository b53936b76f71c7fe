/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { ok, useApiServer } from '@fikr/shared/testing';
import { renderOps, sent } from '../test-render';

jest.setTimeout(30_000);
const fx = useApiServer();

it('says when none has run yet; run now shows the result and when it was checked', async () => {
  fx.server.route('GET /api/ops/reconcile', ok({ ok: true, checkedAt: new Date(0).toISOString(), mismatches: [] }));
  fx.server.route('POST /api/ops/reconcile', ok({ ok: true, checkedAt: '2026-01-02T10:00:00Z', mismatches: [] }));
  renderOps('/business/ops/reconcile');
  const result = await screen.findByRole('region', { name: 'Oxirgi solishtirish' });
  expect(await within(result).findByText('Hali solishtirilmagan')).toBeVisible();
  fireEvent.click(screen.getByRole('button', { name: 'Hozir solishtirish' }));
  expect(await within(result).findByText('Hammasi mos')).toBeVisible();
  expect(within(result).getByText('Tekshirilgan: 02-01-2026 15:00')).toBeVisible();
  expect(sent(fx, 'POST', '/reconcile')).toHaveLength(1);
});

it('lists the mismatches of a reconciliation that found some', async () => {
  const mismatch = { check: 'business balance', target: 'b1', expected: 50000, actual: 50007 };
  fx.server.route(
    'GET /api/ops/reconcile',
    ok({ ok: false, checkedAt: '2026-01-02T10:00:00Z', mismatches: [mismatch] }),
  );
  renderOps('/business/ops/reconcile');
  expect(await screen.findByText('1 ta nomuvofiqlik')).toBeVisible();
  const row = within(screen.getByRole('table', { name: 'Nomuvofiqliklar' })).getAllByRole('row')[1];
  expect(row).toHaveTextContent('business balanceb150 00050 007');
});
