import { and, desc, eq, sql } from 'drizzle-orm';
import type { Client } from '@fikr/shared/core';
import type { Db } from '../db/client';
import { clients } from '../db/schema';
import type { Scope } from './scope';

/**
 * GET /business/clients: the customers the business sent requests to, newest first (the request dialog's
 * suggestions). A branch-bound member sees only those with a response of their branch.
 */
export async function listClients(db: Db, scope: Scope): Promise<Client[]> {
  return db
    .select({ _id: clients.id, name: clients.name, phone: clients.phone })
    .from(clients)
    .where(
      and(
        eq(clients.businessId, scope.businessId),
        scope.branchId
          ? sql`exists (select 1 from responses r where r.business_id = ${clients.businessId}
                          and r.customer_phone = ${clients.phone} and r.branch_id = ${scope.branchId})`
          : undefined,
      ),
    )
    .orderBy(desc(clients.updatedAt), desc(clients.id))
    .limit(5000);
}
