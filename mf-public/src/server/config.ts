import { isIP } from 'node:net';

/** Proxies in front of the public server: a hop count (TRUST_PROXY=1) or their addresses (10.0.0.1,10.0.0.0/8). */
export type TrustProxy = false | number | string[];

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

function origin(env: NodeJS.ProcessEnv, name: string, problems: string[], required: boolean): string | undefined {
  const value = env[name];
  if (value === undefined || value === '') {
    if (required) problems.push(`${name} must be set: the http(s) origin of the API (e.g. http://127.0.0.1:8080)`);
    return undefined;
  }
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
    return url.origin;
  } catch {
    problems.push(`${name} must be an http(s) origin such as http://127.0.0.1:8080 (got "${value}")`);
    return undefined;
  }
}

function port(env: NodeJS.ProcessEnv, problems: string[]): number {
  const value = env.PORT;
  if (value === undefined || value === '') return 8081;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < 1 || n > 65535) {
    problems.push(`PORT must be a TCP port number 1-65535 (got "${value}")`);
    return 8081;
  }
  return n;
}

/** As the API reads it: a hop count or a list of proxy addresses (CIDR allowed); `true` would trust anyone. */
function trustProxy(value: string | undefined, problems: string[]): TrustProxy {
  if (value === undefined || value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') {
    problems.push(
      'TRUST_PROXY=true lets any client forge its IP; give the number of proxy hops (TRUST_PROXY=1) or the proxy addresses',
    );
    return false;
  }
  if (/^\d+$/.test(value)) return Number(value);
  const addresses = value
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const bad = addresses.filter((a) => {
    const [ip, bits, ...rest] = a.split('/');
    const version = isIP(ip ?? '');
    if (!version || rest.length > 0) return true;
    if (bits === undefined) return false;
    return !/^\d+$/.test(bits) || Number(bits) > (version === 4 ? 32 : 128);
  });
  if (bad.length > 0 || addresses.length === 0) {
    problems.push(`TRUST_PROXY must be a number of proxy hops or a comma list of IP addresses (got "${value}")`);
    return false;
  }
  return addresses;
}

function apiBase(env: NodeJS.ProcessEnv, problems: string[]): string {
  const value = env.API_BROWSER_BASE;
  if (value === undefined || value === '') return '/api';
  if (/^\/[^/]/.test(value)) return value.replace(/\/$/, '');
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href.replace(/\/$/, '');
  } catch {
    // reported below
  }
  problems.push(
    `API_BROWSER_BASE must be a path such as /api or an http(s) URL such as https://api.fikr.uz/api (got "${value}")`,
  );
  return '/api';
}

/** The public server's settings, checked once at start: a PublicConfigError lists every problem. */
export function loadPublicConfig(env: NodeJS.ProcessEnv = process.env): PublicServerConfig {
  const problems: string[] = [];
  const config: PublicServerConfig = {
    port: port(env, problems),
    // Like the API's demo: reachable from elsewhere only when HOST says so (production: HOST=0.0.0.0).
    host: env.HOST || (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    apiOrigin: origin(env, 'API_ORIGIN', problems, true) ?? '',
    apiBase: apiBase(env, problems),
    trustProxy: trustProxy(env.TRUST_PROXY, problems),
    logLevel: env.LOG_LEVEL || 'info',
  };
  if (problems.length) throw new PublicConfigError(problems);
  return config;
}
