import { eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Whose rows a request may reach: its business and, for a member bound to a branch, that branch alone (owners and
 * whole-business members have `branchId: null`). Services that read or change responses, requests, vouchers or
 * clients take a Scope rather than a business id, so no caller can leave the branch out.
 */
export interface Scope {
  businessId: string;
  branchId: string | null;
}

/** The whole business (owners, whole-business members, the system itself). */
export const wholeBusiness = (businessId: string): Scope => ({ businessId, branchId: null });

/** `column = <branch>` for a branch-bound scope, nothing otherwise. A row of another branch is then never found. */
export function inBranch(column: AnyPgColumn, scope: Scope): SQL | undefined {
  return scope.branchId ? eq(column, scope.branchId) : undefined;
}
