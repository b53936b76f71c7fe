import { z } from './zod';

const BASE64URL_RE = /^[A-Za-z0-9_-]+={0,2}$/;

/** A key of PushSubscription.toJSON(): base64url, `min`–`max` characters. */
const pushKey = (min: number, max: number) =>
  z
    .string({ error: 'validation.pushKeysInvalid' })
    .min(min, { error: 'validation.pushKeysInvalid' })
    .max(max, { error: 'validation.pushKeysInvalid' })
    .regex(BASE64URL_RE, { error: 'validation.pushKeysInvalid' });

/** A push service's endpoint: always https. */
const pushEndpoint = z
  .string({ error: 'validation.pushEndpointInvalid' })
  .max(1000, { error: 'validation.pushEndpointInvalid' })
  .refine((value) => URL.canParse(value) && new URL(value).protocol === 'https:', {
    error: 'validation.pushEndpointInvalid',
  });

/** POST /business/push/subscriptions: the browser's PushSubscription.toJSON() (expirationTime is not kept). */
export const pushSubscribeSchema = z.object({
  endpoint: pushEndpoint,
  // p256dh is a 65-byte P-256 point (87 characters), auth 16 bytes (22); a little room for padding
  keys: z.object({ p256dh: pushKey(80, 100), auth: pushKey(16, 32) }, { error: 'validation.pushKeysInvalid' }),
});

/** DELETE /business/push/subscriptions. */
export const pushUnsubscribeSchema = z.object({ endpoint: pushEndpoint });

export type PushSubscribePayload = z.output<typeof pushSubscribeSchema>;
export type PushUnsubscribePayload = z.output<typeof pushUnsubscribeSchema>;
