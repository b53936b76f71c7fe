import { act, fireEvent, render, screen } from '@testing-library/react';
import { Button } from 'antd';
import { getDefaultStore } from 'jotai';
import { AppProviders } from '@fikr/shared';
import { updateReadyAtom } from '../pwa/update-ready';
import { renderAt } from '../test/render';
import { AppNotices } from './app-notices';

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => {
  setOnline(true);
  act(() => getDefaultStore().set(updateReadyAtom, null));
});

test('offline: a banner says why, and every action is off until the network is back', async () => {
  renderAt(
    <AppProviders>
      <Button>Yuborish</Button>
      <AppNotices />
    </AppProviders>,
    '/business/dashboard',
  );
  expect(screen.queryByTestId('app-notices')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Yuborish' })).toBeEnabled();

  setOnline(false);
  // the bar is its own chunk: its first load in a test file compiles antd's Alert
  expect(await screen.findByTestId('offline-banner', {}, { timeout: 10_000 })).toHaveTextContent(
    "Internet yo'q: oxirgi saqlangan ma'lumotlar ko'rsatilmoqda",
  );
  expect(screen.getByRole('button', { name: 'Yuborish' })).toBeDisabled();

  setOnline(true);
  expect(screen.queryByTestId('offline-banner')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Yuborish' })).toBeEnabled();
});

test("a waiting new version is offered, and the owner's click takes it", async () => {
  const apply = jest.fn();
  // the default store, as the service worker's registration sets it outside React
  render(<AppNotices />);
  expect(screen.queryByTestId('update-prompt')).not.toBeInTheDocument();
  act(() => getDefaultStore().set(updateReadyAtom, { apply }));
  expect(await screen.findByTestId('update-prompt')).toHaveTextContent('Yangi versiya');
  fireEvent.click(screen.getByRole('button', { name: 'yangilash' }));
  expect(apply).toHaveBeenCalledTimes(1);
});
