import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { api } from '@fikr/shared';

export interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

type Reply = { status?: number; body: unknown; delayMs?: number };
type Handler = (req: SeenRequest) => Reply;

/**
 * A real HTTP server on 127.0.0.1 that the shared axios client talks to (CORS on, because jsdom's
 * XHR enforces it). Handlers see the parsed query string, so paging/filter tests can answer per query.
 */
export interface FakeApi {
  requests: SeenRequest[];
  on(key: `${'GET' | 'POST' | 'PATCH'} /${string}`, handler: Handler | Reply): void;
  /** Forgets handlers and recorded requests (between tests; the server itself lives per file). */
  reset(): void;
  close(): Promise<void>;
}

export async function startFakeApi(): Promise<FakeApi> {
  const handlers = new Map<string, Handler>();
  const requests: SeenRequest[] = [];
  let inFlight = 0;
  const server: Server = createServer((req, res) => {
    inFlight += 1;
    res.on('close', () => (inFlight -= 1));
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PATCH');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://local');
      const seen: SeenRequest = {
        method: req.method ?? 'GET',
        path: url.pathname.replace(/^\/api/, ''),
        query: Object.fromEntries(url.searchParams),
        body: raw ? JSON.parse(raw) : undefined,
      };
      requests.push(seen);
      const handler = handlers.get(`${seen.method} ${seen.path}`);
      const reply = handler ? handler(seen) : { status: 404, body: { success: false, message: 'Topilmadi' } };
      const send = () =>
        res.writeHead(reply.status ?? 200, { 'Content-Type': 'application/json' }).end(JSON.stringify(reply.body));
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  // Slow jsdom tests leave sockets idle longer than node's 5 s default; a server-side close racing a new request resets it.
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api.defaults.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  return {
    requests,
    on(key, handler) {
      handlers.set(key, typeof handler === 'function' ? handler : () => handler);
    },
    reset() {
      handlers.clear();
      requests.length = 0;
    },
    // Answers still on their way are let through first: cutting them makes jsdom log network errors.
    async close() {
      const settle = () => new Promise((r) => setTimeout(r, 25));
      await settle(); // requests sent just before unmounting may still be on their way in
      for (let waited = 0; inFlight > 0 && waited < 2000; waited += 25) await settle();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

/** The API's success envelope. */
export const ok = (data: unknown): Reply => ({ body: { success: true, data } });
