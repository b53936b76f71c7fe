import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { setCacheHeaders } from './cache';
import { pickLang } from './lang';

/** Where the landing's script lives (shell/build-landing.mjs writes the same prefix into the HTML). */
export const LANDING_ASSETS_PREFIX = '/landing/';

/**
 * Serves `/` from the landing's prerendered HTML (shell/dist-landing/{uz,ru,en}.html, chosen like the public
 * pages: ?lang=, the `lang` cookie, Uzbek) and its script under /landing/. Returns false when the landing
 * was not built (a console-only build): `/` then stays the console's.
 */
export async function landingPagePlugin(app: FastifyInstance, opts: { repoRoot: string }): Promise<boolean> {
  const dist = join(opts.repoRoot, 'shell/dist-landing');
  if (!existsSync(join(dist, 'uz.html'))) return false;
  await app.register(fastifyStatic, {
    root: join(dist, 'assets'),
    prefix: LANDING_ASSETS_PREFIX,
    decorateReply: false,
    index: false,
    preCompressed: true,
    setHeaders: setCacheHeaders,
  });
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, { root: dist, serve: false, preCompressed: true, cacheControl: false });
    scope.get('/', (request, reply) => {
      const lang = pickLang(request, reply);
      // the HTML names the hashed script and differs per language: revalidated every time
      reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie');
      return reply.sendFile(`${lang}.html`);
    });
  });
  return true;
}
