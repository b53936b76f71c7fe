import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's genReqId: the caller's x-request-id when it is well-formed (a proxy's or a client's trace), else a new uuid. */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && WELL_FORMED.test(given) ? given : randomUUID();
}

/**
 * Every reply carries x-request-id (every log line of the request already carries it as reqId), and every failure
 * body names it as `requestId`, so what a user reports can be found in the logs.
 */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    if (reply.statusCode >= 400 && typeof payload === 'string' && payload.startsWith('{"success":false'))
      return `{"success":false,"requestId":${JSON.stringify(request.id)}${payload.slice('{"success":false'.length)}`;
    return payload;
  });
}
