import type { User } from '../types/user';

/** Its presence selects the dashboard; without it the user is sent to /create-business. */
export function hasBusiness(user: User | null | undefined): boolean {
  return Boolean(user?.business);
}
