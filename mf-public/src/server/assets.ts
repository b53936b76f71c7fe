import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/** Names carrying a content hash (esbuild `client-[hash].js`), or their .br/.gz copy. */
const HASHED = /-[0-9A-Z]{8}\.(js|css|mjs)(\.br|\.gz)?$/;
const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
};

/**
 * The light app's static files under `prefix`, read into memory at start (one script and its .br and .gz
 * copies): sent with the copy the browser accepts, hashed names immutable for a year, anything else revalidated.
 */
export function serveAssets(app: FastifyInstance, dir: string, prefix: string): void {
  const files = new Map<string, Buffer>();
  for (const name of readdirSync(dir)) files.set(name, readFileSync(join(dir, name)));
  app.route({
    method: 'GET',
    url: `${prefix}:file`,
    handler: (request, reply) => {
      const name = (request.params as { file: string }).file;
      const plain = /\.(br|gz)$/.test(name) ? undefined : files.get(name);
      if (!plain) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      const accepts = String(request.headers['accept-encoding'] ?? '');
      const ext = /\.([a-z]+)$/.exec(name)?.[1] ?? '';
      reply
        .type(TYPES[ext] ?? 'application/octet-stream')
        .header('Cache-Control', HASHED.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache')
        .header('Vary', 'Accept-Encoding')
        .header('Access-Control-Allow-Origin', '*');
      const br = files.get(`${name}.br`);
      if (br && /\bbr\b/.test(accepts)) return reply.header('Content-Encoding', 'br').send(br);
      const gz = files.get(`${name}.gz`);
      if (gz && /\bgzip\b/.test(accepts)) return reply.header('Content-Encoding', 'gzip').send(gz);
      return reply.send(plain);
    },
  });
}
