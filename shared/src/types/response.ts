import type { z } from 'zod';
import type { clientSchema } from '../schemas/views/business';
import type { answerSchema, responseSchema, responsesPageSchema } from '../schemas/views/response';

export type { Delivery, DeliveryChannel, DeliveryStatus } from '../schemas/delivery';

// Inferred from the schemas the API declares its answers with (schemas/views).

export type Answer = z.infer<typeof answerSchema>;

/** A response as its business sees it; anonymous ones come without answers, rating and review. */
export type Response = z.infer<typeof responseSchema>;

export type ResponsesPage = z.infer<typeof responsesPageSchema>;

export type Client = z.infer<typeof clientSchema>;
