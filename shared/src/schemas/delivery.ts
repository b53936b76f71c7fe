import { z } from './zod';

export const deliveryStatusSchema = z.enum(['queued', 'scheduled', 'sent', 'failed']);

/** How a customer's message goes: by the bot to their linked Telegram chat, or by SMS (also Telegram's fallback). */
export const deliveryChannelSchema = z.enum(['telegram', 'sms']);

/**
 * How a survey request's message (by Telegram or SMS) fares in the outbox: queued (waiting or being retried), scheduled (asked for at night, sent at 09:00 Tashkent time), sent, or failed after its
 * last attempt. `lastError` is the provider's most recent refusal, if any.
 */
export const deliverySchema = z.object({
  channel: deliveryChannelSchema,
  status: deliveryStatusSchema,
  attempts: z.number().int().min(0),
  sentAt: z.string().nullable(),
  lastError: z.string().optional(),
});

export type DeliveryStatus = z.infer<typeof deliveryStatusSchema>;
export type DeliveryChannel = z.infer<typeof deliveryChannelSchema>;
export type Delivery = z.infer<typeof deliverySchema>;
