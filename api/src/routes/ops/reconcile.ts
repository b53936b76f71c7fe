import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reconciliationSchema } from '@fikr/shared/core';
import { recordOps } from '../../services/ops';
import { lastReconciliation, reconcileNow } from '../../services/reconcile';
import { ok, okResponse } from '../replies';
import { secured } from './ops-params';

/** Balances against their ledger: run a reconciliation now, or read the last one. */
export default async function reconcileRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post('/reconcile', { schema: { ...secured, response: okResponse(reconciliationSchema) } }, async (request) => {
    const result = await reconcileNow(app.db, app.config, (tx, mismatches) =>
      recordOps(
        tx,
        request.operator,
        'reconcile.run',
        mismatches.length === 0 ? 'ok' : `${mismatches.length} mismatches`,
      ),
    );
    return ok(result);
  });
  app.get('/reconcile', { schema: { ...secured, response: okResponse(reconciliationSchema) } }, async () =>
    ok(await lastReconciliation(app.db)),
  );
}
