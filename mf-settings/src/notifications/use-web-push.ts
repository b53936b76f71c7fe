import { useCallback, useEffect, useState } from 'react';
import { api, queryClient, queryOptions, unwrap, useQuery } from '@fikr/shared';
import type { PushSettings } from '@fikr/shared/schemas';
import { useChange } from './use-change';

/** GET /business/push: the server's Web Push key. */
const pushQuery = () =>
  queryOptions({
    queryKey: ['business', 'push'] as const,
    queryFn: ({ signal }) => api.get('/business/push', { signal }).then((r) => unwrap<PushSettings>(r)),
  });

/** What this browser can do: push needs a service worker, the Push API and notifications. */
export type PushSupport = 'supported' | 'unsupported' | 'denied';

export function pushSupport(): PushSupport {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'supported';
}

/** The VAPID public key (base64url) as the Push API's applicationServerKey wants it. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const key = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) key[i] = raw.charCodeAt(i);
  return key;
}

const currentSubscription = async () => (await navigator.serviceWorker.ready).pushManager.getSubscription();

/**
 * This device's Web Push for low ratings: `on` is whether the browser holds a subscription; `turnOn` asks for
 * notification permission, subscribes with the server's key and hands the subscription to the server
 * (POST /business/push/subscriptions); `turnOff` unsubscribes and tells the server (DELETE).
 */
export function useWebPush() {
  const request = useQuery(pushQuery(), queryClient);
  const [support, setSupport] = useState<PushSupport>(pushSupport);
  const [on, setOn] = useState(false);
  const { busy, error, change } = useChange(useCallback(() => setSupport(pushSupport()), []));

  useEffect(() => {
    if (support !== 'supported') return undefined;
    let live = true;
    void currentSubscription().then((subscription) => live && setOn(subscription !== null));
    return () => {
      live = false;
    };
  }, [support]);

  const publicKey = request.data?.publicKey ?? null;
  const turnOn = () =>
    change(async () => {
      if ((await Notification.requestPermission()) !== 'granted' || !publicKey) return;
      const registration = await navigator.serviceWorker.ready;
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: applicationServerKey(publicKey),
      });
      const { endpoint, keys } = subscription.toJSON();
      await api.post('/business/push/subscriptions', { endpoint, keys });
      setOn(true);
    });
  const turnOff = () =>
    change(async () => {
      const subscription = await currentSubscription();
      if (subscription) {
        await api.delete('/business/push/subscriptions', { data: { endpoint: subscription.endpoint } });
        await subscription.unsubscribe();
      }
      setOn(false);
    });

  return { settings: request.data, support, on, busy, error, turnOn, turnOff };
}
