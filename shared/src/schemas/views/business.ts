import { z } from '../zod';
import { isoTime } from './envelope';
import { reviewLinksViewSchema } from './closing-loop';

export const subscriptionPlanSchema = z.enum(['premium', 'business', 'standard']);

export const subscriptionSchema = z.object({
  plan: subscriptionPlanSchema,
  features: z
    .object({
      forms: z.union([z.number(), z.boolean()]).optional(),
      sms: z.union([z.number(), z.boolean()]).optional(),
      analytics: z.boolean().optional(),
    })
    .optional(),
});

/** The signed-in user's business (GET /business, inside the user of /auth/me). */
export const businessSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string().optional(),
  /** Category id 0..8, see CATEGORIES. */
  category: z.number().int(),
  phone: z.string(),
  email: z.string().optional(),
  /** Region id 1..14. */
  region: z.number().int().nullable().optional(),
  /** District id 1..157. */
  district: z.number().int().nullable().optional(),
  address: z.string().optional(),
  /** Path on the product's own host, e.g. /uploads/logos/<sha256>.png. */
  logo: z.string().nullable().optional(),
  /** Google Maps, Yandex Maps and 2GIS pages shown to every customer who answered publicly (never with a reward). */
  reviewLinks: reviewLinksViewSchema.optional(),
  /** Coin balance in som. */
  coin: z.number(),
  subscription: subscriptionSchema.optional(),
  createdAt: isoTime.optional(),
  updatedAt: isoTime.optional(),
});

/** A customer this business has sent requests to (GET /business/clients). */
export const clientSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** Digits including the country code, e.g. 998901234567. */
  phone: z.string(),
});

export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  /** The user proved the phone with a code: only then does it join a team, act as an operator or take coins. */
  phoneVerified: z.boolean(),
  business: businessSchema.nullable(),
});

/** GET and PUT /auth/me. */
export const sessionUserSchema = z.object({
  user: userSchema,
  /** Every business the user belongs to, with the role there: their own (owner) and those they joined as staff. */
  businesses: z.array(z.object({ _id: z.string(), name: z.string(), role: z.enum(['owner', 'manager', 'cashier']) })),
  /** The user is one of the platform's operators (OPERATOR_PHONES): the console adds the operators' pages. */
  operator: z.boolean(),
});

/** POST /auth/phone/verify: the user, whose phone is now proven. */
export const phoneProvenSchema = z.object({ user: userSchema });

/** POST /auth/register and /auth/login. */
export const authResultSchema = z.object({ token: z.string(), user: userSchema });

/** The business's Telegram alert chat (GET/PATCH/DELETE /business/telegram). */
export const telegramAlertSettingsSchema = z.object({
  linked: z.boolean(),
  chatId: z.string().nullable(),
  chatName: z.string(),
  threshold: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  linkedAt: isoTime.nullable(),
});

/** POST /business/telegram-link: https://t.me/<bot>?start=<one-time token>. */
export const telegramLinkSchema = z.object({ url: z.string() });
