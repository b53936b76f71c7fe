import type { Id } from './common';

export type SubscriptionPlan = 'premium' | 'business' | 'standard';

export interface SubscriptionFeatures {
  forms?: number | boolean;
  sms?: number | boolean;
  analytics?: boolean;
}

export interface Subscription {
  plan: SubscriptionPlan;
  features?: SubscriptionFeatures;
}

export interface Business {
  _id: Id;
  name: string;
  description?: string;
  /** Category id 0..8, see CATEGORIES. */
  category: number;
  phone: string;
  email?: string;
  /** Region id 1..14. */
  region?: number | null;
  /** District id 1..157. */
  district?: number | null;
  address?: string;
  /** Path on the product's own host, e.g. /uploads/logo-1.png. */
  logo?: string | null;
  /** Coin balance in som. */
  coin: number;
  subscription?: Subscription;
  createdAt?: string;
  updatedAt?: string;
}
