import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

/** Multipart parsing (logo ≤ 2 MB) and the stored logos served at /uploads/…; in-memory setups use a temp dir. */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  const dir =
    app.config.dataDir === 'memory'
      ? mkdtempSync(path.join(os.tmpdir(), 'fikr-uploads-'))
      : path.join(app.config.dataDir, 'uploads');
  mkdirSync(dir, { recursive: true });
  if (app.config.dataDir === 'memory') app.addHook('onClose', async () => rmSync(dir, { recursive: true, force: true }));
  app.decorate('uploadsDir', dir);
  await app.register(fastifyMultipart, {
    limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 30, fieldSize: 16 * 1024, parts: 31 },
  });
  await app.register(fastifyStatic, { root: dir, prefix: '/uploads/', decorateReply: false, index: false });
}
