import autoload from '@fastify/autoload';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { notFoundBody, readerLang } from '../plugins/error-handler';

/**
 * Everything under /api: the folder of a route module is its URL (payment/uzcard/index.ts → /api/payment/uzcard);
 * a folder's index registers the modules beside it, and its autohooks apply to the routes of that folder.
 */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  // JSON answers over 1 KB go gzip-compressed (the responses list and trends are tens of KB on a phone network).
  // gzip, not brotli: brotli's default level costs far more CPU per dynamic answer than it saves in bytes. Only
  // under /api: static files are precompressed at build time and the public app's pages pass through unchanged.
  await app.register(compress, { encodings: ['gzip', 'deflate'], threshold: 1024 });
  app.setNotFoundHandler((request, reply) => reply.status(404).send(notFoundBody(readerLang(request))));
  await app.register(autoload, {
    dir: __dirname,
    autoHooks: true,
    // This file loads the folder; the tests sit beside the routes they test.
    ignoreFilter: (file) => /^\/index\.[jt]s$/.test(file),
    ignorePattern: /\.test\.[jt]s$/,
  });
}
