/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ok, renderAt, useApiServer } from '@fikr/shared/testing';
import { PushToggle } from './push-toggle';
import { applicationServerKey } from './use-web-push';

jest.setTimeout(30_000);
const fx = useApiServer();

// A VAPID public key as web-push generates them: an uncompressed P-256 point, base64url.
const PUBLIC_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

/**
 * The browser's side, which jsdom lacks and no test machine can reach for real (subscribing needs the browser
 * vendor's push service): a service worker registration whose push manager hands out one subscription.
 */
function browserWithPush(permission: NotificationPermission = 'default', grant: NotificationPermission = 'granted') {
  const calls = { subscribe: [] as PushSubscriptionOptionsInit[], unsubscribed: 0 };
  let subscription: object | null = null;
  const made = {
    endpoint: 'https://push.example.net/send/abc',
    toJSON: () => ({ endpoint: 'https://push.example.net/send/abc', keys: { p256dh: 'BPp256dh', auth: 'authKey' } }),
    unsubscribe: async () => {
      calls.unsubscribed += 1;
      subscription = null;
      return true;
    },
  };
  const pushManager = {
    getSubscription: async () => subscription,
    subscribe: async (options: PushSubscriptionOptionsInit) => {
      calls.subscribe.push(options);
      subscription = made;
      return made;
    },
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager }) },
  });
  Object.assign(window, {
    PushManager: function PushManager() {},
    Notification: { permission, requestPermission: async () => grant },
  });
  return calls;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(window, 'PushManager');
  Reflect.deleteProperty(window, 'Notification');
});

const servePush = (available = true) =>
  fx.server.route('GET /api/business/push', ok({ available, publicKey: available ? PUBLIC_KEY : null }));

it('turns low-rating notifications on for this device, then off, telling the server each time', async () => {
  const calls = browserWithPush();
  servePush();
  fx.server.route('POST /api/business/push/subscriptions', ok({ subscribed: true }, 201));
  fx.server.route('DELETE /api/business/push/subscriptions', ok({ subscribed: false }));
  renderAt(<PushToggle />);
  const toggle = await screen.findByRole('switch', { name: 'Shu qurilmaga bildirishnoma' });
  expect(screen.getByText("O'chirilgan")).toBeVisible();

  fireEvent.click(toggle);
  expect(await screen.findByText('Yoqilgan: past baho haqida shu qurilmaga xabar keladi')).toBeVisible();
  expect(calls.subscribe).toEqual([{ userVisibleOnly: true, applicationServerKey: applicationServerKey(PUBLIC_KEY) }]);
  const posted = fx.server.requests.find((r) => r.method === 'POST');
  expect(posted?.body).toEqual({
    endpoint: 'https://push.example.net/send/abc',
    keys: { p256dh: 'BPp256dh', auth: 'authKey' },
  });

  fireEvent.click(toggle);
  expect(await screen.findByText("O'chirilgan")).toBeVisible();
  expect(fx.server.requests.find((r) => r.method === 'DELETE')?.body).toEqual({
    endpoint: 'https://push.example.net/send/abc',
  });
  expect(calls.unsubscribed).toBe(1);
});

it('a refused permission subscribes nothing and says where to allow it', async () => {
  const calls = browserWithPush('default', 'denied');
  servePush();
  renderAt(<PushToggle />);
  const toggle = await screen.findByRole('switch', { name: 'Shu qurilmaga bildirishnoma' });
  Object.assign(window.Notification, { permission: 'denied' });
  fireEvent.click(toggle);
  expect(
    await screen.findByText('Bildirishnomalar brauzer sozlamalarida taqiqlangan: ularni u yerda yoqing.'),
  ).toBeVisible();
  expect(toggle).toBeDisabled();
  expect(calls.subscribe).toEqual([]);
  expect(fx.server.requests.filter((r) => r.method === 'POST')).toEqual([]);
});

it('a browser without push gets the switch disabled with the reason; a server without push shows nothing', async () => {
  servePush();
  const view = renderAt(<PushToggle />);
  expect(await screen.findByRole('switch', { name: 'Shu qurilmaga bildirishnoma' })).toBeDisabled();
  expect(screen.getByText(/Bu brauzer bildirishnomalarni qo'llab-quvvatlamaydi/)).toBeVisible();
  view.unmount();

  fx.server.reset();
  servePush(false);
  renderAt(<PushToggle />);
  await waitFor(() => expect(fx.server.requests.some((r) => r.path === '/api/business/push')).toBe(true));
  await waitFor(() => expect(screen.queryByTestId('push-toggle')).not.toBeInTheDocument());
});

it('reads the VAPID key as the bytes of its base64url text', () => {
  const key = applicationServerKey(PUBLIC_KEY);
  expect(key).toHaveLength(65);
  expect(key[0]).toBe(4); // an uncompressed elliptic-curve point
});
