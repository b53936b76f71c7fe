import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/app-error';
import { importDiskLogos, readUpload } from '../services/logo-store';

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

/**
 * Multipart parsing (logo ≤ 2 MB) and the stored logos served at /uploads/logos/<sha256>.<type> from the
 * database, so every instance serves every logo; the name is the content's hash, so it is cached for good.
 * Logos an earlier version wrote to DATA_DIR/uploads are moved into the database at start.
 */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  const dir =
    app.config.dataDir === 'memory'
      ? mkdtempSync(path.join(os.tmpdir(), 'fikr-uploads-'))
      : path.join(app.config.dataDir, 'uploads');
  mkdirSync(dir, { recursive: true });
  if (app.config.dataDir === 'memory')
    app.addHook('onClose', async () => rmSync(dir, { recursive: true, force: true }));
  app.decorate('uploadsDir', dir);
  const moved = await importDiskLogos(app.db, dir);
  if (moved > 0) app.log.warn({ moved }, 'logos moved from DATA_DIR/uploads into the database');
  await app.register(fastifyMultipart, {
    limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 30, fieldSize: 16 * 1024, parts: 31 },
  });
  // A wildcard, like a static file route: anything that is not a stored file's name is a 404.
  app.get('/uploads/*', async (request, reply) => {
    const file = await readUpload(app.db, (request.params as { '*': string })['*']);
    if (!file) throw notFound();
    const etag = `"${file.key.slice(0, 64)}"`;
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag).type(file.contentType);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.send(file.content);
  });
}
