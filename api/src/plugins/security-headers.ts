import type { IncomingMessage } from 'node:http';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The origins of the remote manifest's absolute URLs (relative ones are this server: 'self'). */
export function manifestOrigins(manifest: Record<string, string>): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(manifest)) {
    try {
      const { protocol, origin } = new URL(url);
      if (protocol === 'http:' || protocol === 'https:') origins.add(origin);
    } catch {
      // relative: served from here
    }
  }
  return [...origins].sort();
}

/** Routes the public survey form calls from its own origin (PUBLIC_FORM_ORIGIN). */
const PUBLIC_ROUTES = [/^\/api\/forms\/u\//, /^\/api\/responses\/[^/]+\/submit$/, /^\/api\/public\//];

/**
 * Security headers on every response (helmet) and CORS per route:
 * - CSP: scripts, styles and connections only from here and the remote manifest's origins (the live one: settings
 *   and the operators' overrides in the database); styles also inline
 *   (antd's CSS-in-JS); no framing (frame-ancestors 'none'); nosniff; Referrer-Policy strict-origin-when-cross-origin;
 *   HSTS when PUBLIC_ORIGIN is https.
 * - CORS: the public form's routes allow PUBLIC_FORM_ORIGIN, the rest of /api PUBLIC_ORIGIN, and HTML no origin at all.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const https = app.config.publicOrigin.startsWith('https:');
  // Before helmet's own hook: the CSP of this response is built from overrides at most a second old.
  app.addHook('onRequest', async () => app.remotes.fresh());
  const withRemotes = (...own: string[]) => [
    ...own,
    // the manifest's origins, and the allow-listed canary origins a browser may point a remote at
    (_req: IncomingMessage) => [...app.remotes.origins(), ...app.config.canaryOrigins].join(' ') || "'self'",
  ];
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: withRemotes("'self'"),
        styleSrc: withRemotes("'self'", "'unsafe-inline'"),
        connectSrc: withRemotes("'self'"),
        fontSrc: withRemotes("'self'", 'data:'),
        imgSrc: ["'self'", 'data:', 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Remotes may live on another origin and load this server's scripts with <script> tags.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });

  await app.register(fastifyCors, {
    delegator: (request: FastifyRequest, callback) => {
      const path = request.url.split('?')[0];
      if (!path.startsWith('/api/')) return callback(null, { origin: false });
      const origin = PUBLIC_ROUTES.some((r) => r.test(path)) ? app.config.publicFormOrigin : app.config.publicOrigin;
      // A list, not a string: the header is sent only to that origin (a string would be sent to anyone).
      // strictPreflight off: an OPTIONS request without CORS headers gets an empty 204, not a plain-text 400 (every
      // answer keeps the API's shape); outside /api (origin false) it is the usual 404.
      callback(null, {
        origin: [origin],
        methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
        maxAge: 600,
        strictPreflight: false,
      });
    },
  });

  // A page is never for another origin's scripts, whatever a static handler set.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html'))
      reply.removeHeader('access-control-allow-origin');
    return payload;
  });
}
