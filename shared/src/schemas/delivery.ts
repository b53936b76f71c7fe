import { z } from './zod';

export const deliveryStatusSchema = z.enum(['queued', 'sent', 'failed']);

/**
 * How a survey request's SMS fares in the outbox: queued (waiting or being retried), sent, or failed after its
 * last attempt. `lastError` is the provider's most recent refusal, if any.
 */
export const deliverySchema = z.object({
  status: deliveryStatusSchema,
  attempts: z.number().int().min(0),
  sentAt: z.string().nullable(),
  lastError: z.string().optional(),
});

export type DeliveryStatus = z.infer<typeof deliveryStatusSchema>;
export type Delivery = z.infer<typeof deliverySchema>;
