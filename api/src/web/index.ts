import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
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

/** Where the light standalone public app (mf-public/dist-standalone) is mounted on this one port. */
export const PUBLIC_APP_PREFIX = '/p';

const isAssetPath = (url: string) => /\.[a-z0-9]+(\?.*)?$/i.test(url);

/**
 * mf-public's standalone build under /p/ (/p/form/{code}, /p/voucher/{token}) with its own SPA fallback.
 * It is built for the root of its own origin, so its absolute asset URLs are moved under /p/ here, and its
 * runtime config (/p/config.js) tells it the API (same origin), its router basename and the home page.
 */
async function publicStandalone(app: FastifyInstance, repoRoot: string): Promise<void> {
  const dist = join(repoRoot, 'mf-public/dist-standalone');
  if (!existsSync(join(dist, 'index.html'))) return;
  const config = `window.__FIKR_CONFIG__=${JSON.stringify({ apiBase: '/api', basename: PUBLIC_APP_PREFIX, homeUrl: '/' })};`;
  // Rewritten once at start, not per request: this page is what every customer's SMS link opens.
  const html = (await readFile(join(dist, 'index.html'), 'utf8')).replace(/(src|href)="\/(?!\/)/g, `$1="${PUBLIC_APP_PREFIX}/`);
  const sendPage = (reply: FastifyReply) => reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  await app.register(
    async (scope) => {
      scope.get('/config.js', (_req, reply) => reply.header('Cache-Control', 'no-cache').type('text/javascript').send(config));
      await scope.register(fastifyStatic, {
        root: dist,
        prefix: '/',
        decorateReply: false,
        index: false,
        // the build ships .br/.gz next to each bundle: a phone on a slow network gets a third of the bytes
        preCompressed: true,
        allowedPath: (path) => path !== '/index.html' && path !== '/config.js',
        setHeaders: setCacheHeaders,
      });
      scope.setNotFoundHandler((req, reply) => {
        if (req.method === 'GET' && !isAssetPath(req.url)) return sendPage(reply);
        return reply.code(404).send({ success: false, message: 'Topilmadi' });
      });
    },
    { prefix: PUBLIC_APP_PREFIX },
  );
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

  await publicStandalone(app, opts.repoRoot);

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
