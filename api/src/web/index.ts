import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { REMOTES, remoteManifest } from './remote-manifest';

export interface WebOptions {
  /** Repository root holding shell/dist and mf-*\/dist. */
  repoRoot: string;
}

/** Hashed files never change; entry points (html, remoteEntry, manifests) must always be revalidated. */
function setCacheHeaders(reply: FastifyReply, path: string) {
  const hashed = /\.[0-9a-f]{10}\.js(\.map)?$/.test(path);
  reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  reply.header('Access-Control-Allow-Origin', '*');
}

/** Serves the built shell at /, each remote under /remotes/<name>/, /mf-remotes.json and the SPA fallback. */
export async function webPlugin(app: FastifyInstance, opts: WebOptions): Promise<void> {
  const shellDist = join(opts.repoRoot, 'shell/dist');

  app.get('/mf-remotes.json', async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return remoteManifest();
  });

  for (const remote of REMOTES) {
    const dist = join(opts.repoRoot, remote, 'dist');
    if (!existsSync(dist)) continue;
    await app.register(fastifyStatic, {
      root: dist,
      prefix: `/remotes/${remote}/`,
      decorateReply: false,
      index: false,
      setHeaders: setCacheHeaders,
    });
  }

  if (!existsSync(shellDist)) return;
  await app.register(fastifyStatic, { root: shellDist, prefix: '/', index: false, wildcard: false, setHeaders: setCacheHeaders });

  const sendShell = (reply: FastifyReply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html', shellDist);

  app.get('/', (_req, reply) => sendShell(reply));
  // Deep links (/business/forms/new, /form/abc) load the shell, which routes on the client.
  app.setNotFoundHandler((req, reply) => {
    const isApi = req.url.startsWith('/api/') || req.url === '/api';
    const isAsset = /\.[a-z0-9]+(\?.*)?$/i.test(req.url) || req.url.startsWith('/remotes/');
    if (req.method === 'GET' && !isApi && !isAsset) return sendShell(reply);
    return reply.code(404).send({ success: false, message: 'Topilmadi' });
  });
}
