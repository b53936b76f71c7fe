import { readToken, writeBusinessChoice, writeToken } from '@fikr/shared';
import type { User } from '@fikr/shared/core';

// The console's session helpers (axios, jotai) would outweigh this page's script: the same two calls by fetch,
// with the token where the console keeps it.

/**
 * The signed-in user behind the stored token: GET /api/auth/me as the console asks it. A refused token is
 * dropped as the console drops it; a network failure leaves it for the console to judge.
 */
export async function fetchUser(token: string): Promise<User | null> {
  const res = await fetch('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
  if (res.status === 401) {
    writeToken(null);
    writeBusinessChoice(null);
    return null;
  }
  if (!res.ok) return null;
  const body = (await res.json()) as { data?: { user?: User } };
  return body.data?.user ?? null;
}

/** Ends the session here (the business chosen with it) and on the server (POST /api/auth/logout revokes it everywhere). */
export function endSession(): void {
  const token = readToken();
  writeToken(null);
  writeBusinessChoice(null);
  if (token) void fetch('/api/auth/logout', { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
}
