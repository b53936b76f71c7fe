import { z } from '../zod';

/** GET /business/push: whether alerts can be pushed, and the VAPID public key a browser subscribes with. */
export const pushSettingsSchema = z.object({ available: z.boolean(), publicKey: z.string().nullable() });

/** POST / DELETE /business/push/subscriptions. */
export const pushSubscriptionStateSchema = z.object({ subscribed: z.boolean() });

export type PushSettings = z.output<typeof pushSettingsSchema>;
export type PushSubscriptionState = z.output<typeof pushSubscriptionStateSchema>;
