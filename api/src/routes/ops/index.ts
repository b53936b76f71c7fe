import type { FastifyInstance } from 'fastify';
import operatorGuard from '../../plugins/operator-guard';
import businessesRoutes from './businesses';
import messagesRoutes from './messages';
import moneyRoutes from './money';
import payoutsRoutes from './payouts';
import reconcileRoutes from './reconcile';
import remotesRoutes from './remotes';
import smsTemplatesRoutes from './sms-templates';

/**
 * /api/ops: the platform operators' console, one module per resource. The operator guard comes first and covers
 * every route here; every operator action goes to the append-only ops_audit in the action's own transaction.
 */
export default async function opsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(operatorGuard);
  await app.register(businessesRoutes);
  await app.register(reconcileRoutes);
  await app.register(messagesRoutes);
  await app.register(moneyRoutes);
  await app.register(payoutsRoutes);
  await app.register(remotesRoutes);
  await app.register(smsTemplatesRoutes);
}
