import webpush, { WebPushError } from 'web-push';
import { PushSubscriptionGone, type PushProvider } from './types';

export interface WebPushSettings {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: contact the push services see (VAPID_SUBJECT). */
  subject: string;
  /** How long a push service keeps an alert for a browser that is offline. */
  ttlSeconds?: number;
}

/** Sends through the browser's push service with the web-push library (VAPID-signed, payload encrypted). */
export function webPushService(settings: WebPushSettings): PushProvider {
  const vapidDetails = { subject: settings.subject, publicKey: settings.publicKey, privateKey: settings.privateKey };
  return {
    kind: 'webpush',
    async send(target, payload) {
      try {
        await webpush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          payload,
          {
            vapidDetails,
            TTL: settings.ttlSeconds ?? 24 * 60 * 60,
          },
        );
      } catch (err) {
        if (err instanceof WebPushError && (err.statusCode === 404 || err.statusCode === 410))
          throw new PushSubscriptionGone(target.endpoint);
        throw err;
      }
    },
  };
}

/** PUSH_PROVIDER=off: nothing is queued for it; a push left from before fails its attempts (the subscription stays). */
export function pushOff(): PushProvider {
  return {
    kind: 'off',
    send: () => Promise.reject(new Error('PUSH_PROVIDER is off')),
  };
}
