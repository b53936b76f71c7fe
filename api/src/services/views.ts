import { NO_REVIEW_LINKS, type Business, type User } from '@fikr/shared/core';
import type { businesses, users } from '../db/schema';

type BusinessRow = typeof businesses.$inferSelect;
type UserRow = typeof users.$inferSelect;

const iso = (d: Date | string) => new Date(d).toISOString();

export function businessView(row: BusinessRow): Business {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    phone: row.phone,
    email: row.email ?? '',
    region: row.region,
    district: row.district,
    address: row.address,
    logo: row.logo,
    reviewLinks: row.reviewLinks ?? NO_REVIEW_LINKS,
    coin: Number(row.coin),
    subscription: { plan: 'standard', features: { forms: true, sms: true, analytics: true } },
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export function userView(user: UserRow, business: BusinessRow | null | undefined): User {
  return {
    _id: user.id,
    name: user.name,
    phone: user.phone,
    phoneVerified: user.phoneVerifiedAt !== null,
    business: business ? businessView(business) : null,
  };
}
