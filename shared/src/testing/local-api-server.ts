import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { viewDrift } from './view-schemas';

export interface RecordedRequest {
  method: string;
  /** The path without the query string, '/api' included: '/api/forms/f1'. */
  path: string;
  /** The query string's parameters. */
  query: Record<string, string>;
  /** The values of a route's ':name' segments. */
  params: Record<string, string>;
  authorization?: string;
  /** X-Business-Id: which of the user's businesses the request acts for. */
  businessId?: string;
  /** Accept-Language: the UI's language, in which the API answers errors. */
  language?: string;
  /** JSON bodies parsed; anything else (multipart) as the raw text. */
  body: unknown;
}

/** An answer: JSON `body` with `status` (200), after `delayMs` when a test needs to see the waiting state. */
export type RouteReply = { status?: number; body: unknown; delayMs?: number };
/** May answer later (a promise): a test holds it to observe 'Saqlanmoqda...' and the like. */
export type RouteHandler = (req: RecordedRequest) => RouteReply | Promise<RouteReply>;

/**
 * A real HTTP server on 127.0.0.1 (random port) for browser-side tests: answers `METHOD /api/path` routes with
 * JSON (a segment ':name' matches any one segment; exact routes win), records every request and allows CORS
 * (jsdom's XHR enforces it). Unknown routes answer 404.
 */
export interface LocalApiServer {
  /** 'http://127.0.0.1:PORT/api' once listening. */
  readonly baseUrl: string;
  requests: RecordedRequest[];
  /**
   * Success replies (2xx, `{ success: true, data }`) whose `data` is not the view the API declares for that route
   * (view-schemas.ts), one message each: useApiServer fails the test that sent them.
   */
  drifts: string[];
  route(key: string, handler: RouteHandler | RouteReply): void;
  /** Forgets the routes and the recorded requests (between tests; the server itself lives per file). */
  reset(): void;
  listen(): Promise<void>;
  close(): Promise<void>;
}

/** The API's success envelope. */
export const ok = (data: unknown, status = 200): RouteReply => ({ status, body: { success: true, data } });

function readBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      try {
        resolve(raw ? JSON.parse(raw) : undefined);
      } catch {
        resolve(raw);
      }
    });
  });
}

/** ':name' segments of `pattern` matched against `path`, or null when it does not match. */
function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const have = path.split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(have[i]);
    else if (part !== have[i]) return null;
  }
  return params;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server, not yet listening: jest hooks can hand it out at once and start it in beforeAll. */
export function createLocalApiServer(): LocalApiServer {
  const routes = new Map<string, RouteHandler>();
  const requests: RecordedRequest[] = [];
  const drifts: string[] = [];
  let baseUrl = '';
  let inFlight = 0;

  function find(method: string, path: string): [RouteHandler, Record<string, string>] | undefined {
    const exact = routes.get(`${method} ${path}`);
    if (exact) return [exact, {}];
    for (const [key, handler] of routes) {
      const [m, pattern] = key.split(' ');
      const params = m === method && pattern.includes('/:') ? matchPath(pattern, path) : null;
      if (params) return [handler, params];
    }
    return undefined;
  }

  const server: Server = createServer(async (req, res) => {
    inFlight += 1;
    res.on('close', () => (inFlight -= 1));
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, X-Business-Id');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    const url = new URL(req.url ?? '/', 'http://local');
    const method = req.method ?? 'GET';
    const found = find(method, url.pathname);
    const recorded: RecordedRequest = {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      params: found?.[1] ?? {},
      authorization: req.headers.authorization,
      businessId: req.headers['x-business-id'] as string | undefined,
      language: req.headers['accept-language'],
      body: await readBody(req),
    };
    requests.push(recorded);
    const reply = found ? await found[0](recorded) : { status: 404, body: { success: false, message: 'Topilmadi' } };
    const status = reply.status ?? 200;
    const body = reply.body as { success?: unknown; data?: unknown } | null;
    if (status >= 200 && status < 300 && body?.success === true) {
      const drift = viewDrift(method, url.pathname, body.data);
      if (drift) drifts.push(drift);
    }
    if (reply.delayMs) await pause(reply.delayMs);
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(reply.body));
  });
  // Slow jsdom tests leave sockets idle longer than node's 5 s default; a server-side close racing a new request resets it.
  server.keepAliveTimeout = 120_000;

  return {
    get baseUrl() {
      return baseUrl;
    },
    requests,
    drifts,
    route(key, handler) {
      routes.set(key, typeof handler === 'function' ? handler : () => handler);
    },
    reset() {
      routes.clear();
      requests.length = 0;
      drifts.length = 0;
    },
    async listen() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
    },
    // Answers still on their way are let through first: cutting them makes jsdom log network errors.
    async close() {
      await pause(25); // requests sent just before unmounting may still be on their way in
      for (let waited = 0; inFlight > 0 && waited < 2000; waited += 25) await pause(25);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

export async function startLocalApiServer(): Promise<LocalApiServer> {
  const server = createLocalApiServer();
  await server.listen();
  return server;
}
