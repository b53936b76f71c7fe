import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  authorization?: string;
  body: unknown;
}

export type RouteReply = { status: number; body: unknown };
export type RouteHandler = (req: RecordedRequest) => RouteReply;

/**
 * A real HTTP server on 127.0.0.1 (random port) for browser-side tests: answers `METHOD /path`
 * routes with JSON, records every request and allows CORS (jsdom's XHR enforces it).
 */
export interface LocalApiServer {
  baseUrl: string;
  requests: RecordedRequest[];
  route(key: string, handler: RouteHandler | RouteReply): void;
  close(): Promise<void>;
}

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

export async function startLocalApiServer(): Promise<LocalApiServer> {
  const routes = new Map<string, RouteHandler>();
  const requests: RecordedRequest[] = [];
  const server: Server = createServer(async (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: (req.url ?? '/').split('?')[0],
      authorization: req.headers.authorization,
      body: await readBody(req),
    };
    requests.push(recorded);
    const handler = routes.get(`${recorded.method} ${recorded.path}`);
    const reply = handler ? handler(recorded) : { status: 404, body: { success: false, message: 'Not found' } };
    res.writeHead(reply.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api`,
    requests,
    route(key, handler) {
      routes.set(key, typeof handler === 'function' ? handler : () => handler);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
