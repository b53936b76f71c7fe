import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { setCacheHeaders } from './cache';
import { landingPagePlugin } from './landing-page';
import { publicAppProxy } from './public-app-proxy';
import { REMOTES } from './remote-manifest';
import { canariesOf, canaryRoute, withCanaries } from './canary';

export interface WebOptions {
  /** Repository root holding shell/dist and mf-*\/dist. */
  repoRoot: string;
  /** The public app's own server (PUBLIC_APP_URL): its paths are passed on there (npm start's one port). */
  publicAppUrl?: string;
}

/**
 * Serves the built shell at /, each remote under /remotes/<name>/ (its kept releases under /remotes/<name>/v/<version>/),
 * /mf-remotes.json and the SPA fallback.
 */
export async function webPlugin(app: FastifyInstance, opts: WebOptions): Promise<void> {
  const shellDist = join(opts.repoRoot, 'shell/dist');

  app.get('/mf-remotes.json', async (request, reply) => {
    reply.header('Cache-Control', 'no-store').header('Vary', 'Cookie');
    await app.remotes.fresh();
    const manifest = app.remotes.manifest();
    return withCanaries(manifest, canariesOf(request, manifest, app.config.canaryOrigins));
  });
  await canaryRoute(app);

  for (const remote of REMOTES) {
    const dist = join(opts.repoRoot, remote, 'dist');
    if (!existsSync(dist)) continue;
    // Earlier builds kept by scripts/build.mjs (<remote>/releases/<version>/): what a rollback points the manifest at.
    // Registered even before the first release exists, so a build made while the server runs is served at once.
    await app.register(fastifyStatic, {
      root: join(opts.repoRoot, remote, 'releases'),
      prefix: `/remotes/${remote}/v/`,
      decorateReply: false,
      index: false,
      preCompressed: true,
      setHeaders: setCacheHeaders,
    });
    await app.register(fastifyStatic, {
      root: dist,
      prefix: `/remotes/${remote}/`,
      decorateReply: false,
      index: false,
      // scripts/build.mjs writes .br and .gz next to every file: sent with the matching Content-Encoding
      preCompressed: true,
      setHeaders: setCacheHeaders,
    });
  }

  // /form/{code}, /form-completed, /voucher/{token}, /wallet: the public app's own server renders them, not the
  // console; with PUBLIC_APP_URL (npm start) they are passed on to it, else it is deployed at its own origin.
  if (opts.publicAppUrl) await publicAppProxy(app, opts.publicAppUrl);
  // `/`: the landing prerendered at build time (its own small script), not the console.
  const landing = await landingPagePlugin(app, opts);

  if (!existsSync(shellDist)) return;
  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    index: false,
    wildcard: false,
    preCompressed: true,
    setHeaders: setCacheHeaders,
  });

  const sendShell = (reply: FastifyReply) =>
    reply.header('Cache-Control', 'no-cache').sendFile('index.html', shellDist);

  if (!landing) app.get('/', (_req, reply) => sendShell(reply));
  // Deep links (/business/forms/new, /form/abc) load the shell, which routes on the client.
  app.setNotFoundHandler((req, reply) => {
    const isApi = req.url.startsWith('/api/') || req.url === '/api';
    const isAsset = /\.[a-z0-9]+(\?.*)?$/i.test(req.url) || req.url.startsWith('/remotes/');
    if (req.method === 'GET' && !isApi && !isAsset) return sendShell(reply);
    return reply.code(404).send({ success: false, message: 'Topilmadi' });
  });
}
