import { hasBusiness, type User } from '@fikr/shared/core';

/** Where a start button leads: login, then the wizard, then the console (spec, landing). */
export function startTarget(user: User | null): string {
  if (!user) return '/login';
  return hasBusiness(user) ? '/business/dashboard' : '/create-business';
}
