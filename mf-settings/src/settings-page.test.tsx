/** @jest-environment jsdom */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import FeatureRoutes from './routes';
import { renderAt, useApiServer } from '@fikr/shared/testing';

jest.setTimeout(30_000);
const fx = useApiServer();

beforeEach(() => {
  fx.server.route('GET /api/business', {
    status: 200,
    body: { success: true, data: { _id: 'b1', name: 'Rayhon', category: 2, phone: '998901234567', coin: 0 } },
  });
});

/** The router's location as the shared render helper shows it (pathname + search). */
const location = () => screen.getByTestId('location').textContent;

const paymentsTab = <div>mf-payments tab</div>;

it('opens the Account tab by default and syncs the tab with ?tab=', async () => {
  renderAt(<FeatureRoutes paymentsTab={paymentsTab} />, '/business/settings');
  expect(await screen.findByText('Biznes profili')).toBeVisible();
  expect(screen.queryByText('mf-payments tab')).not.toBeInTheDocument();
  fireEvent.click(screen.getByText("To'lovlar"));
  expect(await screen.findByText('mf-payments tab')).toBeVisible();
  expect(location()).toBe('/business/settings?tab=1');
  fireEvent.click(screen.getByText('Akkaunt'));
  await waitFor(() => expect(location()).toBe('/business/settings?tab=0'));
});

it('opens the Payments tab from ?tab=1 with the node the shell passed', async () => {
  renderAt(<FeatureRoutes paymentsTab={paymentsTab} />, '/business/settings?tab=1');
  expect(await screen.findByText('mf-payments tab')).toBeVisible();
  expect(screen.getByRole('tab', { selected: true })).toHaveAccessibleName("To'lovlar");
});

it('never imports mf-payments: the payments tab only arrives as a prop', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) =>
      statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)],
    );
  const importers = files(__dirname).filter(
    (f) => !f.endsWith('.test.tsx') && /from ['"]mf-payments|import\(['"]mf-payments/.test(readFileSync(f, 'utf8')),
  );
  expect(importers).toEqual([]);
});
