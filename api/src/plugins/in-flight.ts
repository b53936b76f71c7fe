import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * Counts running API route handlers. A client that hangs up does not stop its handler, and the HTTP server
 * then counts nothing in flight; closing the database must still wait for such handlers to finish.
 * Returns `drain(timeoutMs)`, resolving once no handler runs (or the timeout passed).
 */
export function trackInFlight(app: FastifyInstance): (timeoutMs?: number) => Promise<void> {
  let running = 0;
  app.addHook('onRoute', (route: RouteOptions) => {
    // Only the API's own (async) handlers; plugin routes such as static files and docs reply on their own.
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const handler = route.handler;
    route.handler = async function tracked(this: FastifyInstance, request, reply) {
      running += 1;
      try {
        return await handler.call(this, request, reply);
      } finally {
        running -= 1;
      }
    };
  });
  return async (timeoutMs = 10_000) => {
    const end = Date.now() + timeoutMs;
    while (running > 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  };
}
