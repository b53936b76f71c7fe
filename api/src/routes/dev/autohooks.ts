import type { FastifyInstance } from 'fastify';
import { loopbackOnly } from '../../plugins/loopback-only';

/** The sandbox's recordings (reset passwords, OTPs, links) are for this machine only: 404 to anyone else. */
export default async function devHooks(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', loopbackOnly);
}
