import { z } from 'zod';
import { got, origin, parseSettings, port, trustProxy, type TrustProxy } from '@fikr/shared/settings';

export type { TrustProxy };

export interface PublicServerConfig {
  port: number;
  host: string;
  /** Where this server reaches the API, server-side (API_ORIGIN, e.g. http://10.0.0.11:8080). */
  apiOrigin: string;
  /**
   * Base of the JSON API the customer's browser calls (the form's fetch submit, the voucher's confirm, logos):
   * API_BROWSER_BASE, default '/api' on the page's own origin (a proxy in front sends /api to the API).
   */
  apiBase: string;
  trustProxy: TrustProxy;
  logLevel: string;
}

/** Every problem of the environment, one line each naming its variable. */
export class PublicConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

/** A path such as /api on the page's own origin, or an http(s) URL; without its trailing slash. */
const browserBase = z.string().transform((value, ctx) => {
  if (/^\/[^/]/.test(value)) return value.replace(/\/$/, '');
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href.replace(/\/$/, '');
  } catch {
    // reported below
  }
  ctx.issues.push({
    code: 'custom',
    input: value,
    message: `must be a path such as /api or an http(s) URL such as https://api.fikr.uz/api${got({ input: value })}`,
  });
  return z.NEVER;
});

/**
 * The variables the public server reads, with the API's own pieces (`@fikr/shared/settings`): a port, an origin or
 * the trusted proxies are spelled and checked the same way on both servers.
 */
export const publicEnvSchema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: port.default(8081),
  HOST: z.string().optional(),
  API_ORIGIN: origin.optional(),
  API_BROWSER_BASE: browserBase.default('/api'),
  TRUST_PROXY: trustProxy.default(false),
  LOG_LEVEL: z.string().default('info'),
});

/** The public server's settings, checked once at start: a PublicConfigError lists every problem. */
export function loadPublicConfig(env: NodeJS.ProcessEnv = process.env): PublicServerConfig {
  const { settings, problems } = parseSettings(publicEnvSchema, env);
  if (!settings.API_ORIGIN && !problems.some((p) => p.startsWith('API_ORIGIN')))
    problems.push('API_ORIGIN must be set: the http(s) origin of the API (e.g. http://127.0.0.1:8080)');
  if (problems.length) throw new PublicConfigError(problems);
  return {
    port: settings.PORT,
    // Like the API's demo: reachable from elsewhere only when HOST says so (production: HOST=0.0.0.0).
    host: settings.HOST || (settings.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    apiOrigin: settings.API_ORIGIN ?? '',
    apiBase: settings.API_BROWSER_BASE,
    trustProxy: settings.TRUST_PROXY,
    logLevel: settings.LOG_LEVEL,
  };
}
