import type { z } from 'zod';
import type { businessSchema, subscriptionPlanSchema, subscriptionSchema } from '../schemas/views/business';

// Inferred from the schemas the API declares its answers with (schemas/views).

export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

export type Subscription = z.infer<typeof subscriptionSchema>;

export type SubscriptionFeatures = NonNullable<Subscription['features']>;

export type Business = z.infer<typeof businessSchema>;
