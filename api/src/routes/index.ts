import autoload from '@fastify/autoload';
import type { FastifyInstance } from 'fastify';
import { notFoundBody, readerLang } from '../plugins/error-handler';

/**
 * Everything under /api: the folder of a route module is its URL (payment/uzcard/index.ts → /api/payment/uzcard);
 * a folder's index registers the modules beside it, and its autohooks apply to the routes of that folder.
 */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  app.setNotFoundHandler((request, reply) => reply.status(404).send(notFoundBody(readerLang(request))));
  await app.register(autoload, {
    dir: __dirname,
    autoHooks: true,
    // This file loads the folder; the tests sit beside the routes they test.
    ignoreFilter: (file) => /^\/index\.[jt]s$/.test(file),
    ignorePattern: /\.test\.[jt]s$/,
  });
}
