import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { apiClient, ApiUnavailable } from './api-client';
import { serveAssets } from './assets';
import type { PublicServerConfig, TrustProxy } from './config';
import { publicPages } from './pages';

/** The light app's static files, under their content hash. */
export const LIGHT_ASSETS_PREFIX = '/light/';

export interface PublicBuild {
  /** File name of the hydrating script (`client-[hash].js`), served from `assetsDir`. */
  client: string;
  /** Folder of the script and its .br/.gz copies; none when only pages are wanted (tests). */
  assetsDir?: string;
  /** What was deployed (PUBLIC_BUILD_LABEL at build time): in GET /health, every page's head and X-Fikr-Public-Build. */
  label?: string;
}

function trustProxy(value: TrustProxy) {
  // A hop count trusts that many proxies nearest the server: request.ip is the right-most untrusted address.
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

/**
 * The pages customers open, on a server of their own: it holds no data and no rule, it renders the JSON API's
 * answers (API_ORIGIN, over HTTP). Security headers are its own: only its own scripts, no framing, posts only here.
 */
export async function buildPublicServer(config: PublicServerConfig, build: PublicBuild): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: trustProxy(config.trustProxy),
    routerOptions: { maxParamLength: 1000 },
    requestTimeout: 30_000,
  });
  const apiUrl = /^https?:/.test(config.apiBase) ? new URL(config.apiBase).origin : '';
  const csp = [
    "default-src 'self'",
    // Telegram's Mini App script, which the wallet loads only when Telegram opened it (light/mini-app.ts)
    "script-src 'self' https://telegram.org",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${apiUrl ? ` ${apiUrl}` : ''}`,
    `connect-src 'self'${apiUrl ? ` ${apiUrl}` : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join(';');
  app.addHook('onSend', async (_request, reply, payload) => {
    reply
      .header('Content-Security-Policy', csp)
      .header('X-Content-Type-Options', 'nosniff')
      .header('X-Frame-Options', 'DENY')
      .header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (build.label) reply.header('X-Fikr-Public-Build', build.label);
    return payload;
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error instanceof ApiUnavailable ? 502 : (error.statusCode ?? 500);
    if (status >= 500) request.log.error({ err: error }, 'page failed');
    const message = status >= 500 ? 'Service unavailable, try again later' : 'Bad request';
    return reply.code(status).header('Cache-Control', 'no-store').send({ success: false, message });
  });

  app.get('/health', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { ok: true, build: build.label ?? null };
  });
  if (build.assetsDir) serveAssets(app, build.assetsDir, LIGHT_ASSETS_PREFIX);
  await publicPages(app, {
    callApi: apiClient(config.apiOrigin),
    apiBase: config.apiBase,
    scriptUrl: `${LIGHT_ASSETS_PREFIX}${build.client}`,
    label: build.label,
  });
  await app.ready();
  return app;
}
