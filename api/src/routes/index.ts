import type { FastifyInstance } from 'fastify';
import { notFoundBody, readerLang } from '../plugins/error-handler';
import { loopbackOnly } from '../plugins/loopback-only';
import authRoutes from './auth';
import businessRoutes from './business';
import customerRoutes from './customer';
import outboxRoutes from './dev/outbox';
import formRoutes from './forms';
import healthRoutes from './health';
import readyRoutes from './ready';
import uzcardRoutes from './payment/uzcard';
import publicLinkRoutes from './public/links';
import publicVoucherRoutes from './public/vouchers';
import responseRoutes from './responses';
import statsRoutes from './stats';
import telegramRoutes from './telegram';
import voucherRoutes from './vouchers';

/** Everything under /api; the folder of a route module is its URL. */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  app.setNotFoundHandler((request, reply) => reply.status(404).send(notFoundBody(readerLang(request))));
  await app.register(healthRoutes, { prefix: '/health' });
  await app.register(readyRoutes, { prefix: '/ready' });
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(businessRoutes, { prefix: '/business' });
  await app.register(customerRoutes, { prefix: '/customer' });
  await app.register(formRoutes, { prefix: '/forms' });
  await app.register(responseRoutes, { prefix: '/responses' });
  await app.register(statsRoutes, { prefix: '/stats' });
  await app.register(voucherRoutes, { prefix: '/vouchers' });
  await app.register(uzcardRoutes, { prefix: '/payment/uzcard' });
  await app.register(publicVoucherRoutes, { prefix: '/public/vouchers' });
  await app.register(publicLinkRoutes, { prefix: '/public' });
  await app.register(telegramRoutes, { prefix: '/telegram' });
  // The sandbox's recordings (reset passwords, OTPs, links) are for this machine only: 404 to anyone else.
  await app.register(
    async (dev) => {
      dev.addHook('onRequest', loopbackOnly);
      await dev.register(outboxRoutes);
    },
    { prefix: '/dev' },
  );
}
